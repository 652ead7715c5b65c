import { describe, expect, it } from 'vitest';
import { createInitialDraft } from '@domain/registration-draft';
import { TIERS } from '@domain/tiers';
import { saveWizard, savedWizardText, type SavedWizard } from './draft-storage';
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
