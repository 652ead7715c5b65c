import { isCancelled } from '@domain/lifecycle';
import { withLinkKey } from './link-key';
import type { PublicCancellation, PublicRegistration } from '@domain/registration-view';

// What GET /api/registrations/{id} returns to anyone holding the ID: the domain's public view,
// which the server builds and the status page parses with the same schema (read-registration.ts,
// loaded on first need: this file stays free of zod).
export type RegistrationView = PublicRegistration;

/** The registrant's latest request to cancel and, once decided, the organisers' answer and the refund. */
export type CancellationView = PublicCancellation;

/**
 * Whether a sponsor's code made the registration free (domain/sponsor-codes.ts): verifying the
 * e-mail completes it, and there is no payment, proof or tax invoice to offer.
 */
export function isComplimentary(record: Pick<RegistrationView, 'sponsored'>): boolean {
  return record.sponsored?.kind === 'complimentary';
}

/** "Complimentary registration from Kaveri Instruments (Gold sponsorship)", or null when no sponsor's code made it. */
export function sponsoredLabel({ sponsored }: Pick<RegistrationView, 'sponsored'>): string | null {
  if (!sponsored) return null;
  const what = sponsored.kind === 'complimentary' ? 'Complimentary registration' : 'Registration at the sponsor rate';
  return `${what} from ${sponsored.organisation} (${sponsored.level} sponsorship)`;
}

/**
 * What the status page offers a registration. Once cancelled (the organisers approved the
 * registrant's request) nothing is owed and the passes are void: no payment, no pass, and no
 * receipt (it carries the pass's QR code); no billing details for an invoice that will not be
 * issued; and no second request. While one request is with the organisers, no other is taken.
 * A complimentary registration has nothing to invoice, so no billing details either.
 */
export function statusOffers(record: RegistrationView) {
  const cancelled = isCancelled(record);
  return {
    cancelled,
    payment: !cancelled,
    pass: !cancelled && Boolean(record.passPath),
    receipt: !cancelled && record.linkOpened,
    billing: !cancelled && !record.invoice && !isComplimentary(record) && record.linkOpened,
    cancelRequest: !cancelled && record.cancellation?.state !== 'requested' && record.linkOpened,
  };
}

/** The amount the registrant pays: the server's computed total, inclusive of the edition's tax. */
export function amountPayable(record: RegistrationView): number {
  return record.pricing?.total ?? record.totalAmount;
}

/**
 * What is left to pay now: the balance once the organisers counted part of a short transfer
 * received and asked for the rest (domain/balance.ts), else the whole amount payable.
 */
export function amountToPayNow(record: RegistrationView): number {
  return record.balance?.rest ?? amountPayable(record);
}

export function latestProof(record: RegistrationView) {
  return record.paymentProofs.at(-1) ?? null;
}

// The registration's documents, each with the link key the page holds (link-key.ts).

export const receiptPdfUrl = (id: string) =>
  withLinkKey(`/api/registrations/${encodeURIComponent(id)}/receipt.pdf`, id);

/** The tax invoice of the verified payment, once issued. */
export const invoicePdfUrl = (id: string) => withLinkKey(`/api/registrations/${encodeURIComponent(id)}/invoice`, id);

/** The credit note that cancelled the tax invoice of a cancelled registration, once issued. */
export const creditNotePdfUrl = (id: string) =>
  withLinkKey(`/api/registrations/${encodeURIComponent(id)}/credit-note`, id);

/** One of the registration's tax documents by its number (an invoice cancelled since, a credit note). */
export const taxDocumentPdfUrl = (id: string, kind: 'invoice' | 'credit-note', number: string) =>
  withLinkKey(`/api/registrations/${encodeURIComponent(id)}/${kind}?number=${encodeURIComponent(number)}`, id);

/** The certificate of participation of the registrant (or of a group's `student-n`). */
export const certificatePdfUrl = (id: string, person?: string) =>
  withLinkKey(
    `/api/registrations/${encodeURIComponent(id)}/certificate.pdf${person ? `?person=${encodeURIComponent(person)}` : ''}`,
    id,
  );
