// What the status page says about a request to cancel, as sentences: pure, so the wording is tested.
// Part of the status page's services chunk (status-services.ts).
import { formatPaise } from '@domain/gst';
import { formatCalendarDay } from '@domain/venue-time';
import { formatInstant } from './format';
import type { CancellationView } from './registration-view';

const rupees = (paise: number) => `₹${formatPaise(paise)}`;

/**
 * The request the page should show: the one it was loaded with, or the one sent from it since,
 * whichever was made later (the same request, decided since the page was loaded, comes with it).
 */
export function newerCancellation(
  loaded: CancellationView | null,
  sent: CancellationView | null,
): CancellationView | null {
  if (!loaded || !sent) return loaded ?? sent;
  return Date.parse(loaded.requestedAt) >= Date.parse(sent.requestedAt) ? loaded : sent;
}

/** Where the request stands, in a sentence or two: the first one is the outcome's. */
export function cancellationSentences(cancellation: CancellationView): string[] {
  const sentOn = `Your request to cancel, sent on ${formatInstant(cancellation.requestedAt)},`;
  switch (cancellation.state) {
    case 'requested':
      return [
        `${sentOn} is with the organisers.`,
        ...(cancellation.dueAmountPaise === null
          ? []
          : [`Under the refund policy, the refund due is ${rupees(cancellation.dueAmountPaise)}.`]),
      ];
    case 'declined':
      return [`${sentOn} was declined.`];
    case 'approved': {
      const refund = cancellation.refund;
      return [
        `This registration was cancelled on ${formatInstant(cancellation.decidedAt ?? cancellation.requestedAt)}.`,
        ...(refund && refund.amountPaise > 0
          ? [
              `${rupees(refund.amountPaise)} refunded on ${formatCalendarDay(refund.date)} (bank reference ${refund.bankReference}).`,
            ]
          : []),
      ];
    }
  }
}
