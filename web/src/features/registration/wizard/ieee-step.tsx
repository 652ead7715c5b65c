import { MAX_UPLOAD_MB } from '@domain/limits';
import { useId, useState } from 'react';
import {
  IEEE_INACTIVE,
  IEEE_INACTIVE_NEXT_STEP,
  IEEE_NUMBER_FORMAT,
  IEEE_UNAVAILABLE,
  IEEE_UNAVAILABLE_NEXT_STEP,
} from '@domain/messages';
import { formatInr, unitPrice } from '@domain/pricing';
import { nonIeeeTierFor } from '@domain/tiers';
import { certificateProblem } from '@domain/uploads';
import { FileField } from '../../../components/form/file-input';
import { now } from '../../../lib/clock';
import { TextField } from '../../../components/form/field';
import { fieldMessage } from './step-issue';
import type { StepProps } from './step-props';

export const CERTIFICATE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The registrant's own IEEE number (checked with IEEE on Next) and membership certificate. */
export function IeeeStep({ draft, update, issue, switchToNonIeee }: StepProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const priceId = useId();
  const numberMessage = fieldMessage(issue, 'ieeeNumber');
  // A number IEEE does not know as active gets the spec's message, then what to do about it; so does
  // one that cannot be a membership number (letters, spaces inside), saying why. IEEE out of reach
  // gets the spec's message, then the certificate's way forward.
  const inactive = numberMessage === IEEE_INACTIVE;
  const notDigits = numberMessage === IEEE_NUMBER_FORMAT;
  const errorNext = notDigits
    ? IEEE_NUMBER_FORMAT
    : inactive
      ? IEEE_INACTIVE_NEXT_STEP
      : numberMessage === IEEE_UNAVAILABLE
        ? IEEE_UNAVAILABLE_NEXT_STEP
        : null;
  const target = inactive && switchToNonIeee ? nonIeeeTierFor(draft.registrationTier) : null;
  return (
    <div>
      <TextField
        label="IEEE Member Number"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Digits only, as on your membership card. It is checked with IEEE when you press Next."
        value={draft.ieeeNumber}
        onChange={(event) => update((current) => ({ ...current, ieeeNumber: event.target.value }))}
        error={notDigits ? IEEE_INACTIVE : numberMessage}
        errorNext={errorNext}
      />
      {target && (
        <div className="ieee-switch">
          <p id={priceId} className="ieee-switch__price">
            Non-IEEE rate today: {formatInr(unitPrice(target.id, now()))}
            {target.kind === 'author' ? ' per paper' : ''}.
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={priceId}
            onClick={switchToNonIeee}
          >
            Switch to {target.label}
          </button>
        </div>
      )}
      <FileField
        label="IEEE membership certificate (optional)"
        hint={`PDF, PNG or JPEG, up to ${MAX_UPLOAD_MB} MB.`}
        accept={CERTIFICATE_ACCEPT}
        file={draft.ieeeCert as File | null}
        error={refused ?? fieldMessage(issue, 'ieeeCert')}
        onFile={(file) => {
          const problem = file && certificateProblem(file);
          setRefused(problem || null);
          if (problem) return false;
          update((current) => ({ ...current, ieeeCert: file }));
        }}
      />
    </div>
  );
}
