import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import edition from '../../../functions/src/domain/edition.selected';
import { isKnown, TBA } from './fact';
import { PRIVACY } from './privacy';
import { REGISTRATION_LINKS } from './registration';
import { DOCUMENTS } from './site';
import { unknownFacts, unknownSlots } from './unknown-facts';

// Every content module with all it exports, so a TBA added anywhere is seen (fact.ts defines it).
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./fact.ts'], {
  eager: true,
});

interface Place {
  path: string;
  owner: object;
  key: string;
}

/** Every value in the content, with where it sits (each object visited once). */
function contentValues(): (Place & { value: unknown })[] {
  const seen = new Set<object>();
  const values: (Place & { value: unknown })[] = [];
  const visit = (owner: object, path: string) => {
    if (seen.has(owner)) return;
    seen.add(owner);
    for (const [key, value] of Object.entries(owner)) {
      values.push({ path: `${path} › ${key}`, owner, key, value });
      if (typeof value === 'object' && value !== null) visit(value, `${path} › ${key}`);
    }
  };
  for (const [file, exports] of Object.entries(modules)) visit(exports, file);
  return values;
}

describe('unknownFacts', () => {
  it('lists every value the content marks TBA', () => {
    const slots = unknownSlots();
    // The hub's links copy site.ts's documents and form, which are listed.
    const copies = new Set<object>(REGISTRATION_LINKS);
    const unlisted = contentValues()
      .filter(({ value }) => value === TBA)
      .filter(({ owner }) => !copies.has(owner))
      .filter(({ owner, key }) => !slots.some((slot) => slot.owner === owner && slot.key === key))
      .map(({ path }) => path);
    expect(unlisted).toEqual([]);
  });

  it('lists, for each hub link not published, the document or form it copies', () => {
    const unknownLinks = REGISTRATION_LINKS.filter((link) => link.href === TBA);
    const listedUnderHub = unknownSlots().filter(({ where }) => where.startsWith('Registration ›'));
    expect(listedUnderHub.map(({ where }) => where.replace('Registration › ', ''))).toEqual(
      expect.arrayContaining(unknownLinks.map(({ label }) => label.replace(/ \(PDF\)$/, ''))),
    );
  });

  it('lists only values that are TBA, each once, under a distinct name', () => {
    const slots = unknownSlots();
    expect(slots.filter(({ owner, key }) => (owner as Record<string, unknown>)[key] !== TBA)).toEqual([]);
    const names = unknownFacts().map(({ where, field }) => `${where}: ${field}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(slots.map(({ owner, key }) => [owner, key])).size).toBe(slots.length);
  });
});

describe('site content', () => {
  // What the site used to show in place of unknown facts: numbered stand-ins, "(placeholder)"
  // pictures and phone numbers made of zeros.
  const STAND_INS = [/placeholder/i, /\b(Speaker|Member|Chair|Sponsor|Hotel|Exhibitor) \d+\b/, /\b000 000\d\b/];

  it('states no invented fact: unknown values are TBA, not stand-in text', () => {
    const standIns = contentValues().filter(
      ({ value }) => typeof value === 'string' && STAND_INS.some((pattern) => pattern.test(value)),
    );
    expect(standIns.map(({ path, value }) => `${path}: ${String(value)}`)).toEqual([]);
  });

  it("names only files that the edition's public/ folder holds", () => {
    const files = contentValues()
      .map(({ value }) => value)
      .filter((value): value is string => typeof value === 'string' && /^\/(docs|images|logos)\//.test(value));
    // The walk reaches the documents (an edition may have none published yet): each known one is found.
    expect(files).toEqual(expect.arrayContaining(Object.values(DOCUMENTS).filter(isKnown)));
    const folder = `../../../editions/${edition.id}/public`;
    expect(files.filter((file) => !existsSync(new URL(`${folder}${file}`, import.meta.url)))).toEqual([]);
  });
});

describe('the privacy notice’s facts', () => {
  it('are listed exactly while they are TBA, each under the notice', () => {
    const unknownInData = [
      ...Object.entries(PRIVACY.dataFiduciary).map(([key, value]) => ({ owner: PRIVACY.dataFiduciary, key, value })),
      ...Object.entries(PRIVACY.grievanceOfficer).map(([key, value]) => ({
        owner: PRIVACY.grievanceOfficer,
        key,
        value,
      })),
      { owner: PRIVACY, key: 'mailProvider', value: PRIVACY.mailProvider },
    ].filter(({ value }) => value === TBA);
    const listed = unknownSlots().filter(({ where }) => where.startsWith('Privacy Notice'));
    expect(listed.map(({ owner, key }) => ({ owner, key }))).toEqual(
      unknownInData.map(({ owner, key }) => ({ owner, key })),
    );
  });
});
