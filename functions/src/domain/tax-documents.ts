// How the review page and the status page name a registration's tax documents (the invoices and
// credit notes services/invoices.ts lists): one sentence each, with what it cancels or reduces.
import type { TaxDocument } from './api/invoice';
import { formatPaise } from './gst';
import { formatCalendarDay } from './venue-time';

export function describeTaxDocument(document: TaxDocument): string {
  const head = `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number} of ${formatCalendarDay(document.date)}, ₹${formatPaise(document.total)}`;
  if (!document.refersTo) return head;
  return document.kind === 'invoice'
    ? `${head}: cancelled by credit note ${document.refersTo}`
    : `${head}: against tax invoice ${document.refersTo}`;
}

/** Whether a list of documents holds more than the current invoice: a credit note among them. */
export const hasCreditNote = (documents: readonly TaxDocument[] | undefined): boolean =>
  documents?.some((document) => document.kind === 'credit-note') ?? false;
