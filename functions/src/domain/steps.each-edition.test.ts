import { describe, it, expect } from 'vitest';
import { createInitialDraft, emptyStudent } from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import { applyTierChange, stepsForTier } from './steps';
import { TIERS, TIER_IDS } from './tiers';
import type { Tier, TierId } from './tiers';

const labels = (tierId?: TierId | '') => stepsForTier(tierId).map((step) => step.label);

// The step table (docs/rules.md, "The wizard's steps") by what a tier is, so it applies to whichever tiers the
// edition offers: its kind and member type decide, never its id.
const PARTICIPANT = { id: 'participant', label: 'Participant' };
const TIER = { id: 'tier', label: 'Tier' };
const SUMMARY = { id: 'summary', label: 'Summary' };
const IEEE = { id: 'ieee', label: 'IEEE' };
const ATTENDEE_IEEE = [PARTICIPANT, TIER, IEEE, SUMMARY];
const ATTENDEE_NON_IEEE = [PARTICIPANT, TIER, SUMMARY];
const STEPS_BY_SHAPE: Record<string, { id: string; label: string }[]> = {
  'group Mixed': [PARTICIPANT, TIER, { id: 'group', label: 'Group' }, SUMMARY],
  'author IEEE': [
    PARTICIPANT,
    TIER,
    { id: 'ieee', label: 'IEEE membership verification' },
    { id: 'papers', label: 'Papers' },
    SUMMARY,
  ],
  'author Non-IEEE': [PARTICIPANT, TIER, { id: 'papers', label: 'Papers' }, SUMMARY],
  'industry IEEE': ATTENDEE_IEEE,
  'academia IEEE': ATTENDEE_IEEE,
  'student IEEE': ATTENDEE_IEEE,
  'industry Non-IEEE': ATTENDEE_NON_IEEE,
  'academia Non-IEEE': ATTENDEE_NON_IEEE,
  'student Non-IEEE': ATTENDEE_NON_IEEE,
};
const expectedSteps = (tier: Tier) => STEPS_BY_SHAPE[`${tier.kind} ${tier.memberType}`];

const offered = (keep: (tier: Tier) => boolean) => TIERS.filter(keep).map((tier) => tier.id);
const NOT_OFFERED = TIER_IDS.filter((id) => !TIERS.some((tier) => tier.id === id));

describe('wizard steps by tier', () => {
  it('shows Participant, Tier, Summary before a tier is chosen', () => {
    expect(labels()).toEqual(['Participant', 'Tier', 'Summary']);
    expect(labels('')).toEqual(['Participant', 'Tier', 'Summary']);
  });

  it.each(TIERS.map((tier) => [tier.id, tier] as const))(
    '%s runs the steps of its kind and member type',
    (id, tier) => {
      const expected = expectedSteps(tier);
      expect(expected).toBeDefined();
      expect(labels(id)).toEqual(expected?.map((step) => step.label));
    },
  );

  it.each(TIERS.map((tier) => [tier.id, tier] as const))(
    '%s identifies its steps by id, whatever their label',
    (id, tier) => {
      expect(stepsForTier(id).map((step) => step.id)).toEqual(expectedSteps(tier)?.map((step) => step.id));
    },
  );

  it('refuses a tier the edition does not offer', () => {
    for (const id of [...NOT_OFFERED, 'vip' as TierId]) {
      expect(() => stepsForTier(id)).toThrow(`Unknown registration tier: ${id}`);
    }
  });

  it('returns fresh steps, so a caller cannot rename another tier’s step', () => {
    for (const { id } of TIERS) {
      const steps = stepsForTier(id);
      for (const step of steps) step.label = 'Changed';
      expect(labels(id)[0]).toBe('Participant');
    }
  });
});

function filledDraft(): RegistrationDraft {
  return {
    ...createInitialDraft(),
    firstName: 'Asha',
    email: 'asha@example.org',
    registrationTier: TIERS[0]?.id ?? '',
    ieeeNumber: '12345678',
    ieeeCert: { name: 'cert.pdf', type: 'application/pdf', size: 1000 },
    numPapers: 2,
    paperIds: ['P-1', 'P-2'],
    instituteName: 'IIT Dharwad',
    numStudents: 6,
    students: Array.from({ length: 6 }, () => ({ ...emptyStudent(), name: 'Student' })),
  };
}

describe('applyTierChange', () => {
  it.each(offered(() => true))('sets the new tier: %s', (id) => {
    expect(applyTierChange(filledDraft(), id).registrationTier).toBe(id);
  });

  it.each(offered((tier) => tier.memberType === 'Non-IEEE'))(
    'clears ieeeNumber and ieeeCert for a non-IEEE tier: %s',
    (id) => {
      const draft = applyTierChange(filledDraft(), id);
      expect(draft.ieeeNumber).toBe('');
      expect(draft.ieeeCert).toBeNull();
    },
  );

  it.each(offered((tier) => tier.kind === 'group'))(
    'clears the registrant’s IEEE fields for the Mixed group tier too: %s',
    (id) => {
      const draft = applyTierChange(filledDraft(), id);
      expect(draft.ieeeNumber).toBe('');
      expect(draft.ieeeCert).toBeNull();
    },
  );

  it.each(offered((tier) => tier.memberType === 'IEEE'))(
    'keeps ieeeNumber and ieeeCert when moving to an IEEE tier: %s',
    (id) => {
      const draft = applyTierChange(filledDraft(), id);
      expect(draft.ieeeNumber).toBe('12345678');
      expect(draft.ieeeCert).toEqual({ name: 'cert.pdf', type: 'application/pdf', size: 1000 });
    },
  );

  it.each(offered((tier) => tier.kind !== 'group'))(
    'resets numStudents, instituteName and students for a non-group tier: %s',
    (id) => {
      const draft = applyTierChange(filledDraft(), id);
      expect(draft.instituteName).toBe('');
      expect(draft.numStudents).toBe(5);
      expect(draft.students).toEqual(Array.from({ length: 5 }, emptyStudent));
    },
  );

  it.each(offered((tier) => tier.kind === 'group'))(
    'keeps the group details when the group tier is chosen again: %s',
    (id) => {
      const before = { ...filledDraft(), registrationTier: id };
      const draft = applyTierChange(before, id);
      expect(draft.instituteName).toBe('IIT Dharwad');
      expect(draft.numStudents).toBe(6);
      expect(draft.students).toBe(before.students);
    },
  );

  it.each(offered((tier) => tier.kind !== 'author'))(
    'resets numPapers and paperIds for a non-author tier: %s',
    (id) => {
      const draft = applyTierChange(filledDraft(), id);
      expect(draft.numPapers).toBe(1);
      expect(draft.paperIds).toEqual(['']);
    },
  );

  it.each(offered((tier) => tier.kind === 'author'))('keeps the papers when moving to an author tier: %s', (id) => {
    const draft = applyTierChange(filledDraft(), id);
    expect(draft.numPapers).toBe(2);
    expect(draft.paperIds).toEqual(['P-1', 'P-2']);
  });

  it('always keeps the participant details', () => {
    for (const { id } of TIERS) {
      const draft = applyTierChange(filledDraft(), id);
      expect(draft.firstName).toBe('Asha');
      expect(draft.email).toBe('asha@example.org');
    }
  });

  it('keeps extra fields of a wider draft type and does not change the original', () => {
    for (const { id } of TIERS) {
      const original = { ...filledDraft(), uiNote: 'kept' };
      const draft = applyTierChange(original, id);
      expect(draft.uiNote).toBe('kept');
      expect(original.ieeeNumber).toBe('12345678');
    }
  });
});
