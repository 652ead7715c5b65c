import { TAX } from '../domain/conference';
// The registrations list as CSV for the organisers' spreadsheets: UTF-8 with a byte-order mark
// (so Excel reads non-ASCII names), one row per registration, quoting by csv-stringify.
import { stringify } from 'csv-stringify/sync';
import { REVIEW_STATUS_LABELS } from '../domain/review-status';
import { getTier } from '../domain/tiers';
import { CONFERENCE_DAYS, venueStamp } from '../domain/venue-time';
import { dayCellOf } from '../domain/attendance';
import type { RegistrationRecord } from './registrations';

/** A check-in as the export reads it (services/check-in.ts, allCheckIns). */
export interface CheckInCell {
  registrationId: string;
  person: string;
  day: string;
  at: Date;
}

const atVenue = (date: Date | undefined): string => (date ? venueStamp(date) : '');

/**
 * A registrant typed these values; a spreadsheet would run one starting with =, +, - or @ as a
 * formula (CSV injection), so such a cell is prefixed with an apostrophe.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS: [string, (record: RegistrationRecord) => string | number][] = [
  ['Registration ID', (r) => r.id],
  ['Registered at', (r) => atVenue(r.createdAt)],
  ['Title', (r) => r.title],
  ['First name', (r) => r.firstName],
  ['Last name', (r) => r.lastName],
  ['E-mail', (r) => r.email],
  ['Mobile', (r) => r.mobile],
  ['Organization', (r) => r.organization],
  ['City', (r) => r.city],
  ['State', (r) => r.state ?? ''],
  ['Country', (r) => r.country],
  ['Tier', (r) => getTier(r.registrationTier).label],
  ['IEEE number', (r) => r.ieeeNumber ?? ''],
  ['Paper IDs', (r) => (r.paperIds ?? []).join('; ')],
  ['Institute', (r) => r.instituteName ?? ''],
  ['Students', (r) => r.students?.length ?? ''],
  ['Students with IEEE', (r) => r.students?.filter((s) => s.ieeeNumber !== undefined).length ?? ''],
  [`Total (INR, incl. ${TAX.name})`, (r) => r.totalAmount],
  ['Status', (r) => REVIEW_STATUS_LABELS[r.reviewStatus]],
  ['Payment reference', (r) => r.paymentReferenceId ?? ''],
  ['Proof uploaded at', (r) => atVenue(r.paymentProofs.at(-1)?.uploadedAt)],
  ['Payment verified at', (r) => atVenue(r.paymentVerifiedAt ?? undefined)],
];

/**
 * One column per conference day after the others, "Checked in <day>": when the registrant was
 * checked in that day (at the venue), and for a group how many of its students were.
 */
function checkInColumns(checkIns: readonly CheckInCell[]): [string, (record: RegistrationRecord) => string][] {
  const byRegistrationAndDay = new Map<string, CheckInCell[]>();
  for (const checkIn of checkIns) {
    const key = `${checkIn.registrationId}|${checkIn.day}`;
    byRegistrationAndDay.set(key, [...(byRegistrationAndDay.get(key) ?? []), checkIn]);
  }
  return CONFERENCE_DAYS.map((day) => [
    `Checked in ${day}`,
    (r) => dayCellOf(byRegistrationAndDay.get(`${r.id}|${day}`) ?? [], r.students?.length ?? 0, venueStamp),
  ]);
}

export function registrationsCsv(records: RegistrationRecord[], checkIns: readonly CheckInCell[] = []): string {
  const columns = [...COLUMNS, ...checkInColumns(checkIns)];
  const rows = records.map((record) =>
    columns.map(([, cell]) => {
      const value = cell(record);
      return typeof value === 'string' ? neutraliseFormula(value) : value;
    }),
  );
  return `\uFEFF${stringify([columns.map(([header]) => header), ...rows], { record_delimiter: 'windows' })}`;
}
