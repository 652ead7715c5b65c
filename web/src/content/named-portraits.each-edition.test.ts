import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import edition from '../../../functions/src/domain/edition.selected';
import { namedPortraits } from './named-portraits';

describe('namedPortraits', () => {
  it("names only photos that the edition's photos/ folder holds", () => {
    const photos = new URL(`../../../editions/${edition.id}/photos/`, import.meta.url);
    const missing = namedPortraits().filter(({ file }) => !existsSync(new URL(file, photos)));
    expect(missing).toEqual([]);
  });

  it('names each person once, by page, card and name', () => {
    const people = namedPortraits().map(({ person }) => person);
    expect(new Set(people).size).toBe(people.length);
    for (const person of people) expect(person).toMatch(/^\w+ › [\w ]+ › card \d+ \(.+\)$/);
  });
});
