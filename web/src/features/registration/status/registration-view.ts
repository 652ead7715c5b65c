import type { PublicRegistration } from '@domain/registration-view';

// What GET /api/registrations/{id} returns to anyone holding the ID: the domain's public view,
// which the server builds and the status page parses with the same schema (read-registration.ts,
// loaded on first need: this file stays free of zod).
export type RegistrationView = PublicRegistration;

/** The amount the registrant pays: the server's computed total, inclusive of the edition's tax. */
export function amountPayable(record: RegistrationView): number {
  return record.pricing?.total ?? record.totalAmount;
}

export function latestProof(record: RegistrationView) {
  return record.paymentProofs.at(-1) ?? null;
}

export const receiptPdfUrl = (id: string) => `/api/registrations/${encodeURIComponent(id)}/receipt.pdf`;

/** The tax invoice of the verified payment, once issued. */
export const invoicePdfUrl = (id: string) => `/api/registrations/${encodeURIComponent(id)}/invoice`;

/** The public certificate of participation of the registrant (or of a group's `student-n`). */
export const certificatePdfUrl = (id: string, person?: string) =>
  `/api/registrations/${encodeURIComponent(id)}/certificate.pdf${person ? `?person=${encodeURIComponent(person)}` : ''}`;
