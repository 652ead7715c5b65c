import { expect, it } from 'vitest';
import { createInitialDraft } from '@domain/registration-draft';
import { saveWizard, savedWizardText, type SavedWizard } from './draft-storage';
import { withMemoryLocalStorage } from './memory-storage.test-support';
import { restoreWizard } from './saved-wizard';

withMemoryLocalStorage();

// What the wizard resumes with after a reload.
const reload = () => restoreWizard(savedWizardText() ?? '');

it('drops a tier of the catalogue that the fixture does not offer (industry, IEEE)', () => {
  const draft = { ...createInitialDraft(), registrationTier: 'industry-ieee' } as SavedWizard['draft'];
  saveWizard({ draft, stepId: 'ieee', ieeeCheckedNumber: null, clientRequestId: 'request-0001' });
  expect(reload()?.saved).toMatchObject({ stepId: 'tier', draft: { registrationTier: '' } });
});
