// The accounts section's registers: the tax invoices and the credit notes of a month or a financial
// year, each row as a GST return asks for it, with their totals, in paise. Pure: the accounts
// service reads the stored documents, the page and the CSV show what this makes of them.
import type { CreditNoteParticulars } from './credit-note';
import type { Paise } from './gst';
import type { InvoiceParticulars, Supply } from './invoice';
import { financialYearOf, invoiceNumberParts } from './invoice-number';

/** A financial year (from April of `year`) or one calendar month (YYYY-MM). */
export type AccountsPeriod = { kind: 'year'; year: number } | { kind: 'month'; month: string };

/** "2025" → the financial year 2025-26; "2025-10" → October 2025; anything else → null. */
export function parseAccountsPeriod(text: string): AccountsPeriod | null {
  const match = /^(20\d\d)(?:-(0[1-9]|1[0-2]))?$/.exec(text);
  if (!match) return null;
  return match[2] ? { kind: 'month', month: text } : { kind: 'year', year: Number(match[1]) };
}

/** The financial year a period lies in: its documents are all numbered in that year's series. */
export const financialYearOfPeriod = (period: AccountsPeriod) =>
  period.kind === 'year' ? period.year : financialYearOf(`${period.month}-01`);

/** Whether a document of day `date` (YYYY-MM-DD) belongs to the period. */
export const inPeriod = (date: string, period: AccountsPeriod) =>
  period.kind === 'year' ? financialYearOf(date) === period.year : date.startsWith(`${period.month}-`);

export interface RegisterRow {
  number: string;
  date: string;
  /** The registration the document is for, or on a sponsor's invoice the sponsor's ID (SP-…). */
  registrationId: string;
  recipient: string;
  gstin: string | null;
  kind: 'B2B' | 'B2C';
  /** As the returns report it: B2B, B2C, or zero-rated (SEZWP, SEZWOP, EXPWP, EXPWOP). */
  supply: Supply;
  /** "Karnataka (29)". */
  placeOfSupply: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
  /** A credit note's: the invoice it reduces. */
  against: string | null;
}

