import { describe, expect, it } from 'vitest';
import { checkInRequestSchema } from './api/check-in';
import { attendanceOf, dayCellOf } from './attendance';
import { EDITION } from './edition';
import {
  CHECK_IN_DESK_INVALID,
  CHECK_IN_PERSON_UNKNOWN,
  CHECK_IN_TARGET_REQUIRED,
  PASS_CODE_MALFORMED,
} from './messages';
import { REGISTRATION_ID_PREFIX } from './registration-id';
import { TIERS } from './tiers';
import { calendarDaysBetween, CONFERENCE_DAYS, conferenceDayAt, venueInstant } from './venue-time';

const shiftDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the conference days', () => {
  it('run from the first to the last day of the edition, inclusive', () => {
    expect(CONFERENCE_DAYS[0]).toBe(EDITION.startDate);
    expect(CONFERENCE_DAYS.at(-1)).toBe(EDITION.endDate);
    CONFERENCE_DAYS.forEach((day, index) => expect(day).toBe(shiftDay(EDITION.startDate, index)));
  });

  it('count across a month and a year', () => {
    expect(calendarDaysBetween('2031-12-30', '2032-01-02')).toEqual([
      '2031-12-30',
      '2031-12-31',
      '2032-01-01',
      '2032-01-02',
    ]);
    expect(calendarDaysBetween('2032-02-28', '2032-03-01')).toEqual(['2032-02-28', '2032-02-29', '2032-03-01']);
    expect(calendarDaysBetween('2031-01-02', '2031-01-01')).toEqual([]);
  });
});

describe('the day a check-in belongs to', () => {
  const first = EDITION.startDate;
  const last = EDITION.endDate;

  it('is the venue’s calendar day, from its midnight to the next', () => {
    expect(conferenceDayAt(venueInstant(first, 0))).toBe(first);
    expect(conferenceDayAt(new Date(venueInstant(shiftDay(first, 1), 0).getTime() - 1))).toBe(first);
    expect(conferenceDayAt(venueInstant(last, 23))).toBe(last);
  });

  it('is none before the first day or after the last, at the venue', () => {
    expect(conferenceDayAt(new Date(venueInstant(first, 0).getTime() - 1))).toBeNull();
    expect(conferenceDayAt(venueInstant(shiftDay(last, 1), 0))).toBeNull();
  });
});

describe('what the desk sends', () => {
  const CODE = '_esWw9AcACccx-cOfPeBUQ';
  const ID = `${REGISTRATION_ID_PREFIX}-ABCD-EFGH-JKMNP`;
  const parse = (body: unknown) => checkInRequestSchema.safeParse(body);
  const errorOf = (body: unknown) => parse(body).error?.issues[0]?.message;

  it('is a pass code, with an optional desk', () => {
    expect(parse({ code: CODE, desk: ' desk 2 ' }).data).toEqual({ target: { code: CODE }, desk: 'desk 2' });
    expect(parse({ code: CODE }).data).toEqual({ target: { code: CODE }, desk: undefined });
  });

  it('or a registration ID, for its registrant unless a person is named, read as the status page reads it', () => {
    expect(parse({ registrationId: ID }).data?.target).toEqual({ registrationId: ID, person: 'registrant' });
    expect(parse({ registrationId: ID.toLowerCase().replace(/-/g, ''), person: 'student-3' }).data?.target).toEqual({
      registrationId: ID,
      person: 'student-3',
    });
  });

  it.each([{}, { code: '' }, { code: CODE, registrationId: ID }, { code: CODE, person: 'student-1' }, { desk: 'x' }])(
    'refuses %j: exactly one way to name the person',
    (body) => {
      expect(errorOf(body)).toBe(CHECK_IN_TARGET_REQUIRED);
    },
  );

  it('refuses a code of the wrong shape before it is looked up', () => {
    expect(errorOf({ code: 'x/../y' })).toBe(PASS_CODE_MALFORMED);
    expect(errorOf({ code: `${CODE}A` })).toBe(PASS_CODE_MALFORMED);
  });

  it('refuses a person who cannot be one', () => {
    expect(errorOf({ registrationId: ID, person: 'coordinator' })).toBe(CHECK_IN_PERSON_UNKNOWN);
  });

  it('refuses a desk too long or not plain text', () => {
    expect(errorOf({ code: CODE, desk: 'd'.repeat(41) })).toBe(CHECK_IN_DESK_INVALID);
    expect(errorOf({ code: CODE, desk: '<b>desk</b>' })).toBe(CHECK_IN_DESK_INVALID);
    expect(errorOf({ code: CODE, desk: 3 })).toBe(CHECK_IN_DESK_INVALID);
  });
});

describe('attendance', () => {
  const [firstDay = '', secondDay = firstDay] = CONFERENCE_DAYS;
  const tier = (TIERS[0] as (typeof TIERS)[number]).id;

  it('counts check-ins per day and tier, and the verified people not checked in on any day', () => {
    const verified = new Map([
      ['A', 1],
      ['G', 6], // a group: the coordinator and five students
    ]);
    const attendance = attendanceOf(
      [
        { registrationId: 'A', person: 'registrant', day: firstDay, tierId: tier },
        { registrationId: 'A', person: 'registrant', day: secondDay, tierId: tier },
        { registrationId: 'G', person: 'student-1', day: firstDay, tierId: tier },
        // An undone verification's check-in is counted on its day, but the person is no longer expected.
        { registrationId: 'U', person: 'registrant', day: firstDay, tierId: tier },
      ],
      verified,
    );
    expect(attendance.verifiedPeople).toBe(7);
    expect(attendance.notCheckedIn).toBe(5);
    expect(attendance.days.map((day) => day.date)).toEqual(CONFERENCE_DAYS);
    const first = attendance.days[0];
    expect(first?.checkedIn).toBe(secondDay === firstDay ? 4 : 3);
    expect(first?.perTier.map((entry) => entry.tier)).toEqual(TIERS.map((t) => t.id));
    expect(first?.perTier.find((entry) => entry.tier === tier)?.checkedIn).toBe(first?.checkedIn);
  });

  it('writes a registration’s day in the CSV: the registrant’s time, and a group’s students', () => {
    const at = new Date('2031-01-01T00:00:00Z');
    const stamp = () => '09:05';
    expect(dayCellOf([], 0, stamp)).toBe('');
    expect(dayCellOf([{ person: 'registrant', at }], 0, stamp)).toBe('09:05');
    expect(
      dayCellOf(
        [
          { person: 'registrant', at },
          { person: 'student-2', at },
        ],
        5,
        stamp,
      ),
    ).toBe('09:05; 1 of 5 students');
    expect(dayCellOf([{ person: 'student-2', at }], 5, stamp)).toBe('1 of 5 students');
  });
});
