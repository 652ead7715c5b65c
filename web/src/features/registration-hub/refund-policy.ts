import type { RefundStep } from '@domain/refunds';
import { dayAfter, formatCalendarDayLong } from '@domain/venue-time';

// The edition's refund policy in plain words, for the fees page: one sentence a step, each naming
// the venue's calendar days it covers (a step begins the day after the one before it ends), and
// what follows the last step. The figures are the domain's, so the page and the refund agree.

const share = (percent: number) => (percent === 0 ? 'no refund' : `${percent}% of the amount paid is refunded`);

/** "Cancelled on or before 31 January 2031: 100% of the amount paid is refunded.", a step each, then "After …: no refund." */
export function refundPolicySentences(policy: readonly RefundStep[]): string[] {
  const sentences = policy.map((step, index) => {
    const previous = policy[index - 1];
    const until = formatCalendarDayLong(step.until);
    const from = previous ? dayAfter(previous.until) : null;
    const days =
      from === null
        ? `on or before ${until}`
        : from === step.until
          ? `on ${until}`
          : `from ${formatCalendarDayLong(from)} to ${until}`;
    return `Cancelled ${days}: ${share(step.percent)}.`;
  });
  const last = policy.at(-1);
  if (last) sentences.push(`After ${formatCalendarDayLong(last.until)}: no refund.`);
  return sentences;
}
