import { describe, expect, it } from 'vitest';
import { formatPaise } from '@domain/gst';
import { formatCalendarDay, venueInstant } from '@domain/venue-time';
import { cancellationSentences, newerCancellation } from './cancellation-state';
import { formatInstant } from './format';
import type { CancellationView } from './registration-view';

const asked = venueInstant('2025-10-25', 2).toISOString();
const decided = venueInstant('2025-10-27', 10).toISOString();

const request: CancellationView = {
  state: 'requested',
  reason: 'I cannot travel.',
  requestedAt: asked,
  dueAmountPaise: 354_050,
  decidedAt: null,
  note: null,
  refund: null,
  creditNote: null,
};
const askedDay = formatInstant(asked);

describe('cancellationSentences', () => {
  it('says a pending request is with the organisers since its day, and the refund the policy gives', () => {
    expect(cancellationSentences(request)).toEqual([
      `Your request to cancel, sent on ${askedDay}, is with the organisers.`,
      `Under the refund policy, the refund due is ₹${formatPaise(354_050)}.`,
    ]);
    expect(cancellationSentences({ ...request, dueAmountPaise: null })).toHaveLength(1);
  });

  it('says a declined request was declined', () => {
    const declined = { ...request, state: 'declined' as const, decidedAt: decided, note: 'The deadline has passed.' };
    expect(cancellationSentences(declined)).toEqual([`Your request to cancel, sent on ${askedDay}, was declined.`]);
  });

  it('says when a registration was cancelled, and what was refunded, when and under which bank reference', () => {
    const approved = {
      ...request,
      state: 'approved' as const,
      decidedAt: decided,
      refund: { amountPaise: 177_025, date: '2025-10-28', bankReference: 'NEFT-123' },
    };
    expect(cancellationSentences(approved)).toEqual([
      `This registration was cancelled on ${formatInstant(decided)}.`,
      `₹${formatPaise(177_025)} refunded on ${formatCalendarDay('2025-10-28')} (bank reference NEFT-123).`,
    ]);
    // Nothing refunded (an unpaid registration, or a refund of nothing): no refund to speak of.
    expect(cancellationSentences({ ...approved, refund: null })).toHaveLength(1);
    expect(cancellationSentences({ ...approved, refund: { ...approved.refund, amountPaise: 0 } })).toHaveLength(1);
  });
});

describe('newerCancellation', () => {
  const sent = { ...request, requestedAt: decided };

  it('shows the request sent from the page over an older one it was loaded with', () => {
    const declined = { ...request, state: 'declined' as const };
    expect(newerCancellation(declined, sent)).toBe(sent);
    expect(newerCancellation(null, sent)).toBe(sent);
    expect(newerCancellation(declined, null)).toBe(declined);
  });

  it('shows the same request as loaded again, decided since', () => {
    const approved = { ...sent, state: 'approved' as const, decidedAt: decided };
    expect(newerCancellation(approved, sent)).toBe(approved);
  });
});
