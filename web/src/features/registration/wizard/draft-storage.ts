// What the registrant typed survives a reload: the draft goes to localStorage on every change.
// Files cannot be stored there (they are the registrant's, and often megabytes), so they are
// left out and the page says so. What was saved is read back by saved-wizard.ts, with zod, which
// the page loads only when there is something to read.
//
// It is personal data on the registrant's device, kept for that purpose only (the privacy notice
// says so): removed when the registration is submitted or the registrant starts over, when the
// wizard finds registration closed, and when it is read DRAFT_KEPT_DAYS after it was last saved
// (the wizard saves what it restored as it opens, so that is when the form was last open).
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { CONFERENCE } from '@domain/conference';
import { DRAFT_KEPT_MS } from '@domain/limits';
import { now } from '../../../lib/clock';
import type { RegistrationDraft } from '@domain/registration-draft';
import type { StepId } from '@domain/steps';

// One draft per edition ("icei2025."): next year's wizard never resumes this year's draft.
export const STORAGE_KEY = `${CONFERENCE.shortName.toLowerCase()}${CONFERENCE.year}.registration-draft.v1`;

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

/** When the draft was last saved (milliseconds of the site's clock), stored beside it. */
const SAVED_AT = 'savedAt';

function storedText(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Whether a draft is stored, whatever its age: reason enough to start loading what reads it. */
export const hasSavedWizard = (): boolean => storedText() !== null;

/**
 * The saved wizard as stored, not yet read; null when there is none, when storage is disabled
 * (private mode), or when it was last saved more than DRAFT_KEPT_DAYS before `at` (the site's
 * clock: call it once the server's time is known), in which case it is removed. A draft stored
 * without that time (by a version of the site before it was recorded) is given
 * `at`, so that it too goes within the period.
 */
export function savedWizardText(at: Date = now()): string | null {
  const text = storedText();
  if (text === null) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    saved = null;
  }
  // Unreadable: saved-wizard.ts finds nothing to resume, and the next change replaces it.
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return text;
  const savedAt = (saved as Record<string, unknown>)[SAVED_AT];
  if (typeof savedAt !== 'number') {
    store(JSON.stringify({ ...saved, [SAVED_AT]: at.getTime() }));
    return text;
  }
  if (at.getTime() - savedAt > DRAFT_KEPT_MS) {
    clearSavedWizard();
    return null;
  }
  return text;
}

function store(text: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Full or disabled storage only loses the reload safety net, never the registration.
  }
}

/** Saves the wizard as of `at`, the time of the change (the site's clock). */
export function saveWizard(saved: SavedWizard, at: Date = now()): void {
  const { draft } = saved;
  const withoutFiles = {
    ...draft,
    ieeeCert: null,
    students: draft.students.map(({ idCard: _card, ieeeCert: _cert, ...student }) => student),
  };
  store(JSON.stringify({ [SAVED_AT]: at.getTime(), ...saved, draft: withoutFiles }));
}

export function clearSavedWizard(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
