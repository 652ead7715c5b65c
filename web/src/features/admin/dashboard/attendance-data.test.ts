import { describe, expect, it } from 'vitest';
import { attendanceRows, notYetComeSentence } from './attendance-data';

describe('attendanceRows', () => {
  it('turns days of tiers into tiers of days, a tier missing from a day counting 0', () => {
    expect(
      attendanceRows({
        days: [
          {
            date: '2025-12-10',
            checkedIn: 3,
            perTier: [
              { tier: 'author-presenter-ieee', checkedIn: 1 },
              { tier: 'author-presenter-non-ieee', checkedIn: 2 },
            ],
          },
          { date: '2025-12-11', checkedIn: 4, perTier: [{ tier: 'author-presenter-non-ieee', checkedIn: 4 }] },
        ],
        verifiedPeople: 9,
        notCheckedIn: 5,
      }),
    ).toEqual([
      { tier: 'author-presenter-ieee', perDay: [1, 0] },
      { tier: 'author-presenter-non-ieee', perDay: [2, 4] },
    ]);
  });

  it('has no rows without conference days', () => {
    expect(attendanceRows({ days: [], verifiedPeople: 0, notCheckedIn: 0 })).toEqual([]);
  });
});

describe('notYetComeSentence', () => {
  it('counts those paid but not yet come among the verified people', () => {
    expect(notYetComeSentence({ days: [], verifiedPeople: 10, notCheckedIn: 3 })).toBe(
      '3 of 10 people with a verified payment have not come yet (not checked in on any day).',
    );
    expect(notYetComeSentence({ days: [], verifiedPeople: 1, notCheckedIn: 1 })).toBe(
      '1 of 1 person with a verified payment has not come yet (not checked in on any day).',
    );
  });

  it('says so when no payment is verified', () => {
    expect(notYetComeSentence({ days: [], verifiedPeople: 0, notCheckedIn: 0 })).toBe(
      'No one has a verified payment yet.',
    );
  });
});
