import { describe, expect, it } from 'vitest';
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { draftTotal, type RegistrationDraft } from '@domain/registration-draft';
import { applyTierChange } from '@domain/steps';
import { participantDraft } from '@domain/test-drafts';
import type { TierId } from '@domain/tiers';
import { sponsorCodeInEffect, sponsorCodeOffered, wizardTotal } from './sponsor-code';
import { registrationDataOf } from './submit-registration';

const NOW = new Date('2025-09-01T06:30:00Z');

const complimentary: SponsorCodeLookup = {
  code: '7K3M-Q9TX-2B4R-HW8C',
  kind: 'complimentary',
  organisation: 'Kaveri Instruments',
  level: 'Gold',
  amount: 0,
};
const sponsorRate: SponsorCodeLookup = { ...complimentary, kind: 'sponsor-rate', amount: 5900 };

const on = (tier: TierId): RegistrationDraft => applyTierChange(participantDraft(), tier);

describe('which tiers a sponsor’s code is offered for', () => {
  it('is offered for one attendee of industry, academia or a student, never before a tier is chosen', () => {
    for (const tier of ['industry-non-ieee', 'academia-ieee', 'student-non-ieee'] as const) {
      expect(sponsorCodeOffered(tier)).toBe(true);
    }
    expect(sponsorCodeOffered('')).toBe(false);
  });

  it('is not offered to an author (who pays per paper) nor to a student group', () => {
    for (const tier of ['author-presenter-ieee', 'author-presenter-non-ieee', 'group-student'] as const) {
      expect(sponsorCodeOffered(tier)).toBe(false);
    }
  });
});

describe('the total the wizard shows', () => {
  it('is the tier’s without a code', () => {
    const draft = on('industry-non-ieee');
    expect(wizardTotal(draft, NOW, null)).toEqual(draftTotal(draft, NOW));
  });

  it('is nothing to pay with a complimentary code: one line of ₹0 that names the sponsor', () => {
    const draft = on('academia-non-ieee');
    expect(draftTotal(draft, NOW).total).toBeGreaterThan(0);
    const total = wizardTotal(draft, NOW, complimentary);
    expect(total.total).toBe(0);
    expect(total.lines).toHaveLength(1);
    expect(total.lines[0]).toMatchObject({ quantity: 1, unitPrice: 0, amount: 0 });
    expect(total.lines[0]?.label).toContain('Kaveri Instruments');
    expect(total.period).toBe(draftTotal(draft, NOW).period);
  });

  it('is the sponsor rate the lookup quoted with a code at that rate, whatever the tier’s price', () => {
    for (const tier of ['industry-ieee', 'student-non-ieee'] as const) {
      const total = wizardTotal(on(tier), NOW, sponsorRate);
      expect(total.total).toBe(sponsorRate.amount);
      expect(total.lines).toEqual([expect.objectContaining({ unitPrice: 5900, amount: 5900, quantity: 1 })]);
    }
  });

  it('ignores a code kept from a tier it covered once the tier is an author’s or a group’s', () => {
    for (const tier of ['author-presenter-non-ieee', 'group-student'] as const) {
      const draft = on(tier);
      expect(sponsorCodeInEffect(draft, complimentary)).toBeNull();
      expect(wizardTotal(draft, NOW, complimentary)).toEqual(draftTotal(draft, NOW));
    }
    // Back on a tier it covers, the same code prices the registration again.
    expect(sponsorCodeInEffect(on('industry-non-ieee'), complimentary)).toBe(complimentary);
  });
});

describe('the submission’s data', () => {
  it('carries the code in effect, as the server reads it, and the total it gives', () => {
    const data = registrationDataOf(on('industry-non-ieee'), complimentary, NOW, 'request-0001');
    expect(data.success).toBe(true);
    expect(data.data).toMatchObject({ sponsorCode: complimentary.code, totalAmount: 0 });

    const atRate = registrationDataOf(on('academia-ieee'), sponsorRate, NOW);
    // An IEEE tier still needs its member number; the code does not change what the tier asks.
    expect(atRate.success).toBe(false);
    const withNumber = registrationDataOf({ ...on('academia-ieee'), ieeeNumber: '90000001' }, sponsorRate, NOW);
    expect(withNumber.data).toMatchObject({ sponsorCode: sponsorRate.code, totalAmount: sponsorRate.amount });
  });

  it('sends the code as the server normalises it, whichever way it was typed', () => {
    const typed = { ...complimentary, code: '7k3m q9tx 2b4r hw8c' };
    expect(registrationDataOf(on('student-non-ieee'), typed, NOW).data?.sponsorCode).toBe(complimentary.code);
  });

  it('leaves the code out, and prices by the tier, for an author or a group', () => {
    const draft = { ...on('author-presenter-non-ieee'), paperIds: ['101'] };
    const data = registrationDataOf(draft, complimentary, NOW);
    expect(data.success).toBe(true);
    expect(data.data?.sponsorCode).toBeUndefined();
    expect(data.data?.totalAmount).toBe(draftTotal(draft, NOW).total);
  });

  it('has no code and the tier’s total without one', () => {
    const draft = on('industry-non-ieee');
    const data = registrationDataOf(draft, null, NOW);
    expect(data.data?.sponsorCode).toBeUndefined();
    expect(data.data?.totalAmount).toBe(draftTotal(draft, NOW).total);
  });
});