export interface RegisterSums {
  count: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

export function sumsOf(rows: readonly RegisterRow[]): RegisterSums {
  const sums: RegisterSums = { count: rows.length, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const row of rows) {
    sums.taxable += row.taxable;
    sums.cgst += row.cgst;
    sums.sgst += row.sgst;
    sums.igst += row.igst;
    sums.total += row.total;
  }
  return sums;
}

/** The invoiced less the credited, each figure. */
function net(invoiced: RegisterSums, credited: RegisterSums): RegisterSums {
  return {
    count: invoiced.count - credited.count,
    taxable: invoiced.taxable - credited.taxable,
    cgst: invoiced.cgst - credited.cgst,
    sgst: invoiced.sgst - credited.sgst,
    igst: invoiced.igst - credited.igst,
    total: invoiced.total - credited.total,
  };
}

/** A register's row from a document's particulars, as printed on it. */
export function registerRow(
  particulars: InvoiceParticulars | CreditNoteParticulars,
  registrationId: string,
): RegisterRow {
  const { tax } = particulars;
  return {
    number: particulars.number,
    date: particulars.date,
    registrationId,
    recipient: particulars.recipient.name,
    gstin: particulars.recipient.gstin ?? null,
    kind: particulars.kind,
    supply: particulars.supply,
    placeOfSupply: `${particulars.placeOfSupply.name} (${particulars.placeOfSupply.code})`,
    taxable: tax.taxable,
    cgst: tax.cgst,
    sgst: tax.sgst,
    igst: tax.igst,
    total: tax.total,
    against: 'invoice' in particulars ? particulars.invoice.number : null,
  };
}

/** By day, then by number within the day (10 after 9). */
const sequenceOf = (row: RegisterRow) => invoiceNumberParts(row.number).sequence;
const inOrder = (rows: RegisterRow[]) =>
  [...rows].sort((a, b) => a.date.localeCompare(b.date) || sequenceOf(a) - sequenceOf(b));

/** A refund paid on an approved cancellation: money out, with the credit note it issued, if any. */
export interface RefundRow {
  /** The day it was paid (YYYY-MM-DD). */
  date: string;
  registrationId: string;
  amount: Paise;
  bankReference: string;
  /** The credit note it issued against the tax invoice; null when the payment had none. */
  creditNote: string | null;
}

export interface Accounts {
  invoices: RegisterRow[];
  creditNotes: RegisterRow[];
  refunds: RefundRow[];
  totals: {
    b2b: RegisterSums;
    b2c: RegisterSums;
    invoiced: RegisterSums;
    credited: RegisterSums;
    net: RegisterSums;
    refunded: { count: number; total: Paise };
  };
}

/**
 * The period's registers in order (invoices and credit notes by number, refunds by day), with their
 * totals: B2B and B2C, invoiced, credited, net, and what was paid back.
 */
export function accountsOf(invoices: RegisterRow[], creditNotes: RegisterRow[], refunds: RefundRow[] = []): Accounts {
  const invoiced = sumsOf(invoices);
  const credited = sumsOf(creditNotes);
  return {
    invoices: inOrder(invoices),
    creditNotes: inOrder(creditNotes),
    refunds: [...refunds].sort(
      (a, b) => a.date.localeCompare(b.date) || a.registrationId.localeCompare(b.registrationId),
    ),
    totals: {
      b2b: sumsOf(invoices.filter((row) => row.kind === 'B2B')),
      b2c: sumsOf(invoices.filter((row) => row.kind === 'B2C')),
      invoiced,
      credited,
      net: net(invoiced, credited),
      refunded: { count: refunds.length, total: refunds.reduce((sum, row) => sum + row.amount, 0) },
    },
  };
}

/** A registration as the reconciliation reads it: whether its payment stands verified, and its total. */
export interface ReconciledRegistration {
  id: string;
  paymentVerified: boolean;
  /** Whole rupees, tax included. */
  totalAmount: number;
}

/** A registration whose invoices, less their credit notes, are not what it was paid less its refunds. */
export interface Unbalanced {
  registrationId: string;
  /** What was paid and kept: its total if verified, less what was refunded. */
  kept: Paise;
  /** Its invoices less their credit notes. */
  invoiced: Paise;
}

export interface Reconciliation {
  /** The dashboard's verified amount: every registration whose payment stands verified. */
  verified: Paise;
  refunded: Paise;
  /** Tax invoices to registrations less their credit notes, of every financial year. */
  invoicedNet: Paise;
  /** Each registration where the two differ, most owed first: verified and not (yet) invoiced, mostly. */
  unbalanced: Unbalanced[];
}

/**
 * The registers against the dashboard, registration by registration: what each kept (its verified
 * total less its refunds) against what was invoiced to it (its invoices less their credit notes).
 * Summed, the verified amount less refunds is the registers' net plus the differences listed, to
 * the paisa; a sponsor's invoices are not registrations' and stay out of it.
 */
export function reconciliationOf(input: {
  registrations: readonly ReconciledRegistration[];
  invoices: readonly { registrationId: string; total: Paise }[];
  creditNotes: readonly { registrationId: string; total: Paise }[];
  refunds: readonly { registrationId: string; amount: Paise }[];
}): Reconciliation {
  const kept = new Map<string, Paise>();
  const invoiced = new Map<string, Paise>();
  const add = (into: Map<string, Paise>, id: string, amount: Paise) => into.set(id, (into.get(id) ?? 0) + amount);
  let verified = 0;
  for (const registration of input.registrations) {
    const paid = registration.paymentVerified ? registration.totalAmount * 100 : 0;
    verified += paid;
    add(kept, registration.id, paid);
  }
  let refunded = 0;
  for (const refund of input.refunds) {
    refunded += refund.amount;
    add(kept, refund.registrationId, -refund.amount);
  }
  let invoicedNet = 0;
  for (const invoice of input.invoices) {
    invoicedNet += invoice.total;
    add(invoiced, invoice.registrationId, invoice.total);
  }
  for (const credit of input.creditNotes) {
    invoicedNet -= credit.total;
    add(invoiced, credit.registrationId, -credit.total);
  }
  const ids = new Set([...kept.keys(), ...invoiced.keys()]);
  const unbalanced = [...ids]
    .map((registrationId) => ({
      registrationId,
      kept: kept.get(registrationId) ?? 0,
      invoiced: invoiced.get(registrationId) ?? 0,
    }))
    .filter((row) => row.kept !== row.invoiced)
    .sort((a, b) => b.kept - b.invoiced - (a.kept - a.invoiced) || a.registrationId.localeCompare(b.registrationId));
  return { verified, refunded, invoicedNet, unbalanced };
}
