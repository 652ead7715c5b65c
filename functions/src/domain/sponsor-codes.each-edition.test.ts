import { describe, expect, it } from 'vitest';
import { TAX } from './conference';
import { complimentaryRefusal, REGISTRATION_EVENTS } from './lifecycle';
import { sponsoredTotal, sponsorRateWithTax } from './sponsor-codes';
import { SPONSORSHIP } from './sponsorship';

describe("a sponsor's code", () => {
  it("prices the edition's extra registration with the tax in whole rupees, as every registration fee is", () => {
    if (!SPONSORSHIP) return void expect(SPONSORSHIP).toBeNull();
    const rate = sponsorRateWithTax(SPONSORSHIP.extraRegistration, TAX.ratePercent);
    expect(rate).not.toBeNull();
    // Back to the price before tax, to the paisa.
    expect(((rate ?? 0) * 100) / (100 + TAX.ratePercent)).toBe(SPONSORSHIP.extraRegistration);
  });

  it('refuses a rate that would need paise, rather than round money', () => {
    expect(sponsorRateWithTax(5001, 18)).toBeNull();
    expect(sponsorRateWithTax(5000, 18)).toBe(5900);
  });

  it('makes a total of one line: nothing for a complimentary registration, the rate for one at the sponsor rate', () => {
    const by = { organisation: 'Tunga Robotics', level: 'Gold' };
    const free = sponsoredTotal({ ...by, kind: 'complimentary' }, 5900, 'normal');
    const paid = sponsoredTotal({ ...by, kind: 'sponsor-rate' }, 5900, 'early-bird');
    expect(free).toMatchObject({ total: 0, currency: 'INR', period: 'normal' });
    expect(paid).toMatchObject({ total: 5900, period: 'early-bird' });
    for (const total of [free, paid]) {
      expect(total.lines).toHaveLength(1);
      expect(total.lines[0]?.label).toContain('Tunga Robotics');
      expect(total.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total.total);
    }
  });

  it('leaves a complimentary registration no payment event but its admission, and refuses none for others', () => {
    const payment: readonly string[] = REGISTRATION_EVENTS.filter(
      (event) => event !== 'verify-email' && event !== 'admit-complimentary',
    );
    for (const event of REGISTRATION_EVENTS) {
      const refused = complimentaryRefusal({ sponsorCode: { kind: 'complimentary' } }, event);
      expect(refused !== null, event).toBe(payment.includes(event));
      expect(complimentaryRefusal({ sponsorCode: { kind: 'sponsor-rate' } }, event)).toBeNull();
      expect(complimentaryRefusal({}, event)).toBeNull();
    }
  });
});
