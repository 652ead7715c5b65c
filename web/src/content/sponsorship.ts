export type SponsorLevel = 'Platinum' | 'Gold' | 'Silver' | 'Bronze' | 'Exhibitor' | 'Bag Sponsor';

export interface SponsorshipPackage {
  name: SponsorLevel;
  /** Rupees, before GST. */
  amount: number;
  benefits: readonly string[];
}

export const SPONSORSHIP_GST_NOTE = 'plus 18% GST';
export const EXTRA_SPONSOR_REGISTRATION = 5000;

// Spec section 9, "Sponsorship (plus 18% GST)".
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

export interface Sponsor {
  name: string;
  level: SponsorLevel;
  logo: string;
}

// Current sponsors: Silver 1, Bronze 3, Exhibitor 1 (spec section 9); names are placeholders.
export const SPONSORS: readonly Sponsor[] = [
  { name: 'Silver Sponsor 1', level: 'Silver', logo: '/logos/sponsor-placeholder.svg' },
  { name: 'Bronze Sponsor 1', level: 'Bronze', logo: '/logos/sponsor-placeholder.svg' },
  { name: 'Bronze Sponsor 2', level: 'Bronze', logo: '/logos/sponsor-placeholder.svg' },
  { name: 'Bronze Sponsor 3', level: 'Bronze', logo: '/logos/sponsor-placeholder.svg' },
  { name: 'Exhibitor 1', level: 'Exhibitor', logo: '/logos/sponsor-placeholder.svg' },
];
