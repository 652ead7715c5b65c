// The accounts section's registers read from the stored invoices and credit notes (the particulars
// as printed), and their CSV for the accounts' spreadsheets and GST returns.
import { stringify } from 'csv-stringify/sync';
import {
  accountsOf,
  financialYearOfPeriod,
  inPeriod,
  reconciliationOf,
  registerRow,
  type Accounts,
  type AccountsPeriod,
  type RefundRow,
  type RegisterRow,
} from '../domain/accounts';
import type { AccountsView } from '../domain/api/accounts';
import {
  creditNotes,
  invoices,
  refunds,
  registrations,
  type StoredCreditNote,
  type StoredInvoice,
  type StoredRefund,
} from './collections';
import { firestore } from './firebase';
import { neutraliseFormula } from './registrations-csv';

/** The stored documents the registers are made from. */
interface Ledger {
  invoices: StoredInvoice[];
  creditNotes: StoredCreditNote[];
  refunds: StoredRefund[];
}

/**
 * A register's rows with their financial year and registration. A sponsor's invoice is for no
 * registration: its row names the sponsor's ID (SP-…) instead.
 */
function entriesOf(documents: readonly (StoredInvoice | StoredCreditNote)[]) {
  return documents.map((document) => ({
    row: registerRow(document.particulars, document.registrationId ?? document.sponsorId ?? ''),
    financialYear: document.financialYear,
    registrationId: document.registrationId,
  }));
}

/** The period's registers: the documents of its financial year, on its days. */
function registersOf(period: AccountsPeriod, ledger: Ledger): Accounts {
  const year = financialYearOfPeriod(period);
  const inThisPeriod = (entries: ReturnType<typeof entriesOf>) =>
    entries
      .filter((entry) => entry.financialYear === year && inPeriod(entry.row.date, period))
      .map((entry) => entry.row);
  const refundRows: RefundRow[] = ledger.refunds
    .filter((refund) => refund.financialYear === year && inPeriod(refund.date, period))
    .map((refund) => ({
      date: refund.date,
      registrationId: refund.registrationId,
      amount: refund.amountPaise,
      bankReference: refund.bankReference,
      creditNote: refund.creditNote?.number ?? null,
    }));
  return accountsOf(inThisPeriod(entriesOf(ledger.invoices)), inThisPeriod(entriesOf(ledger.creditNotes)), refundRows);
}

/** The documents of three snapshots, as the registers are made from them. */
function ledgerOf(
  issued: { docs: { data(): StoredInvoice }[] },
  credited: { docs: { data(): StoredCreditNote }[] },
  refunded: { docs: { data(): StoredRefund }[] },
): Ledger {
  const data = <T>(snapshot: { docs: { data(): T }[] }) => snapshot.docs.map((document) => document.data());
  return { invoices: data(issued), creditNotes: data(credited), refunds: data(refunded) };
}

/**
 * A financial year's tax invoices and credit notes: the documents numbered in its series, which the
 * registers, GSTR-1 and the e-invoices read (a month or a quarter lies within one year).
 */
export async function documentsOfYear(year: number) {
  const [issued, credited] = await Promise.all([
    invoices().where('financialYear', '==', year).get(),
    creditNotes().where('financialYear', '==', year).get(),
  ]);
  return { issued, credited };
}

/** The period's invoices, credit notes and refunds, read from its financial year's documents alone (the CSVs). */
export async function accountsFor(period: AccountsPeriod): Promise<Accounts> {
  const year = financialYearOfPeriod(period);
  const [{ issued, credited }, refunded] = await Promise.all([
    documentsOfYear(year),
    refunds().where('financialYear', '==', year).get(),
  ]);
  return registersOf(period, ledgerOf(issued, credited, refunded));
}

/**
 * The period's registers as the accounts page shows them, with every year's against the
 * registrations, all read in one read-only transaction: a payment verified or invoiced meanwhile is
 * in every figure or in none, so the reconciliation adds up.
 */
export async function accountsWithReconciliationFor(
  period: AccountsPeriod,
): Promise<Accounts & { reconciliation: ReconciliationView }> {
  const [issued, credited, refunded, registered] = await firestore().runTransaction(
    (tx) =>
      Promise.all([
        tx.get(invoices()),
        tx.get(creditNotes()),
        tx.get(refunds()),
        tx.get(registrations().select('paymentVerified', 'totalAmount')),
      ]),
    { readOnly: true },
  );
  const ledger = ledgerOf(issued, credited, refunded);
  const ofRegistrations = (documents: readonly (StoredInvoice | StoredCreditNote)[]) =>
    entriesOf(documents).flatMap((entry) =>
      entry.registrationId ? [{ registrationId: entry.registrationId, total: entry.row.total }] : [],
    );
  const reconciliation = reconciliationOf({
    registrations: registered.docs.map((document) => ({
      id: document.id,
      paymentVerified: document.get('paymentVerified') === true,
      totalAmount: Number(document.get('totalAmount') ?? 0),
    })),
    invoices: ofRegistrations(ledger.invoices),
    creditNotes: ofRegistrations(ledger.creditNotes),
    refunds: ledger.refunds.map((refund) => ({ registrationId: refund.registrationId, amount: refund.amountPaise })),
  });
  return {
    ...registersOf(period, ledger),
    reconciliation: {
      ...reconciliation,
      unbalanced: reconciliation.unbalanced.slice(0, UNBALANCED_SHOWN),
      unbalancedCount: reconciliation.unbalanced.length,
      unbalancedTotal: reconciliation.unbalanced.reduce((sum, row) => sum + row.kept - row.invoiced, 0),
    },
  };
}

/** How many unbalanced registrations the answer names; it counts them all. */
const UNBALANCED_SHOWN = 100;

export type ReconciliationView = AccountsView['reconciliation'];

/** "7100.00": rupees with the paise, as a spreadsheet reads a number. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

export const REGISTER_HEADERS = [
  'Number',
  'Date',
  'Registration or sponsor ID',
  'Recipient',
  'GSTIN',
  'Supply type',
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
    row.supply,
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
