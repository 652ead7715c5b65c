// How the review page and the status page name a registration's tax documents (the invoices and
// credit notes services/invoices.ts lists): one sentence each, with what it cancels or reduces.
import type { TaxDocument } from './api/invoice';
import { formatPaise } from './gst';
import { formatCalendarDay } from './venue-time';

/**
 * A document as the registration's list names it. An invoice with a credit note is cancelled by
 * it when the note is for its whole amount, and reduced by it when for less (a part refund):
 * `documents` is the list, where the note is found.
 */
export function describeTaxDocument(document: TaxDocument, documents: readonly TaxDocument[]): string {
  const head = `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number} of ${formatCalendarDay(document.date)}, ₹${formatPaise(document.total)}`;
  if (!document.refersTo) return head;
  if (document.kind === 'credit-note') return `${head}: against tax invoice ${document.refersTo}`;
  const note = documents.find((each) => each.kind === 'credit-note' && each.number === document.refersTo);
  return note && note.total < document.total
    ? `${head}: reduced by credit note ${document.refersTo} (₹${formatPaise(note.total)})`
    : `${head}: cancelled by credit note ${document.refersTo}`;
}

/** Whether a list of documents holds more than the current invoice: a credit note among them. */
export const hasCreditNote = (documents: readonly TaxDocument[] | undefined): boolean =>
  documents?.some((document) => document.kind === 'credit-note') ?? false;
