// Attendance at the conference, in people: a group's coordinator and each student count
// one each. The dashboard's figures (GET /api/admin/stats) and the CSV's columns come from here.
import type { Attendance } from './api/admin-stats';
import { TIERS, type TierId } from './tiers';
import { CONFERENCE_DAYS } from './venue-time';

export interface CheckInFact {
  registrationId: string;
  person: string;
  /** The conference day at the venue (YYYY-MM-DD). */
  day: string;
  tierId: TierId;
}

/**
 * Check-ins on each conference day, per tier the edition offers, and how many people of the
 * payment-verified registrations (id → people it admits) are not checked in on any day.
 */
export function attendanceOf(
  checkIns: readonly CheckInFact[],
  verifiedPeople: ReadonlyMap<string, number>,
  conferenceDays: readonly string[] = CONFERENCE_DAYS,
): Attendance {
  const days = conferenceDays.map((date) => ({
    date,
    checkedIn: 0,
    perTier: TIERS.map(({ id: tier }) => ({ tier, checkedIn: 0 })),
  }));
  const arrived = new Set<string>();
  for (const checkIn of checkIns) {
    const day = days.find((candidate) => candidate.date === checkIn.day);
    if (day) {
      day.checkedIn += 1;
      const tier = day.perTier.find((candidate) => candidate.tier === checkIn.tierId);
      if (tier) tier.checkedIn += 1;
    }
    // Only people still verified count as arrived (the check-in of a verification since undone does not).
    if (verifiedPeople.has(checkIn.registrationId)) arrived.add(`${checkIn.registrationId}|${checkIn.person}`);
  }
  const people = [...verifiedPeople.values()].reduce((sum, count) => sum + count, 0);
  return { days, verifiedPeople: people, notCheckedIn: people - arrived.size };
}

/** A registration's check-ins on one day, for the CSV: the registrant's time, and a group's students. */
export function dayCellOf(
  checkIns: readonly { person: string; at: Date }[],
  students: number,
  stamp: (instant: Date) => string,
): string {
  const registrant = checkIns.find((checkIn) => checkIn.person === 'registrant');
  const time = registrant ? stamp(registrant.at) : '';
  if (students === 0) return time;
  const arrived = checkIns.filter((checkIn) => checkIn.person !== 'registrant').length;
  const group = `${arrived} of ${students} students`;
  return time ? `${time}; ${group}` : group;
}
