import { describe, expect, it } from 'vitest';
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { createInitialDraft } from '@domain/registration-draft';
import { saveWizard, savedWizardText, type SavedWizard } from './draft-storage';
import { withMemoryLocalStorage } from './memory-storage.test-support';
import { parseSavedWizard } from './saved-wizard';

withMemoryLocalStorage();

const code: SponsorCodeLookup = {
  code: '7K3M-Q9TX-2B4R-HW8C',
  kind: 'sponsor-rate',
  organisation: 'Kaveri Instruments',
  level: 'Gold',
  amount: 5900,
};

const saved = (sponsorCode?: SponsorCodeLookup | null): SavedWizard => ({
  draft: { ...createInitialDraft(), registrationTier: 'industry-non-ieee' },
  stepId: 'summary',
  ieeeCheckedNumber: null,
  clientRequestId: 'request-0001',
  ...(sponsorCode === undefined ? {} : { sponsorCode }),
});

const reload = () => parseSavedWizard(savedWizardText() ?? '');

describe('a sponsor’s code in the saved wizard', () => {
  it('comes back after a reload with what it makes of the registration', () => {
    saveWizard(saved(code));
    expect(reload()?.sponsorCode).toEqual(code);
  });

  it('is none when none was applied, when a draft saved before codes existed is read, or when it is unreadable', () => {
    saveWizard(saved(null));
    expect(reload()?.sponsorCode).toBeNull();
    saveWizard(saved());
    expect(reload()?.sponsorCode).toBeNull();
    const text = JSON.stringify({ ...saved(), sponsorCode: { ...code, kind: 'free' } });
    const read = parseSavedWizard(text);
    expect(read?.sponsorCode).toBeNull();
    // The rest of the draft is kept.
    expect(read?.draft.registrationTier).toBe('industry-non-ieee');
  });
});
