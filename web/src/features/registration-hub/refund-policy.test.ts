import { describe, expect, it } from 'vitest';
import { refundPercent, type RefundStep } from '@domain/refunds';
import { dayAfter, formatCalendarDayLong } from '@domain/venue-time';
import { refundPolicySentences } from './refund-policy';

const DAYS = ['2030-12-31', '2031-01-01', '2031-01-31', '2031-02-01', '2031-02-28'];

/** Lawful policies of one and two steps: days rise, percentages do not. */
function* policies(): Generator<RefundStep[]> {
  const percents = [100, 50, 0];
  for (const [first, until] of DAYS.entries()) {
    for (const percent of percents) {
      yield [{ until, percent }];
      for (const later of DAYS.slice(first + 1)) {
        for (const lower of percents.filter((candidate) => candidate <= percent)) {
          yield [
            { until, percent },
            { until: later, percent: lower },
          ];
        }
      }
    }
  }
}

/** What a sentence promises for the days it names. */
const promised = (percent: number) =>
  percent === 0 ? ': no refund.' : `: ${percent}% of the amount paid is refunded.`;

describe('refundPolicySentences', () => {
  it('states each step with the days it covers and the share the refund rule gives on them, then no refund', () => {
    for (const policy of policies()) {
      const sentences = refundPolicySentences(policy);
      expect(sentences).toHaveLength(policy.length + 1);
      policy.forEach((step, index) => {
        const sentence = sentences[index] ?? '';
        const first = index === 0 ? null : dayAfter(policy[index - 1]?.until ?? '');
        // The sentence's share is the one the refund rule gives on its first and last day.
        expect(sentence.endsWith(promised(refundPercent(policy, step.until)))).toBe(true);
        if (first) expect(refundPercent(policy, first)).toBe(refundPercent(policy, step.until));
        expect(sentence).toContain(formatCalendarDayLong(step.until));
        if (first === null) expect(sentence).toContain(`on or before ${formatCalendarDayLong(step.until)}`);
        else if (first === step.until) expect(sentence).toContain(`Cancelled on ${formatCalendarDayLong(step.until)}`);
        else expect(sentence).toContain(`from ${formatCalendarDayLong(first)} to ${formatCalendarDayLong(step.until)}`);
      });
      const last = policy.at(-1)?.until ?? '';
      expect(refundPercent(policy, dayAfter(last))).toBe(0);
      expect(sentences.at(-1)).toBe(`After ${formatCalendarDayLong(last)}: no refund.`);
    }
  });
});
