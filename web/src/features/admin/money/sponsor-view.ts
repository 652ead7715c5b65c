// What /admin/sponsors says of the packages on offer and of each sponsor: pure, from the API's
// answers (domain/api/sponsors.ts).
import type { z } from '@domain/zod';
import type { SponsorView, sponsorPaymentAnswerSchema, sponsorshipOfferSchema } from '@domain/api/sponsor-views';
import { formatPaise, type Paise } from '@domain/gst';
import { formatCalendarDay } from '@domain/venue-time';

export type SponsorshipOffer = z.output<typeof sponsorshipOfferSchema>;
type SponsorPackage = SponsorshipOffer['packages'][number];
export type SponsorPaymentAnswer = z.output<typeof sponsorPaymentAnswerSchema>;

/** "₹2,36,000", or "₹29,501.18" when there are paise: an amount as a sentence gives it. */
export const rupeesOf = (paise: Paise) => `₹${formatPaise(paise).replace(/\.00$/, '')}`;

export const freeRegistrationsText = (count: number) =>
  count === 0 ? 'no free registration' : `${count} free registration${count === 1 ? '' : 's'}`;

/**
 * "Gold: ₹2,00,000 + 18% GST = ₹2,36,000, 4 free registrations": a package as the form offers it.
 * To an organisation whose supply is zero-rated (`zeroRated`: abroad, or an SEZ unit with its
 * GSTIN) in a year under the host's LUT, the price alone is due, as the server records it:
 * "Gold: ₹2,00,000, no GST (zero-rated under the LUT), 4 free registrations".
 */
export function packageOptionLabel(
  pack: SponsorPackage,
  offer: Pick<SponsorshipOffer, 'taxName' | 'taxRatePercent' | 'zeroRatedWithoutTax'>,
  zeroRated = false,
) {
  const free = freeRegistrationsText(pack.freeRegistrations);
  if (zeroRated && offer.zeroRatedWithoutTax) {
    return `${pack.level}: ${rupeesOf(pack.amount * 100)}, no ${offer.taxName} (zero-rated under the LUT), ${free}`;
  }
  const tax = `${offer.taxRatePercent}% ${offer.taxName}`;
  return `${pack.level}: ${rupeesOf(pack.amount * 100)} + ${tax} = ${rupeesOf(pack.amountDuePaise)}, ${free}`;
}

/** "Reference NEFT-123, received 5 Nov 2025"; null while the payment is awaited. */
export function paymentLine(sponsor: Pick<SponsorView, 'payment'>): string | null {
  const payment = sponsor.payment;
  return payment ? `Reference ${payment.reference}, received ${formatCalendarDay(payment.date)}` : null;
}

/**
 * The sponsor's tax invoice: issued; to issue, its payment being verified (with the sentence of
 * why the last attempt issued none, when this page made one); or to wait for the payment.
 */
export type InvoiceState =
  | { kind: 'issued'; number: string; date: string; awaitsIrn: boolean }
  | { kind: 'to-issue'; problem: string | null }
  | { kind: 'after-payment' };

export function invoiceState(sponsor: Pick<SponsorView, 'payment' | 'invoice'>, problem?: string | null): InvoiceState {
  if (sponsor.invoice) return { kind: 'issued', ...sponsor.invoice };
  return sponsor.payment ? { kind: 'to-issue', problem: problem ?? null } : { kind: 'after-payment' };
}

/**
 * The list with `sponsor` in the place of its old self, or first when it is new: the API lists
 * the newest first, so the page shows what a reload would.
 */
export function withSponsor(list: readonly SponsorView[], sponsor: SponsorView): SponsorView[] {
  return list.some((each) => each.id === sponsor.id)
    ? list.map((each) => (each.id === sponsor.id ? sponsor : each))
    : [sponsor, ...list];
}

/** Announced once a sponsor is recorded: whom, which package, what is due. */
export const recordedMessage = (sponsor: SponsorView) =>
  `Sponsor recorded: ${sponsor.organisation.name}, ${sponsor.level}, ${rupeesOf(sponsor.amountDuePaise)} due.`;

/** Announced once a payment is verified: whose, and the invoice issued with it or why none was. */
/**
 * Beside a sponsor's e-invoiced document not yet registered on the portal: what to do before it is
 * sent (CGST Rules, rule 48(5); docs/administration.md, the e-invoices).
 */
export const awaitsIrnText = (document: 'tax invoice' | 'credit note') =>
  `Awaits its IRN: register it on the portal (Accounts, E-invoices) and import the portal's answer before sending it to the sponsor. Until then it is no ${document}.`;

export function verifiedMessage({ sponsor, invoiceProblem }: SponsorPaymentAnswer): string {
  const verified = `Payment of ${sponsor.organisation.name} verified.`;
  const { invoice } = sponsor;
  if (invoice) {
    const issued = `${verified} Tax invoice ${invoice.number} issued.`;
    return invoice.awaitsIrn ? `${issued} ${awaitsIrnText('tax invoice')}` : issued;
  }
  return invoiceProblem ? `${verified} No tax invoice was issued: ${invoiceProblem}` : verified;
}
