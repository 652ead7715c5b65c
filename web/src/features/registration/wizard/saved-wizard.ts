// The saved wizard read back (see draft-storage.ts), and the step it resumes at. Part of the
// validation chunk (wizard-validation.ts): loaded at once only when something was saved.
import { z } from '@domain/zod';
import { sponsorCodeLookupSchema } from '@domain/api/sponsor-codes';
import { IEEE_STATUSES } from '@domain/group-schema';
import { createInitialDraft, emptyStudent, initialParticipant } from '@domain/registration-draft';
import { stepsForTier, type StepId } from '@domain/steps';
import { isTierId, MIN_GROUP_STUDENTS, TIER_IDS } from '@domain/tiers';
import type { SavedWizard } from './draft-storage';
import { stepIssue } from './step-check';

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
    billingWanted: z.boolean().catch(false),
    billingName: z.string().catch(''),
    billingAddress: z.string().catch(''),
    billingStateCode: z.string().catch(''),
    billingGstin: z.string().catch(''),
    billingCountry: z.string().catch(''),
    billingSez: z.boolean().catch(false),
  }),
  stepId: z.enum(['participant', 'tier', 'ieee', 'papers', 'group', 'summary']).catch('participant'),
  ieeeCheckedNumber: z.string().nullable().catch(null),
  // The server checks the code again when the registration is submitted.
  sponsorCode: sponsorCodeLookupSchema.nullable().catch(null),
  clientRequestId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
});

/** The wizard as it was saved (draft-storage's savedWizardText), or null when it cannot be read. */
export function parseSavedWizard(text: string): SavedWizard | null {
  try {
    const parsed = savedSchema.safeParse(JSON.parse(text));
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
    // Corrupt: start afresh.
    return null;
  }
}

/** A saved wizard, and the step the registrant goes back to. */
export interface RestoredWizard {
  saved: SavedWizard;
  stepId: StepId;
}

/** The first step a restored draft still has to pass, at most the one the registrant was on. */
function resumeAt({ draft, stepId, ieeeCheckedNumber }: SavedWizard): StepId {
  const steps = stepsForTier(draft.registrationTier);
  for (const step of steps) {
    if (step.id === stepId) return stepId;
    if (stepIssue(step.id, draft)) return step.id;
    if (step.id === 'ieee' && draft.ieeeNumber.trim() !== ieeeCheckedNumber) return step.id;
  }
  return steps[0]?.id ?? 'participant';
}

/** The saved wizard (draft-storage's savedWizardText) and where it resumes, or null when it cannot be read. */
export function restoreWizard(text: string): RestoredWizard | null {
  const saved = parseSavedWizard(text);
  return saved && { saved, stepId: resumeAt(saved) };
}
