// A sponsor's codes: each registration its package includes is a single-use code, made when the
// sponsor is recorded, and administrators add codes for the sponsor's other people, who register at
// the edition's sponsor rate and pay it as anyone pays. A code is typed in the registration wizard;
// the server prices the registration from it (services/sponsor-codes.ts claims it in the batch that
// creates the registration, so a code makes one registration however many try it at once).
import type { Total, TotalLine } from './api/total';
import { normalizeGroupedCode } from './crockford';
import type { Tier } from './tiers';

export const SPONSOR_CODE_KINDS = ['complimentary', 'sponsor-rate'] as const;
export type SponsorCodeKind = (typeof SPONSOR_CODE_KINDS)[number];

export { MAX_SPONSOR_RATE_CODES_AT_ONCE } from './limits';

/** A code as someone typed it, or null when it cannot be one (domain/crockford.ts). */
export const normalizeSponsorCode = normalizeGroupedCode;

/**
 * A code covers one attendee: an author pays for each paper, and a group is priced per student, so
 * neither is a sponsor's delegate.
 */
export function sponsorCodeCovers(tier: Pick<Tier, 'kind'>): boolean {
  return tier.kind !== 'author' && tier.kind !== 'group';
}

/**
 * The sponsor rate as a registration's total, in whole rupees with the tax (registration fees are
 * stated inclusive of it). Null when the edition's rate and tax do not make whole rupees, which the
 * edition's test refuses.
 */
export function sponsorRateWithTax(extraRegistration: number, taxRatePercent: number): number | null {
  const paise = extraRegistration * (100 + taxRatePercent);
  return Number.isSafeInteger(paise) && paise % 100 === 0 ? paise / 100 : null;
}

export interface SponsoredBy {
  kind: SponsorCodeKind;
  organisation: string;
  level: string;
}

/** The one line a sponsor's code prices a registration at: nothing, or the sponsor rate. */
export function sponsoredLine(by: SponsoredBy, sponsorRate: number): TotalLine {
  if (by.kind === 'complimentary') {
    return {
      label: `Complimentary registration (${by.level} sponsorship, ${by.organisation})`,
      quantity: 1,
      unitPrice: 0,
      amount: 0,
    };
  }
  return {
    label: `Registration at the sponsor rate (${by.organisation})`,
    quantity: 1,
    unitPrice: sponsorRate,
    amount: sponsorRate,
  };
}

/** A registration's total when a sponsor's code prices it; the period is the day's, for the record. */
export function sponsoredTotal(by: SponsoredBy, sponsorRate: number, period: Total['period']): Total {
  const line = sponsoredLine(by, sponsorRate);
  return { period, currency: 'INR', lines: [line], total: line.amount };
}
