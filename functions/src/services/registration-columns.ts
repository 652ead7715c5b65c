// The registrations export's columns, once for both files it is offered as: the CSV
// (registrations-csv.ts) and the Excel workbook (registrations-xlsx.ts). Each cell says what it is,
// so each file can write it as what it is: text stays text (IDs, references, phone numbers keep
// their leading zeros), an amount is a number, a time is an instant.
import { TAX } from '../domain/conference';
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

/** Text, a number, an instant, or nothing. */
export type ExportCell = string | number | Date | null;

export type ExportColumn = [header: string, cell: (record: RegistrationRecord) => ExportCell];

const BASE_COLUMNS: ExportColumn[] = [
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
  [`Total (INR, incl. ${TAX.name})`, (r) => r.totalAmount],
  ['Status', (r) => REVIEW_STATUS_LABELS[r.reviewStatus]],
  ['Payment reference', (r) => r.paymentReferenceId ?? null],
  ['Proof uploaded at', (r) => r.paymentProofs.at(-1)?.uploadedAt ?? null],
  ['Payment verified at', (r) => r.paymentVerifiedAt ?? null],
  ['Tax invoice', (r) => r.invoice?.number ?? null],
  // "Invoice to my institution": whom the accounts section makes the invoice out to.
  ['Invoice to', (r) => r.billing?.name ?? null],
  ['Billing address', (r) => r.billing?.address ?? null],
  ['Billing state code', (r) => r.billing?.stateCode ?? null],
  ['Billing country', (r) => r.billing?.country ?? null],
  ['GSTIN', (r) => r.billing?.gstin ?? null],
  ['SEZ unit', (r) => (r.billing?.sez ? 'Yes' : null)],
  ['Sponsored by', (r) => sponsoredCell(r)],
];

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
): { headers: string[]; rows: ExportCell[][] } {
  const columns = [...BASE_COLUMNS, ...checkInColumns(checkIns)];
  return {
    headers: columns.map(([header]) => header),
    rows: records.map((record) => columns.map(([, cell]) => cell(record))),
  };
}
