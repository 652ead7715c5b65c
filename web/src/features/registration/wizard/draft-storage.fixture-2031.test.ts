import { expect, it } from 'vitest';
import { createInitialDraft } from '@domain/registration-draft';
import { loadSavedWizard, saveWizard, type SavedWizard } from './draft-storage';
import { withMemoryLocalStorage } from './memory-storage.test-support';

withMemoryLocalStorage();

it('drops a tier of the catalogue that the fixture does not offer (industry, IEEE)', () => {
  const draft = { ...createInitialDraft(), registrationTier: 'industry-ieee' } as SavedWizard['draft'];
  saveWizard({ draft, stepId: 'ieee', ieeeCheckedNumber: null, clientRequestId: 'request-0001' });
  expect(loadSavedWizard()).toMatchObject({ stepId: 'tier', draft: { registrationTier: '' } });
});
