import { TBA } from '../../../web/src/content/fact';
import type { Sponsor, SponsorLevel, SponsorshipPackage } from '../../../web/src/content/types';
export type { Sponsor, SponsorLevel, SponsorshipPackage } from '../../../web/src/content/types';

export const EXTRA_SPONSOR_REGISTRATION = 5000;

// Spec section 9, "Sponsorship (plus 18% GST)": the tax is the edition's (edition.ts, tax).
export const SPONSORSHIP_PACKAGES: readonly SponsorshipPackage[] = [
  {
    name: 'Platinum',
    amount: 300000,
    benefits: [
      '5 free registrations',
      'Full-page advertisement in the proceedings booklet',
      '200-word company profile',
    ],
  },
  {
    name: 'Gold',
    amount: 200000,
    benefits: [
      '4 free registrations',
      'Half-page advertisement in the proceedings booklet',
      '100-word company profile',
    ],
  },
  { name: 'Silver', amount: 100000, benefits: ['3 free registrations', '50-word company profile'] },
  { name: 'Bronze', amount: 75000, benefits: ['2 free registrations'] },
  {
    name: 'Exhibitor',
    amount: 50000,
    benefits: ['2 free registrations', 'Exhibition space provided', '200-word piece in the conference booklet'],
  },
  { name: 'Bag Sponsor', amount: 25000, benefits: ['Your logo on the conference bag'] },
];

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

// Current sponsors: Silver 1, Bronze 3, Exhibitor 1 (spec section 9); the spec does not name them.
export const SPONSORS: readonly Sponsor[] = [
  ...unannounced('Silver', 1),
  ...unannounced('Bronze', 3),
  ...unannounced('Exhibitor', 1),
];
