import { describe, it, expect } from 'vitest';
import { EDITION } from './edition';
import { EARLY_BIRD_CUTOFF, computeTotal, formatInr, hasEarlyBirdPrice, pricingPeriod, unitPrice } from './pricing';
import { TIER_IDS, TIERS, isAuthorTier, isGroupTier, type IndividualTier } from './tiers';
import { venueInstant } from './venue-time';

// Rules for any edition, with the edition's own days and fees as inputs and expectations; the
// spec's 2025 figures are in pricing.icei-2025.test.ts.

/** A calendar day `days` after `isoDate`, counted on the calendar (no zone, no clock). */
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The venue's midnight that ends the cutoff day: the first instant of the normal period.
const NORMAL_FROM = venueInstant(addDays(EARLY_BIRD_CUTOFF, 1));
const EARLY = venueInstant(EDITION.registration.opensOn, 12);
const NORMAL = venueInstant(addDays(EARLY_BIRD_CUTOFF, 1), 12);

const individualFees = EDITION.tiers.flatMap((tier) => ('earlyBird' in tier ? [tier] : []));
const offeredIds: readonly string[] = EDITION.tiers.map((tier) => tier.id);
const authorTiers = TIERS.filter(isAuthorTier);
const attendeeTiers = TIERS.filter((tier): tier is IndividualTier => !isGroupTier(tier) && !isAuthorTier(tier));

/** The edition's own entry for an individual tier: its label and fees. */
function listed(id: IndividualTier['id']): { label: string; earlyBird: number; normal: number } {
  const found = individualFees.find((tier) => tier.id === id);
  if (!found) throw new Error(`The edition under test does not price ${id}.`);
  return found;
}

/** The edition's group rates per student. */
function groupRates(): { ieee: number; nonIeee: number } {
  for (const tier of EDITION.tiers) if ('perStudent' in tier) return tier.perStudent;
  throw new Error('The edition under test offers no group tier.');
}

function firstAuthorTier(): IndividualTier {
  const found = authorTiers[0];
  if (!found) throw new Error('The edition under test offers no author tier.');
  return found;
}

describe('pricing period', () => {
  it('uses the edition’s early-bird cutoff as the last early-bird day', () => {
    expect(EARLY_BIRD_CUTOFF).toBe(EDITION.earlyBirdCutoff);
  });

  it('is early bird from the venue’s first to its last second of the cutoff day', () => {
    expect(pricingPeriod(venueInstant(EARLY_BIRD_CUTOFF))).toBe('early-bird');
    expect(pricingPeriod(new Date(NORMAL_FROM.getTime() - 1000))).toBe('early-bird');
  });

  it('is normal from the venue’s midnight that ends the cutoff day', () => {
    expect(pricingPeriod(NORMAL_FROM)).toBe('normal');
  });

  it('is early bird well before the cutoff and normal well after it', () => {
    expect(pricingPeriod(EARLY)).toBe('early-bird');
    expect(pricingPeriod(venueInstant(addDays(EARLY_BIRD_CUTOFF, -30), 12))).toBe('early-bird');
    expect(pricingPeriod(NORMAL)).toBe('normal');
    expect(pricingPeriod(venueInstant(addDays(EARLY_BIRD_CUTOFF, 365)))).toBe('normal');
  });

  it('counts against the cutoff it is given, when given one', () => {
    expect(pricingPeriod(NORMAL, addDays(EARLY_BIRD_CUTOFF, 1))).toBe('early-bird');
    expect(pricingPeriod(EARLY, addDays(EDITION.registration.opensOn, -1))).toBe('normal');
  });
});

describe('unit prices from the fee table', () => {
  it('offers a fee for every individual tier of the edition', () => {
    expect(individualFees.map((tier) => tier.id)).toEqual(
      TIERS.filter((tier) => !isGroupTier(tier)).map((tier) => tier.id),
    );
    expect(individualFees.length).toBeGreaterThan(0);
  });

  it.each(individualFees.map((tier) => [tier.id, tier.earlyBird, tier.normal] as const))(
    '%s costs its early-bird fee (₹%i) before the cutoff and its normal fee (₹%i) after',
    (tier, earlyBird, normal) => {
      expect(unitPrice(tier, EARLY)).toBe(earlyBird);
      expect(unitPrice(tier, new Date(NORMAL_FROM.getTime() - 1000))).toBe(earlyBird);
      expect(unitPrice(tier, NORMAL_FROM)).toBe(normal);
      expect(unitPrice(tier, NORMAL)).toBe(normal);
    },
  );

  it('says a tier has an early-bird price exactly when what it charges changes at the cutoff', () => {
    for (const tier of TIERS) {
      const students = [{ ieeeValidated: true }, { ieeeValidated: false }];
      const charged = (now: Date) => computeTotal({ registrationTier: tier.id, numPapers: 1, students }, now).total;
      expect(hasEarlyBirdPrice(tier.id), tier.id).toBe(charged(EARLY) !== charged(NORMAL));
    }
  });

  it('prices a group student at the IEEE rate with a validated IEEE number and the other without, in both periods', () => {
    const rates = groupRates();
    for (const now of [EARLY, NORMAL]) {
      const total = computeTotal(
        { registrationTier: 'group-student', students: [{ ieeeValidated: true }, { ieeeValidated: false }] },
        now,
      );
      expect(total.lines.map((line) => line.unitPrice)).toEqual([rates.ieee, rates.nonIeee]);
    }
  });
});

