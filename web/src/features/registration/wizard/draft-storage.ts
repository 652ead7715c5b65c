// What the registrant typed survives a reload: the draft goes to localStorage on every change.
// Files cannot be stored there (they are the registrant's, and often megabytes), so they are
// left out and the page says so.
import { z } from 'zod';
import { CONFERENCE } from '@domain/conference';
import { IEEE_STATUSES } from '@domain/group-schema';
import {
  createInitialDraft,
  emptyStudent,
  initialParticipant,
  type RegistrationDraft,
} from '@domain/registration-draft';
import type { StepId } from '@domain/steps';
import { isTierId, MIN_GROUP_STUDENTS, TIER_IDS } from '@domain/tiers';

// One draft per edition ("icei2025."): next year's wizard never resumes this year's draft.
const STORAGE_KEY = `${CONFERENCE.shortName.toLowerCase()}${CONFERENCE.year}.registration-draft.v1`;

export interface SavedWizard {
  draft: RegistrationDraft;
  stepId: StepId;
  /** The registrant's own IEEE number last reported Active, so going back and forth asks once. */
  ieeeCheckedNumber: string | null;
  clientRequestId: string;
}

const participantShape = Object.fromEntries(
  Object.keys(initialParticipant()).map((key) => [key, z.string().catch('')]),
) as Record<keyof ReturnType<typeof initialParticipant>, z.ZodCatch<z.ZodString>>;

// A count typed out of range is kept as typed (its message shows on Next); JSON turns NaN into null.
const count = (fallback: number) => z.number().catch(fallback);
const initial = createInitialDraft();

const savedSchema = z.object({
  draft: z.object({
    ...participantShape,
    // A tier this edition no longer offers is forgotten: the registrant chooses again.
    registrationTier: z.enum(TIER_IDS).refine(isTierId).or(z.literal('')).catch(''),
    ieeeNumber: z.string().catch(''),
    numPapers: count(initial.numPapers),
    paperIds: z.array(z.string()).catch(initial.paperIds),
    instituteName: z.string().catch(''),
    numStudents: count(initial.numStudents),
    students: z
      .array(
        z.object({
          name: z.string().catch(''),
          idNumber: z.string().catch(''),
          hasIeee: z.boolean().catch(false),
          ieeeNumber: z.string().catch(''),
          // A check still running when the page went away never answered.
          ieeeStatus: z
            .enum(IEEE_STATUSES)
            .catch('none')
            .transform((status) => (status === 'validating' ? 'unvalidated' : status)),
        }),
      )
      .catch([]),
  }),
  stepId: z.enum(['participant', 'tier', 'ieee', 'papers', 'group', 'summary']).catch('participant'),
  ieeeCheckedNumber: z.string().nullable().catch(null),
  clientRequestId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
});

export function newClientRequestId(): string {
  return crypto.randomUUID();
}

export function loadSavedWizard(): SavedWizard | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { draft, ...rest } = parsed.data;
    // Without a tier (one this edition no longer offers was dropped above) only the first two
    // steps make sense: the registrant resumes at the choice of tier.
    const stepId = draft.registrationTier === '' && rest.stepId !== 'participant' ? 'tier' : rest.stepId;
    return {
      ...rest,
      stepId,
      draft: {
        ...draft,
        ieeeCert: null,
        // The group always shows at least the minimum number of students.
        students: Array.from({ length: Math.max(draft.students.length, MIN_GROUP_STUDENTS) }, (_, index) => ({
          ...emptyStudent(),
          ...draft.students[index],
        })),
      },
    };
  } catch {
    // Storage disabled (private mode) or corrupt: start afresh.
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
