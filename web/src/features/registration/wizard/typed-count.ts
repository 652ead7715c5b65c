import type { RegistrationDraft } from '@domain/registration-draft';

/**
 * A count as the registrant types it. Within its limits the domain resizes the lists; outside
 * them (0, empty, too many) the typed value is kept as it is so that Next shows the spec's
 * message, while the lists keep their last valid length and nothing typed into them is lost.
 */
export function withTypedCount(
  draft: RegistrationDraft,
  key: 'numPapers' | 'numStudents',
  typed: number,
  min: number,
  max: number,
  resize: (draft: RegistrationDraft, count: number) => RegistrationDraft,
): RegistrationDraft {
  if (Number.isInteger(typed) && typed >= min && typed <= max) return resize(draft, typed);
  return { ...draft, [key]: typed };
}
