import { MAX_PAPERS, MIN_PAPERS } from '@domain/tiers';
import { withPaperCount } from '@domain/registration-draft';
import { TextField } from '../../../components/form/field';
import { fieldProps, isFlagged } from './step-issue';
import { withTypedCount } from './typed-count';
import type { StepProps } from './step-props';

/** Number of papers (at least 1) and one required Paper ID field per paper. */
export function PapersStep({ draft, update, issue }: StepProps) {
  return (
    <div>
      <TextField
        label="Number of papers"
        required
        type="number"
        inputMode="numeric"
        min={MIN_PAPERS}
        max={MAX_PAPERS}
        step={1}
        value={Number.isNaN(draft.numPapers) ? '' : draft.numPapers}
        onChange={(event) =>
          update((current) =>
            withTypedCount(current, 'numPapers', event.target.valueAsNumber, MIN_PAPERS, MAX_PAPERS, withPaperCount),
          )
        }
        {...fieldProps(issue, 'numPapers')}
        hint="The fee is charged per paper."
      />
      <fieldset className="wizard-fieldset">
        <legend className="field__label">Paper IDs</legend>
        {draft.paperIds.map((paperId, index) => (
          <TextField
            key={index}
            label={`Paper ID ${index + 1}`}
            required
            autoComplete="off"
            value={paperId}
            onChange={(event) =>
              update((current) => ({
                ...current,
                paperIds: current.paperIds.map((id, at) => (at === index ? event.target.value : id)),
              }))
            }
            {...fieldProps(issue, `paperIds.${index}`)}
            // A message about the list as a whole (said above the step) is about each of its fields.
            invalid={isFlagged(issue, 'paperIds')}
          />
        ))}
      </fieldset>
    </div>
  );
}
