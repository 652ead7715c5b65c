import { describe, expect, it } from 'vitest';
import { defineEdition, defineSponsorship, type EditionInput } from './edition-schema';
import { sponsorship } from './edition.selected';
import { EDITION } from './edition';

const valid = EDITION;

/** The calendar day `days` after (or before) an ISO day. */
const shiftDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the edition under test', () => {
  it('is accepted as it stands, so each refusal below is the change it makes', () => {
    expect(() => defineEdition(`editions/${valid.id}/edition.ts`, valid)).not.toThrow();
  });
});

describe('a wrong edition', () => {
  const problemsOf = (input: unknown) => {
    try {
      defineEdition('editions/broken/edition.ts', input as EditionInput);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the edition was accepted');
  };

  it('is refused naming the file, each field and what was expected', () => {
    const message = problemsOf({
      ...valid,
      startDate: '7 Nov 2025',
      venue: { ...valid.venue, timeZone: 'India/Dharwad' },
      tiers: [{ ...valid.tiers[0], earlyBird: -1 }],
    });
    expect(message).toMatch(/^editions\/broken\/edition\.ts is not a valid edition:/);
    expect(message).toContain('startDate: expected a calendar day as YYYY-MM-DD, one the calendar has');
    expect(message).toContain('venue.timeZone: expected an IANA time zone such as Asia/Kolkata');
    // A tier is named by its place from 1 and its id, as the organiser finds it in the file.
    expect(message).toContain(`tiers[1: ${valid.tiers[0]?.id}].earlyBird: expected a positive amount`);
  });

  it('is refused when what starts its registration IDs, its site or its place cannot be used as such', () => {
    const message = problemsOf({
      ...valid,
      // Lower case or a hyphen would make IDs that the ID check itself refuses (registration-id.ts).
      shortName: 'IoT-Sys',
      siteOrigin: 'http://example.org/',
      venue: { ...valid.venue, place: { ...valid.venue.place, country: 'India' } },
      tax: { ...valid.tax, ratePercent: 118 },
    });
    expect(message).toContain('shortName: expected an acronym of 2 to 12 capitals and digits, such as ICEI');
    expect(message).toContain('siteOrigin: expected an https:// address');
    expect(message).toContain('siteOrigin: expected no trailing slash');
    expect(message).toContain('venue.place.country: expected a two-letter country code such as IN');
    expect(message).toContain('tax.ratePercent: expected a rate from 0 to 100');
  });

  it('is refused when its paper ID pattern does not compile, refuses its own example or lets a sentence through', () => {
    expect(problemsOf({ ...valid, paperIds: { pattern: '(ICEI', example: 'ICEI-1' } })).toContain(
      'paperIds.pattern: expected a regular expression, such as ICEI-[0-9]{1,6}',
    );
    expect(problemsOf({ ...valid, paperIds: { pattern: 'P-[0-9]+', example: 'ICEI-1' } })).toContain(
      'paperIds.example: expected an ID that paperIds.pattern accepts',
    );
    expect(problemsOf({ ...valid, paperIds: { pattern: 'P-.+', example: 'P-1' } })).toContain(
      'paperIds.pattern: expected a pattern that refuses free text',
    );
    expect(() =>
      defineEdition('editions/own/edition.ts', {
        ...valid,
        paperIds: { pattern: 'P-[0-9]{3}[a-z]?', example: 'P-117' },
      }),
    ).not.toThrow();
  });

  it("names a tier's wrong fee at its field, and an unknown tier id as such", () => {
    const [first] = valid.tiers;
    if (!first) throw new Error('The edition under test has no tier.');
    const fee = 'earlyBird' in first ? 'earlyBird' : 'perStudent';
    expect(problemsOf({ ...valid, tiers: [{ ...first, [fee]: '14500' }] })).toContain(
      `tiers[1: ${first.id}].${fee}: expected an`,
    );
    expect(problemsOf({ ...valid, tiers: [{ ...first, id: 'early-career' }] })).toContain(
      'tiers[1: early-career].id: expected one of the tier ids the registration system knows',
    );
  });

  it("is refused when it keeps another year's words, or an early-bird fee above the normal one", () => {
    const start = Number(valid.startDate.slice(0, 4));
    const tier = valid.tiers.find((candidate) => 'earlyBird' in candidate);
    if (!tier || !('earlyBird' in tier)) throw new Error('The edition under test has no tier with an early-bird fee.');
    const message = problemsOf({
      ...valid,
      year: start - 1,
      datesLabel: `${valid.datesLabel} (after ${start - 1})`,
      tiers: valid.tiers.map((candidate) => (candidate === tier ? { ...tier, earlyBird: tier.normal + 1 } : candidate)),
    });
    expect(message).toContain(`year: expected the year of startDate (${start})`);
    expect(message).toContain(`datesLabel: expected the days of startDate and endDate (it names ${start - 1})`);
    expect(message).toContain(`earlyBird: expected at most the tier's normal fee (${tier.normal})`);
    // A day that is no day is said to be one the calendar lacks, not a wrong format.
    expect(problemsOf({ ...valid, endDate: `${start}-02-30` })).toContain('one the calendar has');
    // A field left out is said to be missing; a malformed day is said once, not again at the next.
    const { endDate: _endDate, ...withoutEnd } = valid;
    expect(problemsOf(withoutEnd)).toContain(
      'endDate: expected a calendar day as YYYY-MM-DD, one the calendar has (it is missing)',
    );
    const malformed = problemsOf({ ...valid, startDate: '12/11/2026' });
    expect(malformed).not.toContain('earlyBirdCutoff');
    expect(malformed).not.toMatch(/^ {2}(year|datesLabel):/m);
  });

  it('is refused when its days are out of order or a tier is listed twice', () => {
    const message = problemsOf({
      ...valid,
      endDate: shiftDay(valid.startDate, -1),
      earlyBirdCutoff: shiftDay(valid.startDate, 1),
      tiers: [valid.tiers[0], valid.tiers[0]],
    });
    expect(message).toContain('endDate: expected a day on or after startDate');
    expect(message).toContain('earlyBirdCutoff: expected a day on or before startDate');
    expect(message).toContain(`tiers[2: ${valid.tiers[0]?.id}].id: expected a tier listed once`);
  });

  it('is refused when the early-bird cutoff comes before registration opens', () => {
    const message = problemsOf({ ...valid, earlyBirdCutoff: shiftDay(valid.registration.opensOn, -1) });
    expect(message).toContain('earlyBirdCutoff: expected a day on or after registration.opensOn');
  });
});

describe("the edition's sponsorship", () => {
  const problemsOf = (input: unknown) => {
    try {
      defineSponsorship('editions/broken/edition.ts', input);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the sponsorship was accepted');
  };
  const pack = { level: 'Gold', amount: 200000, freeRegistrations: 4 };

  it('is accepted as it stands, or as none at all', () => {
    expect(() => defineSponsorship('editions/x/edition.ts', sponsorship)).not.toThrow();
    expect(defineSponsorship('editions/x/edition.ts', null)).toBeNull();
  });

  it('is refused when a package is priced in parts of a rupee or gives fewer than no registrations', () => {
    const message = problemsOf({
      packages: [{ ...pack, amount: 1999.5, freeRegistrations: -1 }],
      extraRegistration: 0,
    });
    expect(message).toMatch(/^editions\/broken\/edition\.ts is not a valid edition:/);
    expect(message).toContain('sponsorship.packages.0.amount: expected whole rupees');
    expect(message).toContain('sponsorship.packages.0.freeRegistrations');
    expect(message).toContain('sponsorship.extraRegistration: expected a positive amount');
  });

  it('is refused when a package is named twice', () => {
    expect(problemsOf({ packages: [pack, pack], extraRegistration: 5000 })).toContain(
      'sponsorship.packages.1.level: expected a level named once',
    );
  });
});
