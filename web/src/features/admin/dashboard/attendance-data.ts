import type { Attendance } from '@domain/api/admin-stats';
import type { TierId } from '@domain/tiers';

export interface AttendanceRow {
  tier: TierId;
  /** People checked in on each conference day, in the order of `attendance.days`. */
  perDay: number[];
}

/**
 * The check-ins as a table of tiers (rows) by conference days (columns): the tiers in the order the
 * first day lists them (every day lists every tier), a tier missing from a day counted as 0.
 */
export function attendanceRows(attendance: Attendance): AttendanceRow[] {
  const tiers = [...new Set(attendance.days.flatMap((day) => day.perTier.map((entry) => entry.tier)))];
  return tiers.map((tier) => ({
    tier,
    perDay: attendance.days.map((day) => day.perTier.find((entry) => entry.tier === tier)?.checkedIn ?? 0),
  }));
}

/** "3 of 10 people with a verified payment have not come yet." */
export function notYetComeSentence({ verifiedPeople, notCheckedIn }: Attendance): string {
  if (verifiedPeople === 0) return 'No one has a verified payment yet.';
  const people = verifiedPeople === 1 ? 'person' : 'people';
  return `${notCheckedIn.toLocaleString('en-IN')} of ${verifiedPeople.toLocaleString('en-IN')} ${people} with a verified payment ${notCheckedIn === 1 ? 'has' : 'have'} not come yet (not checked in on any day).`;
}
