import type { Step, StepId } from '@domain/steps';
import { ParticipantStep } from './participant-step';
import type { StepProps } from './step-props';

export const STEP_HEADINGS: Record<StepId, string> = {
  participant: 'Participant Details',
  tier: 'Registration Tier',
  ieee: 'IEEE Membership Verification',
  papers: 'Papers',
  group: 'Group Details',
  summary: 'Summary',
};

/**
 * The fields of the current step; each step is remounted on change, dropping its local state. The
 * first step's come with the page; the others with the wizard's checks (wizard-validation.ts),
 * which Next awaits before it leads to them, so they are always there when drawn.
 */
export function StepBody({ step, ...props }: StepProps & { step: Step }) {
  if (step.id === 'participant') return <ParticipantStep {...props} />;
  const { validation } = props;
  if (!validation) return null;
  switch (step.id) {
    case 'tier':
      return <validation.TierStep {...props} />;
    case 'ieee':
      return <validation.IeeeStep {...props} />;
    case 'papers':
      return <validation.PapersStep {...props} />;
    case 'group':
      return <validation.GroupStep {...props} />;
    case 'summary':
      return (
        <validation.SummaryStep
          draft={props.draft}
          ieeeToBeChecked={props.ieeeToBeChecked === true}
          validation={validation}
          sponsor={props.sponsor}
        />
      );
  }
}
