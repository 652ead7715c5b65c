import { describe, expect, it } from 'vitest';
import { createInitialDraft } from '@domain/registration-draft';
import { TIERS } from '@domain/tiers';
import { loadSavedWizard, saveWizard, type SavedWizard } from './draft-storage';
import { withMemoryLocalStorage } from './memory-storage.test-support';

withMemoryLocalStorage();

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
    expect(loadSavedWizard()).toMatchObject({ stepId: 'summary', draft: { registrationTier: tier.id } });
  });

  it('forgets a tier the edition does not offer and resumes at the choice of tier', () => {
    saveWizard(saved('vip', 'summary'));
    expect(loadSavedWizard()).toMatchObject({ stepId: 'tier', draft: { registrationTier: '' } });
  });

  it('keeps the registrant on the first step when that is where they were', () => {
    saveWizard(saved('vip', 'participant'));
    expect(loadSavedWizard()?.stepId).toBe('participant');
  });
});
