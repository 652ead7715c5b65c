// Type-only: the site's information pages show fees, and must not load zod for them.
import type { PricingPeriod, Total, TotalLine } from './api/total';
import { MIN_PAPERS, getTier, isAuthorTier, isGroupTier } from './tiers';
import type { IndividualTierId, TierId } from './tiers';
import { venueDate } from './venue-time';
import { EDITION } from './edition';

// The cutoff is a calendar day at the venue, not an instant: "31 Oct 2025, inclusive"
// means until midnight at the venue, whatever the registrant's or the server's own zone.
export const EARLY_BIRD_CUTOFF = EDITION.earlyBirdCutoff;

export type { PricingPeriod, Total, TotalLine };

export function pricingPeriod(now: Date, cutoff: string = EARLY_BIRD_CUTOFF): PricingPeriod {
  // ISO dates of equal length compare correctly as strings.
  return venueDate(now) <= cutoff ? 'early-bird' : 'normal';
}

/**
 * Whether the tier's price changes at the early-bird cutoff: the group's per-student prices, and a
 * tier whose two fees are equal (the spec's student IEEE, "no early bird"), do not.
 */
export function hasEarlyBirdPrice(tierId: TierId): boolean {
  const tier = getTier(tierId);
  return !isGroupTier(tier) && tier.earlyBird !== tier.normal;
}

export function unitPrice(tierId: IndividualTierId, now: Date): number {
  const tier = getTier(tierId);
  if (isGroupTier(tier)) throw new Error('The group tier is priced per student.');
  return pricingPeriod(now) === 'early-bird' ? tier.earlyBird : tier.normal;
}

export interface TotalInput {
  registrationTier: TierId;
  numPapers?: number | undefined;
  students?: readonly { ieeeValidated: boolean }[] | undefined;
}

export function computeTotal(input: TotalInput, now: Date): Total {
  const period = pricingPeriod(now);
  const lines = totalLines(input, now);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { period, currency: 'INR', lines, total };
}

/**
 * The total of a parsed submission, as the server records it. The wizard sends a student's
 * IEEE number only once it was validated, so its presence earns the IEEE price; the server
 * re-checks such numbers before trusting them.
 */
export function registrationTotal(
  data: Pick<TotalInput, 'registrationTier' | 'numPapers'> & {
    students?: readonly { ieeeNumber?: string | undefined }[] | undefined;
  },
  now: Date,
): Total {
  return computeTotal(
    {
      registrationTier: data.registrationTier,
      numPapers: data.numPapers,
      students: data.students?.map((student) => ({ ieeeValidated: student.ieeeNumber !== undefined })),
    },
    now,
  );
}

function totalLines(input: TotalInput, now: Date): TotalLine[] {
  const tier = getTier(input.registrationTier);
  if (isGroupTier(tier)) {
    // A missing list would silently price the group at zero.
    if (!input.students) throw new Error('A group total needs the list of students.');
    return input.students.map((student, index) => {
      const price = student.ieeeValidated ? tier.groupPerStudent.ieee : tier.groupPerStudent.nonIeee;
      const membership = student.ieeeValidated ? 'IEEE member' : 'non-IEEE';
      return line(`Student ${index + 1} (${membership})`, 1, price);
    });
  }
  const price = unitPrice(tier.id, now);
  if (isAuthorTier(tier)) {
    const papers = input.numPapers;
    // Refuse rather than guess: an undercharged author is worse than a visible error.
    if (papers === undefined || !Number.isInteger(papers) || papers < MIN_PAPERS) {
      throw new RangeError(`An author registration needs at least ${MIN_PAPERS} paper.`);
    }
    return [line('Paper registration', papers, price)];
  }
  return [line(tier.label, 1, price)];
}

function line(label: string, quantity: number, price: number): TotalLine {
  return { label, quantity, unitPrice: price, amount: quantity * price };
}

// Fees are whole rupees, so no paise are shown.
const inrFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "₹14,160"; lakhs group the Indian way ("₹3,00,000"). */
export function formatInr(amount: number): string {
  return inrFormat.format(amount);
}
