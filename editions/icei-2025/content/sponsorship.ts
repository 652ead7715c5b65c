import { TBA } from '../../../web/src/content/fact';
import type { Sponsor, SponsorLevel, SponsorshipPackage } from '../../../web/src/content/types';
export type { Sponsor, SponsorLevel, SponsorshipPackage } from '../../../web/src/content/types';
import { SPONSORSHIP } from '../../../functions/src/domain/sponsorship';

/** Each package's benefits beyond the registrations it includes (the edition's data counts those). */
const OTHER_BENEFITS: Record<SponsorLevel, readonly string[]> = {
  Platinum: ['Full-page advertisement in the proceedings booklet', '200-word company profile'],
  Gold: ['Half-page advertisement in the proceedings booklet', '100-word company profile'],
  Silver: ['50-word company profile'],
  Bronze: [],
  Exhibitor: ['Exhibition space provided', '200-word piece in the conference booklet'],
  // The organisers have not said what a bag sponsor receives beyond the name: nothing is made up.
  'Bag Sponsor': [],
};

const isLevel = (level: string): level is SponsorLevel => Object.hasOwn(OTHER_BENEFITS, level);
const registrations = (count: number) => (count === 0 ? [] : [`${count} free registration${count === 1 ? '' : 's'}`]);

// Sponsorship (docs/rules.md, "The pages"): the prices and the registrations are the edition's
// (edition.ts, sponsorship), which the sponsors' records and tax invoices also read.
export const SPONSORSHIP_PACKAGES: readonly SponsorshipPackage[] = (SPONSORSHIP?.packages ?? []).map((pack) => {
  if (!isLevel(pack.level)) throw new Error(`The sponsors page has no section for the package "${pack.level}".`);
  return {
    name: pack.level,
    amount: pack.amount,
    benefits: [...registrations(pack.freeRegistrations), ...OTHER_BENEFITS[pack.level]],
  };
});

/** Rupees before tax per extra registration for a sponsor's people; 0 when none is sold. */
export const EXTRA_SPONSOR_REGISTRATION = SPONSORSHIP?.extraRegistration ?? 0;

/** Section titles of the sponsors page, one per level. */
export const SPONSOR_LEVEL_TITLES: Record<SponsorLevel, string> = {
  Platinum: 'Platinum Sponsors',
  Gold: 'Gold Sponsors',
  Silver: 'Silver Sponsors',
  Bronze: 'Bronze Sponsors',
  Exhibitor: 'Exhibitors',
  'Bag Sponsor': 'Bag Sponsors',
};

const unannounced = (level: SponsorLevel, count: number): Sponsor[] =>
  Array.from({ length: count }, () => ({ level, name: TBA, logo: TBA }));

// Current sponsors: Silver 1, Bronze 3, Exhibitor 1 (docs/rules.md, "The pages"); the spec does not name them.
export const SPONSORS: readonly Sponsor[] = [
  ...unannounced('Silver', 1),
  ...unannounced('Bronze', 3),
  ...unannounced('Exhibitor', 1),
];
