// The registrations export's columns, once for both files it is offered as: the CSV
// (registrations-csv.ts) and the Excel workbook (registrations-xlsx.ts). Each cell says what it is,
// so each file can write it as what it is: text stays text (IDs, references, phone numbers keep
// their leading zeros), an amount is a number, a sum of money is paise, a time is an instant.
import { balanceOf } from '../domain/balance';
import { TAX } from '../domain/conference';
import type { Paise, TaxSplit } from '../domain/gst';
import { REVIEW_STATUS_LABELS } from '../domain/review-status';
import { getTier } from '../domain/tiers';
import { CONFERENCE_DAYS, venueStamp } from '../domain/venue-time';
import { dayCellOf } from '../domain/attendance';
import { isComplimentary } from '../domain/lifecycle';
import type { RegistrationRecord } from './registrations';

/** A check-in as the export reads it (services/check-in.ts, allCheckIns). */
export interface CheckInCell {
  registrationId: string;
  person: string;
  day: string;
  at: Date;
}

/** A sum of money to the paisa, as an invoice states it: each file writes it with two decimals. */
export interface MoneyCell {
  paise: Paise;
}

/** Text, a number, a sum of money, an instant, or nothing. */
export type ExportCell = string | number | MoneyCell | Date | null;

/**
 * The tax each registration's current tax invoice states, by registration ID, as issued
 * (services/invoices.ts, issuedTaxOf): the split is the invoice's own, never worked out again here.
 */
export type InvoiceTaxes = ReadonlyMap<string, TaxSplit>;

export type ExportColumn = [header: string, cell: (record: RegistrationRecord) => ExportCell];

/**
 * What is still owed: nothing once the payment is verified, the registration cancelled or a
 * sponsor's code made it free; the balance after a short transfer (domain/balance.ts); else the total.
 */
function balanceDue(record: RegistrationRecord): number {
  const settled = record.paymentVerified === true || record.reviewStatus === 'cancelled' || isComplimentary(record);
  return settled ? 0 : balanceOf(record);
}

/** Who registered, for what, and how it was paid, up to the tax invoice's number. */
const REGISTRATION_COLUMNS: ExportColumn[] = [
  ['Registration ID', (r) => r.id],
  ['Registered at', (r) => r.createdAt],
  ['Title', (r) => r.title],
  ['First name', (r) => r.firstName],
  ['Last name', (r) => r.lastName],
  ['E-mail', (r) => r.email],
  ['Mobile', (r) => r.mobile],
  ['Organization', (r) => r.organization],
  ['City', (r) => r.city],
  ['State', (r) => r.state ?? null],
  ['Country', (r) => r.country],
  ['Tier', (r) => getTier(r.registrationTier).label],
  ['IEEE number', (r) => r.ieeeNumber ?? null],
  ['Paper IDs', (r) => (r.paperIds ?? []).join('; ')],
  ['Institute', (r) => r.instituteName ?? null],
  ['Students', (r) => r.students?.length ?? null],
  ['Students with IEEE', (r) => r.students?.filter((s) => s.ieeeNumber !== undefined).length ?? null],
  ['Group students', (r) => groupStudentsCell(r)],
  [`Total (INR, incl. ${TAX.name})`, (r) => r.totalAmount],
  ['Received before the balance (INR)', (r) => r.amountReceived ?? null],
  ['Balance due (INR)', (r) => balanceDue(r)],
  ['Status', (r) => REVIEW_STATUS_LABELS[r.reviewStatus]],
  ['Payment reference', (r) => r.paymentReferenceId ?? null],
  ['Proof uploaded at', (r) => r.paymentProofs.at(-1)?.uploadedAt ?? null],
  ['Payment verified at', (r) => r.paymentVerifiedAt ?? null],
  ['Tax invoice', (r) => r.invoice?.number ?? null],
];

