import { describe, expect, it } from 'vitest';
import { editionSchema } from './edition-schema';
import { EDITION } from './edition';
import { refundDue, refundPercent, type RefundStep } from './refunds';

const DAYS = ['2030-12-31', '2031-01-01', '2031-01-15', '2031-01-31', '2031-02-01', '2031-02-28', '2031-03-01'];
const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every lawful policy of one to three steps over a few days and percentages: days rise, percentages do not. */
function* policies(): Generator<RefundStep[]> {
  const percents = [100, 75, 50, 33, 0];
  for (let first = 0; first < DAYS.length; first += 1) {
    for (const p1 of percents) {
      yield [{ until: DAYS[first] ?? '', percent: p1 }];
      for (let second = first + 1; second < DAYS.length; second += 1) {
        for (const p2 of percents.filter((p) => p <= p1)) {
          yield [
            { until: DAYS[first] ?? '', percent: p1 },
            { until: DAYS[second] ?? '', percent: p2 },
          ];
          const third = DAYS[second + 1];
          if (third) {
            yield [
              { until: DAYS[first] ?? '', percent: p1 },
              { until: DAYS[second] ?? '', percent: p2 },
              { until: third, percent: Math.floor(p2 / 2) },
            ];
          }
        }
      }
    }
  }
}
// Amounts with every kind of remainder: whole rupees, odd paise, the largest fee with GST.
const PAID = [0, 1, 99, 12_345, 123_457, 354_000, 40_000_00, 99_999_999];

describe('refundDue', () => {
  it('never refunds more than was paid, nor a fraction of a paisa, nor more for a later request', () => {
    const broken: unknown[] = [];
    for (const steps of policies()) {
      for (const paid of PAID) {
        let previous = Infinity;
        for (const requestDay of [...DAYS, '2031-12-31']) {
          const amount = refundDue(steps, paid, requestDay)?.amount ?? NaN;
          // Checked as one list of the cases that break the rule: tens of thousands of cases.
          const lawful = Number.isSafeInteger(amount) && amount >= 0 && amount <= paid && amount <= previous;
          if (!lawful) broken.push({ steps, paid, requestDay, amount });
          previous = amount;
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('applies the first step whose day covers the request, that day included, and nothing after the last', () => {
    const broken: unknown[] = [];
    for (const steps of policies()) {
      steps.forEach((step, index) => {
        const onTheDay = refundPercent(steps, step.until);
        const dayAfter = refundPercent(steps, nextDay(step.until));
        if (onTheDay !== step.percent || dayAfter !== (steps[index + 1]?.percent ?? 0)) {
          broken.push({ steps, step, onTheDay, dayAfter });
        }
      });
      if (refundDue(steps, 354_000, '2099-01-01')?.amount !== 0) broken.push({ steps, after: '2099-01-01' });
    }
    expect(broken).toEqual([]);
  });

  it('rounds a share down to the paisa: half of ₹1,234.57 is ₹617.28', () => {
    expect(refundDue([{ until: '2031-01-31', percent: 50 }], 123_457, '2031-01-01')).toEqual({
      percent: 50,
      amount: 61_728,
    });
  });

  it('is unknown while the edition gives no policy, and refuses an amount that is not whole paise', () => {
    expect(refundDue(null, 100_000, '2031-01-01')).toBeNull();
    expect(() => refundDue([{ until: '2031-01-31', percent: 100 }], 10.5, '2031-01-01')).toThrow(RangeError);
  });
});

describe('the refund policy in edition data', () => {
  const withPolicy = (refundPolicy: RefundStep[]) => editionSchema.safeParse({ ...EDITION, refundPolicy });

  it('takes days that rise and percentages that do not', () => {
    expect(
      withPolicy([
        { until: '2030-01-10', percent: 100 },
        { until: '2030-02-10', percent: 40 },
      ]).success,
    ).toBe(true);
  });

  it('refuses a day out of order and a percentage that rises, naming the step', () => {
    const result = withPolicy([
      { until: '2030-02-10', percent: 40 },
      { until: '2030-01-10', percent: 100 },
    ]);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['refundPolicy.1.until', 'refundPolicy.1.percent']));
  });
});
