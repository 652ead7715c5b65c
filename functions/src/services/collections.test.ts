import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_NOT_FOUND } from '../domain/messages';
import { REGISTRATION_ID_PREFIX } from '../domain/registration-id';
import { DomainError } from '../domain/errors';
import { LIFETIME_OF, registrationDoc } from './collections';

const here = import.meta.dirname;
const source = readFileSync(join(here, 'collections.ts'), 'utf8');

describe('every place personal data lives has an end', () => {
  it('names how long each collection the function uses lives, and nothing it does not use', () => {
    const named = new Set([
      ...[...source.matchAll(/\.collection\('([^']+)'\)/g)].map((match) => match[1]),
      ...[...source.matchAll(/\.doc\('([^'/]+)\//g)].map((match) => match[1]),
    ]);
    expect(named.size).toBeGreaterThan(5);
    expect(Object.keys(LIFETIME_OF).sort()).toEqual([...named].sort());
  });

  it('stores files only under registrations/{id}/, which erasure and the retention job delete', () => {
    const services = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const users = services.filter((name) => readFileSync(join(here, name), 'utf8').includes('storageBucket()'));
    const paths = users.flatMap((name) =>
      [...readFileSync(join(here, name), 'utf8').matchAll(/(?:file|prefix)[(:]\s*`([^`]*)`/g)].map((m) => m[1]),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^registrations\//);
  });
});

describe("a registration's document", () => {
  /** What registrationDoc made of the ID: the refusal it threw, or that it made a path. */
  function outcome(id: string, notFound?: string): string {
    try {
      registrationDoc(id, notFound);
      return 'a path';
    } catch (error) {
      return error instanceof DomainError ? `${error.kind}: ${error.message}` : `another error: ${String(error)}`;
    }
  }

  it('is never a path made from a malformed ID: refused as not found, before Firestore is asked', () => {
    // Every lookup by ID goes through here or through getRegistration's same check, so a bulk
    // request of such IDs reads nothing (abuse-ids.alone.test.ts sends them through the API).
    const malformed = ['x/y', '__proto__', 'constructor', '..', '', '\u0000', 'A'.repeat(100)];
    malformed.push(`${REGISTRATION_ID_PREFIX}-SEED-0000-0000/audit/x`);
    for (const id of malformed) {
      expect(outcome(id), JSON.stringify(id)).toBe(`not-found: ${REGISTRATION_NOT_FOUND}`);
      expect(outcome(id, 'Said otherwise.'), JSON.stringify(id)).toBe('not-found: Said otherwise.');
    }
  });
});
