import { describe, expect, it } from 'vitest';
import { createInitialDraft } from '@domain/registration-draft';
import { DRAFT_KEPT_MS } from '@domain/limits';
import { TIERS } from '@domain/tiers';
import { STORAGE_KEY, hasSavedWizard, saveWizard, savedWizardText, type SavedWizard } from './draft-storage';
import { withMemoryLocalStorage } from './memory-storage.test-support';
import { restoreWizard } from './saved-wizard';

withMemoryLocalStorage();

// What the wizard resumes with after a reload.
const reload = () => restoreWizard(savedWizardText() ?? '');

const saved = (registrationTier: string, stepId: SavedWizard['stepId']): SavedWizard => ({
  draft: { ...createInitialDraft(), registrationTier } as SavedWizard['draft'],
  stepId,
  ieeeCheckedNumber: null,
  clientRequestId: 'request-0001',
});

describe('the saved wizard', () => {
  it('resumes with a tier the edition offers, at the step it was left on', () => {
    const tier = TIERS[0];
    if (!tier) throw new Error('the edition offers no tier');
    saveWizard(saved(tier.id, 'summary'));
    expect(reload()?.saved).toMatchObject({ stepId: 'summary', draft: { registrationTier: tier.id } });
  });

  it('forgets a tier the edition does not offer and resumes at the choice of tier', () => {
    saveWizard(saved('vip', 'summary'));
    expect(reload()?.saved).toMatchObject({ stepId: 'tier', draft: { registrationTier: '' } });
  });

  it('keeps the registrant on the first step when that is where they were', () => {
    saveWizard(saved('vip', 'participant'));
    expect(reload()?.saved.stepId).toBe('participant');
  });

  it('goes back to the first step the draft does not pass, never past the one it was left on', () => {
    const tier = TIERS[0];
    if (!tier) throw new Error('the edition offers no tier');
    // Nothing typed on the first step: the summary it was left on is out of reach.
    saveWizard(saved(tier.id, 'summary'));
    expect(reload()?.stepId).toBe('participant');
  });

  it('has nothing to resume when nothing, or nothing readable, was saved', () => {
    expect(savedWizardText()).toBeNull();
    expect(restoreWizard('{"draft":')).toBeNull();
  });
});

describe('how long the saved wizard is kept in the browser', () => {
  const savedAt = new Date('2025-10-01T04:30:00Z');
  const after = (ms: number, from = savedAt) => new Date(from.getTime() + ms);

  it('is read back up to DRAFT_KEPT_DAYS after it was saved, and removed when read later', () => {
    saveWizard(saved('', 'participant'), savedAt);
    expect(savedWizardText(after(DRAFT_KEPT_MS))).not.toBeNull();
    expect(savedWizardText(after(DRAFT_KEPT_MS + 1))).toBeNull();
    // Gone from the browser, not only unread.
    expect(hasSavedWizard()).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('counts the period from the last save', () => {
    saveWizard(saved('', 'participant'), savedAt);
    const resaved = after(DRAFT_KEPT_MS);
    saveWizard(saved('', 'tier'), resaved);
    expect(savedWizardText(after(DRAFT_KEPT_MS, resaved))).not.toBeNull();
    expect(savedWizardText(after(DRAFT_KEPT_MS + 1, resaved))).toBeNull();
  });

  it('gives a draft saved without its time (by an earlier version of the site) the first reading as its time', () => {
    saveWizard(saved('', 'tier'), savedAt);
    const { savedAt: _time, ...older } = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(older));
    const firstRead = after(3 * DRAFT_KEPT_MS);
    expect(savedWizardText(firstRead)).toBe(JSON.stringify(older));
    expect(savedWizardText(after(DRAFT_KEPT_MS, firstRead))).not.toBeNull();
    expect(savedWizardText(after(DRAFT_KEPT_MS + 1, firstRead))).toBeNull();
  });

  it('leaves an unreadable draft for the reader to refuse, and the next save to replace', () => {
    window.localStorage.setItem(STORAGE_KEY, '[1,2]');
    expect(savedWizardText(savedAt)).toBe('[1,2]');
    expect(restoreWizard('[1,2]')).toBeNull();
  });
});
