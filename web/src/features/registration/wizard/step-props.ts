import type { RegistrationDraft } from '@domain/registration-draft';
import type { WizardValidation } from './load-wizard-validation';
import type { StepIssue } from './step-issue';
import type { SponsorCodeControl } from './use-sponsor-code';

export type DraftChange = (draft: RegistrationDraft) => RegistrationDraft;

/** What every step component receives from the wizard. */
export interface StepProps {
  draft: RegistrationDraft;
  update: (change: DraftChange) => void;
  /** The message Next last gave for this step, if any. */
  issue: StepIssue | null;
  /** Moves an IEEE tier whose membership was not found to its non-IEEE tier, and on (IEEE step). */
  switchToNonIeee?: () => void;
  /** IEEE's service could not check the number; the registration goes on with the certificate (summary). */
  ieeeToBeChecked?: boolean;
  /** The wizard's checks once they have arrived: always, on the steps only Next leads to. */
  validation: WizardValidation | null;
  /** The sponsor's code, entered on the summary; the tier step says whether a tier takes one. */
  sponsor: SponsorCodeControl;
}
