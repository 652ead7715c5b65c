// What the registrant typed survives a reload: the draft goes to localStorage on every change.
// Files cannot be stored there (they are the registrant's, and often megabytes), so they are
// left out and the page says so. What was saved is read back by saved-wizard.ts, with zod, which
// the page loads only when there is something to read.
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { CONFERENCE } from '@domain/conference';
import type { RegistrationDraft } from '@domain/registration-draft';
import type { StepId } from '@domain/steps';

// One draft per edition ("icei2025."): next year's wizard never resumes this year's draft.
const STORAGE_KEY = `${CONFERENCE.shortName.toLowerCase()}${CONFERENCE.year}.registration-draft.v1`;

export interface SavedWizard {
  draft: RegistrationDraft;
  stepId: StepId;
  /** The registrant's own IEEE number last reported Active, so going back and forth asks once. */
  ieeeCheckedNumber: string | null;
  clientRequestId: string;
  /** The sponsor's code the lookup accepted, with what it makes of the registration; absent when none. */
  sponsorCode?: SponsorCodeLookup | null;
}

export function newClientRequestId(): string {
  return crypto.randomUUID();
}

/** The saved wizard as stored, not yet read; null when there is none or storage is disabled (private mode). */
export function savedWizardText(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function saveWizard(saved: SavedWizard): void {
  const { draft } = saved;
  const withoutFiles = {
    ...draft,
    ieeeCert: null,
    students: draft.students.map(({ idCard: _card, ieeeCert: _cert, ...student }) => student),
  };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, draft: withoutFiles }));
  } catch {
    // Full or disabled storage only loses the reload safety net, never the registration.
  }
}

export function clearSavedWizard(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
