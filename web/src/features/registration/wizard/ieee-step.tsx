import { MAX_UPLOAD_MB } from '@domain/limits';
import { useState } from 'react';
import { certificateProblem } from '@domain/uploads';
import { FileField } from '../../../components/form/file-input';
import { TextField } from '../../../components/form/field';
import { fieldMessage } from './step-issue';
import type { StepProps } from './step-props';

export const CERTIFICATE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The registrant's own IEEE number (checked with IEEE on Next) and membership certificate. */
export function IeeeStep({ draft, update, issue }: StepProps) {
  const [refused, setRefused] = useState<string | null>(null);
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
        error={fieldMessage(issue, 'ieeeNumber')}
      />
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
