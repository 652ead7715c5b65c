import type { Step, StepId } from '@domain/steps';
import { GroupStep } from './group-step';
import { IeeeStep } from './ieee-step';
import { PapersStep } from './papers-step';
import { ParticipantStep } from './participant-step';
import type { StepProps } from './step-props';
import { SummaryStep } from './summary-step';
import { TierStep } from './tier-step';

export const STEP_HEADINGS: Record<StepId, string> = {
  participant: 'Participant Details',
  tier: 'Registration Tier',
  ieee: 'IEEE Membership Verification',
  papers: 'Papers',
  group: 'Group Details',
  summary: 'Summary',
};

/** The fields of the current step; each step is remounted on change, dropping its local state. */
export function StepBody({ step, ...props }: StepProps & { step: Step }) {
  switch (step.id) {
    case 'participant':
      return <ParticipantStep {...props} />;
    case 'tier':
      return <TierStep {...props} />;
    case 'ieee':
      return <IeeeStep {...props} />;
    case 'papers':
      return <PapersStep {...props} />;
    case 'group':
      return <GroupStep {...props} />;
    case 'summary':
      return (
        <SummaryStep
          draft={props.draft}
          ieeeToBeChecked={props.ieeeToBeChecked === true}
          validation={props.validation}
          sponsor={props.sponsor}
        />
      );
  }
}
