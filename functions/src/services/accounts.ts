// The accounts section's registers read from the stored invoices and credit notes (the particulars
// as printed), and their CSV for the accounts' spreadsheets and GST returns.
import { stringify } from 'csv-stringify/sync';
import {
  accountsOf,
  financialYearOfPeriod,
  inPeriod,
  registerRow,
  type Accounts,
  type AccountsPeriod,
  type RefundRow,
  type RegisterRow,
} from '../domain/accounts';
import { creditNotes, invoices, refunds } from './collections';
import { neutraliseFormula } from './registrations-csv';

/** The period's invoices, credit notes and refunds: those of its financial year, on its days. */
export async function accountsFor(period: AccountsPeriod): Promise<Accounts> {
  const year = financialYearOfPeriod(period);
  const [issued, credited, refunded] = await Promise.all([
    invoices().where('financialYear', '==', year).get(),
    creditNotes().where('financialYear', '==', year).get(),
    refunds().where('financialYear', '==', year).get(),
  ]);
  // A sponsor's invoice is for no registration: its row names the sponsor's ID (SP-…) instead.
  const rows = <
    T extends { particulars: Parameters<typeof registerRow>[0]; registrationId: string | null; sponsorId?: string },
  >(
    documents: T[],
  ): RegisterRow[] =>
    documents
      .map((document) => registerRow(document.particulars, document.registrationId ?? document.sponsorId ?? ''))
      .filter((row) => inPeriod(row.date, period));
  const refundRows: RefundRow[] = refunded.docs
    .map((document) => document.data())
    .filter((refund) => inPeriod(refund.date, period))
    .map((refund) => ({
      date: refund.date,
      registrationId: refund.registrationId,
      amount: refund.amountPaise,
      bankReference: refund.bankReference,
      creditNote: refund.creditNote?.number ?? null,
    }));
  return accountsOf(
    rows(issued.docs.map((document) => document.data())),
    rows(credited.docs.map((document) => document.data())),
    refundRows,
  );
}

/** "7100.00": rupees with the paise, as a spreadsheet reads a number. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

export const REGISTER_HEADERS = [
  'Number',
  'Date',
  'Registration or sponsor ID',
  'Recipient',
  'GSTIN',
  'B2B/B2C',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Against invoice',
];

export const REFUND_HEADERS = ['Date', 'Registration ID', 'Amount', 'Bank reference', 'Credit note'];

/** The refunds as CSV, like the registers: the bank reference as typed by an administrator, made inert. */
export function refundsCsv(rows: readonly RefundRow[]): string {
  const cells = rows.map((row) => [
    row.date,
    row.registrationId,
    rupees(row.amount),
    neutraliseFormula(row.bankReference),
    row.creditNote ?? '',
  ]);
  return `\uFEFF${stringify([REFUND_HEADERS, ...cells], { record_delimiter: 'windows' })}`;
}

/** One register as CSV: UTF-8 with a byte-order mark, the registrant-typed names made inert. */
export function registerCsv(rows: readonly RegisterRow[]): string {
  const cells = rows.map((row) => [
    row.number,
    row.date,
    row.registrationId,
    neutraliseFormula(row.recipient),
    row.gstin ?? '',
    row.kind,
    row.placeOfSupply,
    rupees(row.taxable),
    rupees(row.cgst),
    rupees(row.sgst),
    rupees(row.igst),
    rupees(row.total),
    row.against ?? '',
  ]);
  return `\uFEFF${stringify([REGISTER_HEADERS, ...cells], { record_delimiter: 'windows' })}`;
}
