// Sponsorship as the edition sells it (editions/<id>/edition.ts, its named export `sponsorship`): packages priced
// before tax, with the registrations each includes, and the price of an extra registration for a
// sponsor's people. The fees page, the administrators' sponsor records and the sponsor's tax
// invoice read the same figures from here.
import { crockfordDigits } from './crockford';
import { sponsorship } from './edition.selected';
import type { Paise } from './gst';

export interface SponsorshipPackage {
  level: string;
  /** Whole rupees, before tax. */
  amount: number;
  freeRegistrations: number;
}

export interface Sponsorship {
  packages: readonly SponsorshipPackage[];
  /** Whole rupees, before tax, per extra registration. */
  extraRegistration: number;
}

/** The edition's sponsorship, or null when it sells none through the system. */
export const SPONSORSHIP: Sponsorship | null = sponsorship;

export function sponsorshipPackage(level: string, sponsorship = SPONSORSHIP): SponsorshipPackage | undefined {
  return sponsorship?.packages.find((pack) => pack.level === level);
}

/**
 * What a sponsor pays for an amount stated before tax, in paise: the amount plus the tax at the
 * edition's rate. Exact: whole rupees times (100 + rate) paise, so a tax invoice made out for it
 * splits back into that amount and the tax to the paisa (domain/gst).
 */
export function priceWithTaxPaise(amountRupees: number, ratePercent: number): Paise {
  if (!Number.isSafeInteger(amountRupees) || amountRupees < 0) {
    throw new RangeError(`An amount in whole rupees, not ${amountRupees}.`);
  }
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`A tax rate in whole percent, not ${ratePercent}.`);
  }
  return amountRupees * (100 + ratePercent);
}

/**
 * A sponsor's ID: "SP-" and eight of Crockford's base-32 digits (no I, L, O or U), made by the
 * sponsors service. Checked before it becomes part of a document path.
 */
export const SPONSOR_ID = /^SP-[0-9A-HJKMNP-TV-Z]{8}$/;
export const isSponsorId = (value: string) => SPONSOR_ID.test(value);

/** The random bytes of a sponsor's ID: 40 bits, eight digits. */
export const SPONSOR_ID_BYTES = 5;

/** A sponsor's ID from its random bytes. */
export function sponsorIdOf(bytes: Uint8Array): string {
  if (bytes.length !== SPONSOR_ID_BYTES) throw new Error(`A sponsor's ID takes ${SPONSOR_ID_BYTES} bytes.`);
  return `SP-${crockfordDigits(bytes)}`;
}
