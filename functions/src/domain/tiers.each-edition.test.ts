import { describe, it, expect } from 'vitest';
import { EDITION } from './edition';
import {
  MAX_GROUP_STUDENTS,
  MAX_PAPERS,
  MIN_GROUP_STUDENTS,
  MIN_PAPERS,
  TIER_IDS,
  TIERS,
  getTier,
  isAuthorTier,
  isGroupTier,
  isTierId,
  requiresIeee,
} from './tiers';

// Rules for any edition, read against the edition's own list (editions/<id>/edition.ts); the
// spec's nine 2025 tiers and their figures are in tiers.icei-2025.test.ts.
const offeredIds = EDITION.tiers.map((tier) => tier.id);
const notOffered = TIER_IDS.filter((id) => !offeredIds.includes(id));

describe('registration tiers', () => {
  it('knows nine tiers in its catalogue, as the spec does, each with its own lower-case id', () => {
    expect(TIER_IDS).toHaveLength(9);
    expect(new Set(TIER_IDS).size).toBe(TIER_IDS.length);
    for (const id of TIER_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('offers exactly the edition’s tiers, once each, in the edition’s order', () => {
    expect(TIERS.map((tier) => tier.id)).toEqual(offeredIds);
    expect(new Set(offeredIds).size).toBe(offeredIds.length);
    for (const id of offeredIds) expect(TIER_IDS).toContain(id);
  });

  it('gives every tier a label and a one-sentence description', () => {
    for (const tier of TIERS) {
      expect(tier.label.length).toBeGreaterThan(0);
      expect(tier.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('labels and describes each tier as the edition does', () => {
    for (const { id, label, description } of EDITION.tiers) {
      expect(getTier(id)).toMatchObject({ label, description });
    }
  });

  it('marks "-ieee" tiers IEEE, "-non-ieee" tiers Non-IEEE and the group Mixed', () => {
    for (const tier of TIERS) {
      const expected = tier.id.endsWith('-non-ieee') ? 'Non-IEEE' : tier.id.endsWith('-ieee') ? 'IEEE' : 'Mixed';
      expect(tier.memberType).toBe(expected);
    }
  });

  it('takes each individual tier’s early-bird and normal fee from the edition', () => {
    for (const fees of EDITION.tiers) {
      if (!('earlyBird' in fees)) continue;
      expect(getTier(fees.id)).toMatchObject({ earlyBird: fees.earlyBird, normal: fees.normal });
    }
  });

  it('prices the group per student, with and without IEEE, as the edition does', () => {
    const groupFees = EDITION.tiers.filter((tier) => 'perStudent' in tier);
    expect(TIERS.filter(isGroupTier).map((tier) => tier.groupPerStudent)).toEqual(
      groupFees.map((tier) => tier.perStudent),
    );
  });

  it('requires the registrant’s IEEE number only for the offered tiers whose id ends in "-ieee"', () => {
    const ieeeTiers = TIERS.filter(requiresIeee).map((tier) => tier.id);
    expect(ieeeTiers).toEqual(offeredIds.filter((id) => id.endsWith('-ieee') && !id.endsWith('-non-ieee')));
    expect(ieeeTiers.length).toBeGreaterThan(0);
  });

  it('treats only the offered author-presenter tiers as author tiers', () => {
    expect(TIERS.filter(isAuthorTier).map((tier) => tier.id)).toEqual(
      offeredIds.filter((id) => id.startsWith('author-presenter-')),
    );
  });

  it('treats only group-student as a group tier', () => {
    expect(TIERS.filter(isGroupTier).map((tier) => tier.id)).toEqual(offeredIds.filter((id) => id === 'group-student'));
  });

  it('recognises the offered tier ids and rejects anything else', () => {
    for (const id of offeredIds) expect(isTierId(id)).toBe(true);
    expect(isTierId('student')).toBe(false);
    expect(isTierId('')).toBe(false);
    expect(isTierId(undefined)).toBe(false);
    expect(isTierId('toString')).toBe(false);
  });

  it('refuses a tier of the catalogue that the edition does not offer', () => {
    for (const id of notOffered) {
      expect(isTierId(id)).toBe(false);
      expect(() => getTier(id)).toThrow(`Unknown registration tier: ${id}`);
    }
  });

  it('sets the minimum group size to 5 students and the minimum papers to 1', () => {
    expect(MIN_GROUP_STUDENTS).toBe(5);
    expect(MIN_PAPERS).toBe(1);
  });

  it('caps a group at 50 students and an author registration at 10 papers', () => {
    expect(MAX_GROUP_STUDENTS).toBe(50);
    expect(MAX_PAPERS).toBe(10);
  });
});
