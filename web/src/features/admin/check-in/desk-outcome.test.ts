import { describe, expect, it } from 'vitest';
import { venueInstant } from '@domain/venue-time';
import { outcomeView } from './desk-outcome';

const PERSON = {
  name: 'Asha Rao',
  organization: 'IIT Dharwad',
  tier: 'Student (non-IEEE)',
  registrationId: 'ICEI25-0001-0001',
  person: 'registrant',
};
const DAY = '2025-11-07';
// 09:12 at the venue, whatever this machine's zone.
const AT_0912 = new Date(venueInstant(DAY, 9).getTime() + 12 * 60_000).toISOString();

describe('what the desk shows', () => {
  it('green with the person for a check-in', () => {
    expect(outcomeView({ kind: 'answer', answer: { result: 'checked-in', person: PERSON, day: DAY } })).toEqual({
      tone: 'go',
      headline: 'Checked in',
      person: { name: 'Asha Rao', organization: 'IIT Dharwad', tier: 'Student (non-IEEE)' },
      detail: null,
    });
  });

  it('amber with when and where for a second scan: the desk’s name, else who', () => {
    const again = { result: 'already-checked-in' as const, person: PERSON, day: DAY, checkedInAt: AT_0912 };
    const atDesk = outcomeView({ kind: 'answer', answer: { ...again, checkedInBy: 'a@example.org', desk: 'desk 2' } });
    expect(atDesk.tone).toBe('look');
    expect(`${atDesk.headline}. ${atDesk.detail}`).toBe('Already checked in. Checked in at 09:12 by desk 2.');
    const noDesk = outcomeView({ kind: 'answer', answer: { ...again, checkedInBy: 'a@example.org' } });
    expect(noDesk.detail).toBe('Checked in at 09:12 by a@example.org.');
  });

  it('red for a payment not verified, a cancelled registration, an unknown pass, a code that is no pass, and a refusal', () => {
    const unpaid = outcomeView({
      kind: 'answer',
      answer: { result: 'payment-not-verified', person: PERSON, day: DAY },
    });
    expect([unpaid.tone, unpaid.headline, unpaid.person?.name]).toEqual(['stop', 'Payment not verified', 'Asha Rao']);
    const cancelled = outcomeView({ kind: 'answer', answer: { result: 'cancelled', person: PERSON, day: DAY } });
    expect([cancelled.tone, cancelled.headline, cancelled.person?.name]).toEqual([
      'stop',
      'Registration cancelled',
      'Asha Rao',
    ]);
    const unknown = outcomeView({ kind: 'answer', answer: { result: 'unknown-pass', day: DAY } });
    expect([unknown.tone, unknown.headline, unknown.person]).toEqual(['stop', 'Unknown pass', null]);
    expect(outcomeView({ kind: 'not-a-pass' }).headline).toBe('Unknown pass');
    expect(outcomeView({ kind: 'failed', message: 'Check-in is open only on the days of …' })).toMatchObject({
      tone: 'stop',
      detail: 'Check-in is open only on the days of …',
    });
  });
});