describe('computeTotal', () => {
  it('charges an author the unit price times the number of papers', () => {
    for (const tier of authorTiers) {
      const { earlyBird } = listed(tier.id);
      expect(computeTotal({ registrationTier: tier.id, numPapers: 3 }, EARLY)).toEqual({
        period: 'early-bird',
        currency: 'INR',
        lines: [{ label: 'Paper registration', quantity: 3, unitPrice: earlyBird, amount: 3 * earlyBird }],
        total: 3 * earlyBird,
      });
    }
    expect(authorTiers.length).toBeGreaterThan(0);
  });

  it('applies the normal author price after the cutoff', () => {
    for (const tier of authorTiers) {
      const total = computeTotal({ registrationTier: tier.id, numPapers: 2 }, NORMAL);
      expect(total.period).toBe('normal');
      expect(total.total).toBe(2 * listed(tier.id).normal);
    }
  });

  it('refuses an author total without a valid number of papers', () => {
    const { id } = firstAuthorTier();
    expect(() => computeTotal({ registrationTier: id }, EARLY)).toThrow(RangeError);
    expect(() => computeTotal({ registrationTier: id, numPapers: 0 }, EARLY)).toThrow(RangeError);
    expect(() => computeTotal({ registrationTier: id, numPapers: 1.5 }, EARLY)).toThrow(RangeError);
  });

  it('charges a group of 5 with 2 validated IEEE numbers 2 IEEE and 3 non-IEEE student rates', () => {
    const { ieee, nonIeee } = groupRates();
    const students = [true, false, true, false, false].map((ieeeValidated) => ({ ieeeValidated }));
    const total = computeTotal({ registrationTier: 'group-student', students }, EARLY);
    expect(total.total).toBe(2 * ieee + 3 * nonIeee);
    expect(total.lines).toEqual([
      { label: 'Student 1 (IEEE member)', quantity: 1, unitPrice: ieee, amount: ieee },
      { label: 'Student 2 (non-IEEE)', quantity: 1, unitPrice: nonIeee, amount: nonIeee },
      { label: 'Student 3 (IEEE member)', quantity: 1, unitPrice: ieee, amount: ieee },
      { label: 'Student 4 (non-IEEE)', quantity: 1, unitPrice: nonIeee, amount: nonIeee },
      { label: 'Student 5 (non-IEEE)', quantity: 1, unitPrice: nonIeee, amount: nonIeee },
    ]);
  });

  it('refuses a group total without a list of students', () => {
    groupRates();
    expect(() => computeTotal({ registrationTier: 'group-student' }, EARLY)).toThrow(
      'A group total needs the list of students.',
    );
  });

  it('charges other tiers one registration at the tier price, ignoring papers', () => {
    for (const tier of attendeeTiers) {
      const { label, normal } = listed(tier.id);
      expect(computeTotal({ registrationTier: tier.id, numPapers: 4 }, NORMAL)).toEqual({
        period: 'normal',
        currency: 'INR',
        lines: [{ label, quantity: 1, unitPrice: normal, amount: normal }],
        total: normal,
      });
    }
    expect(attendeeTiers.length).toBeGreaterThan(0);
  });

  it('prices every tier the edition offers and refuses every other tier of the catalogue', () => {
    for (const id of TIER_IDS) {
      const input = { registrationTier: id, numPapers: 1, students: [{ ieeeValidated: false }] };
      if (offeredIds.includes(id)) expect(computeTotal(input, EARLY).total).toBeGreaterThan(0);
      else expect(() => computeTotal(input, EARLY)).toThrow(`Unknown registration tier: ${id}`);
    }
  });
});

describe('formatInr', () => {
  it('shows rupees with the rupee sign and no paise', () => {
    expect(formatInr(14160)).toBe('₹14,160');
  });

  it('groups lakhs the Indian way', () => {
    expect(formatInr(300000)).toBe('₹3,00,000');
  });
});
