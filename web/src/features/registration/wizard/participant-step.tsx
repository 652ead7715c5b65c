import { MOBILE_HINT } from '@domain/messages';
import { COUNTRIES, GENDERS, TITLES } from '@domain/options';
import type { ParticipantDraft } from '@domain/registration-draft';
import { Field, SelectField, TextField } from '../../../components/form/field';
import { AlertRegion } from '../../../components/form/alert-region';
import { fieldMessage, isFlagged, stepMessage } from './step-issue';
import type { StepProps } from './step-props';

type TextKey = keyof ParticipantDraft;

interface TextSpec {
  key: TextKey;
  label: string;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  hint?: string;
  inputMode?: 'tel' | 'email' | 'text';
}

const NAME_FIELDS: TextSpec[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'organization', label: 'Organization', autoComplete: 'organization' },
  { key: 'nationalId', label: 'National ID', optional: true, autoComplete: 'off' },
];

const PLACE_FIELDS: TextSpec[] = [
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', optional: true, autoComplete: 'address-level1' },
];

const CONTACT_FIELDS: TextSpec[] = [
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  {
    key: 'mobile',
    label: 'Mobile',
    type: 'tel',
    autoComplete: 'tel',
    hint: `International format with country code, e.g. ${MOBILE_HINT}`,
  },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'verifyEmail', label: 'Re-enter email', type: 'email', autoComplete: 'email' },
];

/** Spec section 3's personal fields; national ID and state are optional. */
export function ParticipantStep({ draft, update, issue }: StepProps) {
  const set = (key: TextKey, value: string) => update((current) => ({ ...current, [key]: value }));
  const text = (spec: TextSpec) => (
    <TextField
      key={spec.key}
      label={spec.optional ? `${spec.label} (optional)` : spec.label}
      required={!spec.optional}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      hint={spec.hint}
      value={draft[spec.key]}
      onChange={(event) => set(spec.key, event.target.value)}
      error={fieldMessage(issue, spec.key)}
      invalid={isFlagged(issue, spec.key)}
    />
  );
  const select = (key: 'title' | 'country' | 'gender', label: string, options: readonly string[]) => (
    <SelectField
      label={label}
      required
      options={options}
      placeholder={`Select ${label.toLowerCase()}`}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={fieldMessage(issue, key)}
      invalid={isFlagged(issue, key)}
    />
  );
  return (
    <div className="wizard-grid">
      <AlertRegion message={stepMessage(issue)} className="wizard-grid__wide" />
      {select('title', 'Title', TITLES)}
      {NAME_FIELDS.map(text)}
      <Field
        label="Address"
        required
        className="wizard-grid__wide"
        error={fieldMessage(issue, 'address')}
        invalid={isFlagged(issue, 'address')}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={3}
            autoComplete="street-address"
            value={draft.address}
            onChange={(event) => set('address', event.target.value)}
          />
        )}
      </Field>
      {PLACE_FIELDS.map(text)}
      {select('country', 'Country', COUNTRIES)}
      {CONTACT_FIELDS.map(text)}
      {select('gender', 'Gender', GENDERS)}
    </div>
  );
}
