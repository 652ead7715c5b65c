import { describe, it, expect } from 'vitest';
import { createInitialDraft, emptyStudent } from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import { applyTierChange, stepsForTier } from './steps';
import type { TierId } from './tiers';

const labels = (tierId?: TierId | '') => stepsForTier(tierId).map((step) => step.label);

describe('wizard steps by tier (spec section 4)', () => {
  it('shows Participant, Tier, Summary before a tier is chosen', () => {
    expect(labels()).toEqual(['Participant', 'Tier', 'Summary']);
    expect(labels('')).toEqual(['Participant', 'Tier', 'Summary']);
  });

  it.each<[TierId, string[]]>([
    ['group-student', ['Participant', 'Tier', 'Group', 'Summary']],
    ['author-presenter-ieee', ['Participant', 'Tier', 'IEEE membership verification', 'Papers', 'Summary']],
    ['author-presenter-non-ieee', ['Participant', 'Tier', 'Papers', 'Summary']],
    ['industry-ieee', ['Participant', 'Tier', 'IEEE', 'Summary']],
    ['academia-ieee', ['Participant', 'Tier', 'IEEE', 'Summary']],
    ['student-ieee', ['Participant', 'Tier', 'IEEE', 'Summary']],
    ['industry-non-ieee', ['Participant', 'Tier', 'Summary']],
    ['academia-non-ieee', ['Participant', 'Tier', 'Summary']],
    ['student-non-ieee', ['Participant', 'Tier', 'Summary']],
  ])('%s runs %j', (tierId, expected) => {
    expect(labels(tierId)).toEqual(expected);
  });

  it('identifies the steps by id, whatever their label', () => {
    expect(stepsForTier('author-presenter-ieee').map((step) => step.id)).toEqual([
      'participant',
      'tier',
      'ieee',
      'papers',
      'summary',
    ]);
    expect(stepsForTier('group-student').map((step) => step.id)).toEqual(['participant', 'tier', 'group', 'summary']);
  });

  it('returns fresh steps, so a caller cannot rename another tier’s step', () => {
    const steps = stepsForTier('industry-ieee');
    for (const step of steps) step.label = 'Changed';
    expect(labels('industry-ieee')[0]).toBe('Participant');
  });
});

function filledDraft(): RegistrationDraft {
  return {
    ...createInitialDraft(),
    firstName: 'Asha',
    email: 'asha@example.org',
    registrationTier: 'author-presenter-ieee',
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
  it('sets the new tier', () => {
    expect(applyTierChange(filledDraft(), 'industry-ieee').registrationTier).toBe('industry-ieee');
  });

  it('clears ieeeNumber and ieeeCert for a non-IEEE tier', () => {
    const draft = applyTierChange(filledDraft(), 'author-presenter-non-ieee');
    expect(draft.ieeeNumber).toBe('');
    expect(draft.ieeeCert).toBeNull();
  });

  it('clears the registrant’s IEEE fields for the Mixed group tier too', () => {
    const draft = applyTierChange(filledDraft(), 'group-student');
    expect(draft.ieeeNumber).toBe('');
    expect(draft.ieeeCert).toBeNull();
  });

  it('keeps ieeeNumber and ieeeCert when moving between IEEE tiers', () => {
    const draft = applyTierChange(filledDraft(), 'academia-ieee');
    expect(draft.ieeeNumber).toBe('12345678');
    expect(draft.ieeeCert).toEqual({ name: 'cert.pdf', type: 'application/pdf', size: 1000 });
  });

  it('resets numStudents, instituteName and students for a non-group tier', () => {
    const draft = applyTierChange(filledDraft(), 'student-non-ieee');
    expect(draft.instituteName).toBe('');
    expect(draft.numStudents).toBe(5);
    expect(draft.students).toEqual(Array.from({ length: 5 }, emptyStudent));
  });

  it('keeps the group details when the group tier is chosen again', () => {
    const before = { ...filledDraft(), registrationTier: 'group-student' as const };
    const draft = applyTierChange(before, 'group-student');
    expect(draft.instituteName).toBe('IIT Dharwad');
    expect(draft.numStudents).toBe(6);
    expect(draft.students).toBe(before.students);
  });

  it('resets numPapers and paperIds for a non-author tier', () => {
    const draft = applyTierChange(filledDraft(), 'industry-ieee');
    expect(draft.numPapers).toBe(1);
    expect(draft.paperIds).toEqual(['']);
  });

  it('keeps the papers when moving between author tiers', () => {
    const draft = applyTierChange(filledDraft(), 'author-presenter-non-ieee');
    expect(draft.numPapers).toBe(2);
    expect(draft.paperIds).toEqual(['P-1', 'P-2']);
  });

  it('always keeps the participant details', () => {
    for (const tier of ['group-student', 'industry-non-ieee', 'author-presenter-ieee'] as const) {
      const draft = applyTierChange(filledDraft(), tier);
      expect(draft.firstName).toBe('Asha');
      expect(draft.email).toBe('asha@example.org');
    }
  });

  it('keeps extra fields of a wider draft type and does not change the original', () => {
    const original = { ...filledDraft(), uiNote: 'kept' };
    const draft = applyTierChange(original, 'student-non-ieee');
    expect(draft.uiNote).toBe('kept');
    expect(original.ieeeNumber).toBe('12345678');
  });
});