/** Whom the invoice is made out to, and whose code made the registration. */
const BILLING_COLUMNS: ExportColumn[] = [
  // "Invoice to my institution": whom the accounts section makes the invoice out to.
  ['Invoice to', (r) => r.billing?.name ?? null],
  ['Billing address', (r) => r.billing?.address ?? null],
  ['Billing state code', (r) => r.billing?.stateCode ?? null],
  ['Billing country', (r) => r.billing?.country ?? null],
  ['GSTIN', (r) => r.billing?.gstin ?? null],
  ['SEZ unit', (r) => (r.billing?.sez ? 'Yes' : null)],
  ['Sponsored by', (r) => sponsoredCell(r)],
];

/**
 * A group's students, one line each, numbered as their passes and check-ins name them ("Student 2"),
 * with what tells them apart in the group: the institute's ID number and, when IEEE confirmed it or
 * an administrator is still to check it (IEEE's service could not), the IEEE number.
 */
function groupStudentsCell(record: RegistrationRecord): string | null {
  if (!record.students?.length) return null;
  return record.students
    .map((student, index) => {
      const ieee = student.ieeeNumber && `IEEE ${student.ieeeNumber}`;
      const ids = [
        `institute ID ${student.idNumber}`,
        ieee && (student.ieeeMembershipToCheck ? `${ieee} to be checked` : ieee),
      ];
      return `Student ${index + 1}: ${student.name} (${ids.filter(Boolean).join(', ')})`;
    })
    .join('\n');
}

/** The tax invoice's value and tax, each as the invoice states it; nothing before it is issued. */
function invoiceTaxColumns(taxes: InvoiceTaxes): ExportColumn[] {
  const part = (pick: (tax: TaxSplit) => Paise) => (record: RegistrationRecord) => {
    const tax = record.invoice ? taxes.get(record.id) : undefined;
    return tax ? { paise: pick(tax) } : null;
  };
  return [
    ['Taxable value (INR)', part((tax) => tax.taxable)],
    ['CGST (INR)', part((tax) => tax.cgst)],
    ['SGST (INR)', part((tax) => tax.sgst)],
    ['IGST (INR)', part((tax) => tax.igst)],
  ];
}

/** "Tunga Robotics (Gold sponsorship), complimentary": the sponsor whose code made the registration. */
function sponsoredCell(record: RegistrationRecord): string | null {
  const code = record.sponsorCode;
  if (!code) return null;
  const kind = isComplimentary(record) ? 'complimentary' : 'at the sponsor rate';
  return `${code.organisation} (${code.level} sponsorship), ${kind}`;
}

/**
 * One column per conference day after the others, "Checked in <day>": when the registrant was
 * checked in that day (at the venue), and for a group how many of its students were; text, as it
 * may say both.
 */
function checkInColumns(checkIns: readonly CheckInCell[]): ExportColumn[] {
  const byRegistrationAndDay = new Map<string, CheckInCell[]>();
  for (const checkIn of checkIns) {
    const key = `${checkIn.registrationId}|${checkIn.day}`;
    byRegistrationAndDay.set(key, [...(byRegistrationAndDay.get(key) ?? []), checkIn]);
  }
  return CONFERENCE_DAYS.map((day) => [
    `Checked in ${day}`,
    (r) => dayCellOf(byRegistrationAndDay.get(`${r.id}|${day}`) ?? [], r.students?.length ?? 0, venueStamp) || null,
  ]);
}

/** The export's header row and one row of cells per registration. */
export function exportTable(
  records: readonly RegistrationRecord[],
  checkIns: readonly CheckInCell[],
  taxes: InvoiceTaxes = new Map(),
): { headers: string[]; rows: ExportCell[][] } {
  const columns = [
    ...REGISTRATION_COLUMNS,
    ...invoiceTaxColumns(taxes),
    ...BILLING_COLUMNS,
    ...checkInColumns(checkIns),
  ];
  return {
    headers: columns.map(([header]) => header),
    rows: records.map((record) => columns.map(([, cell]) => cell(record))),
  };
}
