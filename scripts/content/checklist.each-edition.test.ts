import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import edition from '../../functions/src/domain/edition.selected';
import { unknownSlots } from '../../web/src/content/unknown-facts';
import { contentGaps, editionChecklist } from './checklist';
import { CONTENT } from './content-modules';

const input = { id: edition.id, edition, content: CONTENT };
const root = new URL('../../', import.meta.url);

describe("the edition's checklist", () => {
  it('counts every fact the site shows as to be announced', () => {
    const gaps = contentGaps(input);
    const uncounted = unknownSlots().filter(
      (slot) => !gaps.some((gap) => gap.owner === slot.owner && gap.key === slot.key),
    );
    expect(uncounted.map(({ where, field }) => `${where}: ${field}`)).toEqual([]);
  });

  it('names, for each item, a file of the edition to edit', () => {
    const files = editionChecklist(input).map(({ file }) => file);
    expect(
      files.filter((file) => !file.startsWith(`editions/${edition.id}/`) || !existsSync(new URL(file, root))),
    ).toEqual([]);
  });
});
