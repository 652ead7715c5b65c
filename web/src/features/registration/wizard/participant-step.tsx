import { MOBILE_HINT } from '@domain/messages';
import { COUNTRIES, GENDERS, TITLES } from '@domain/options';
import type { ParticipantDraft } from '@domain/registration-draft';
import { Field, SelectField, TextField } from '../../../components/form/field';
import { PARTICIPANT_LABELS } from './field-names';
import { InvoiceToInstitution } from './invoice-to-institution';
import { fieldProps } from './step-issue';
import type { StepProps } from './step-props';

type TextKey = keyof ParticipantDraft;

interface TextSpec {
  key: TextKey;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

const NAME_FIELDS: TextSpec[] = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'organization', autoComplete: 'organization' },
  { key: 'nationalId', optional: true, autoComplete: 'off' },
];

const PLACE_FIELDS: TextSpec[] = [
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', optional: true, autoComplete: 'address-level1' },
];

const CONTACT_FIELDS: TextSpec[] = [
  { key: 'postcode', autoComplete: 'postal-code' },
  { key: 'mobile', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'verifyEmail', type: 'email', autoComplete: 'email' },
];

// docs/rules.md, "The pages": the hint names the international format; from India the domain also takes
// the 10 digits alone and adds +91.
const mobileHint = (country: string) =>
  `International format with country code, e.g. ${MOBILE_HINT}` +
  (country === 'India' ? '. From India, the 10-digit number alone will do.' : '');

/** The personal fields (docs/registration.md); national ID and state are optional. Then whom the invoice is to. */
export function ParticipantStep(props: StepProps) {
  const { draft, update, issue } = props;
  const set = (key: TextKey, value: string) => update((current) => ({ ...current, [key]: value }));
  const text = (spec: TextSpec) => (
    <TextField
      key={spec.key}
      label={spec.optional ? `${PARTICIPANT_LABELS[spec.key]} (optional)` : PARTICIPANT_LABELS[spec.key]}
      required={!spec.optional}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      hint={spec.key === 'mobile' ? mobileHint(draft.country) : undefined}
      value={draft[spec.key]}
      onChange={(event) => set(spec.key, event.target.value)}
      {...fieldProps(issue, spec.key)}
    />
  );
  const select = (key: 'title' | 'country' | 'gender', options: readonly string[]) => (
    <SelectField
      label={PARTICIPANT_LABELS[key]}
      required
      options={options}
      placeholder={`Select ${PARTICIPANT_LABELS[key].toLowerCase()}`}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      {...fieldProps(issue, key)}
    />
  );
  return (
    <div className="wizard-grid">
      {select('title', TITLES)}
      {NAME_FIELDS.map(text)}
      <Field
        label={PARTICIPANT_LABELS.address}
        required
        className="wizard-grid__wide"
        {...fieldProps(issue, 'address')}
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
      {select('country', COUNTRIES)}
      {CONTACT_FIELDS.map(text)}
      {select('gender', GENDERS)}
      <InvoiceToInstitution {...props} />
    </div>
  );
}
