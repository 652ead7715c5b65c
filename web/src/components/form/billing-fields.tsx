import { useMemo } from 'react';
import { foreignCountryOptions } from '@domain/countries';
import { GST_STATE_OPTIONS, OUTSIDE_INDIA } from '@domain/gstin';
import { Field, SelectField, TextField } from './field';
import { BILLING_FIELD_LABELS, type BillingField } from './billing-labels';

/** The fields as typed: text, and whether the institution is an SEZ unit or developer. */
export type BillingValues = Record<Exclude<BillingField, 'sez'>, string> & { sez: boolean };

/** "Outside India" after the states: the invoice then names a country and no GSTIN. */
const PLACE_OPTIONS = [...GST_STATE_OPTIONS, { value: OUTSIDE_INDIA, label: 'Outside India' }];

/** What a field takes from its form's check: its control's id, its message, whether it announces it. */
export interface BillingFieldProps {
  controlId: string;
  error: string | null;
  announce?: boolean;
}

interface BillingFieldsProps {
  values: BillingValues;
  onChange: <F extends BillingField>(field: F, value: BillingValues[F]) => void;
  fieldProps: (field: BillingField) => BillingFieldProps;
  /** Another party's words (a sponsor's organisation): the name's label and hints that differ. */
  words?: { name?: string; hints?: Partial<Record<BillingField, string>> };
}

const HINTS: Record<BillingField, string> = {
  name: 'As the tax invoice should name it: the institution’s registered name.',
  address: 'The address its accounts office uses for invoices, with the PIN code. Your name is added as “Attn:”.',
  stateCode: 'The state of the billing address, or “Outside India”: the tax on the invoice depends on it.',
  gstin:
    'Optional. The institution’s 15-character GST number, if it has one; its first two digits are the state’s code.',
  country: 'The country of the billing address.',
  sez: 'Tick only for a unit or developer in a Special Economic Zone, with its GSTIN: its invoice is zero-rated.',
};

/**
 * The institution a tax invoice is made out to: name, address, state (from the GST portal's
 * list) and GSTIN, or a country outside India; and whether it is an SEZ unit. Each labelled, with
 * its hint and its message from the domain's billing schema.
 */
export function BillingFields({ values, onChange, fieldProps, words }: BillingFieldsProps) {
  const hints = { ...HINTS, ...words?.hints };
  const abroad = values.stateCode === OUTSIDE_INDIA;
  const countries = useMemo(() => (abroad ? foreignCountryOptions() : []), [abroad]);
  return (
    <>
      <TextField
        label={words?.name ?? BILLING_FIELD_LABELS.name}
        required
        className="wizard-grid__wide"
        autoComplete="organization"
        hint={hints.name}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        {...fieldProps('name')}
      />
      <Field
        label={BILLING_FIELD_LABELS.address}
        required
        className="wizard-grid__wide"
        hint={hints.address}
        {...fieldProps('address')}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={3}
            autoComplete="off"
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
          />
        )}
      </Field>
      <SelectField
        label={BILLING_FIELD_LABELS.stateCode}
        required
        options={PLACE_OPTIONS}
        placeholder="Select state or union territory"
        hint={hints.stateCode}
        value={values.stateCode}
        onChange={(event) => onChange('stateCode', event.target.value)}
        {...fieldProps('stateCode')}
      />
      {abroad ? (
        <SelectField
          label={BILLING_FIELD_LABELS.country}
          required
          options={countries}
          placeholder="Select country"
          autoComplete="country"
          hint={hints.country}
          value={values.country}
          onChange={(event) => onChange('country', event.target.value)}
          {...fieldProps('country')}
        />
      ) : (
        <>
          <TextField
            label={`${BILLING_FIELD_LABELS.gstin} (optional)`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={hints.gstin}
            value={values.gstin}
            onChange={(event) => onChange('gstin', event.target.value)}
            {...fieldProps('gstin')}
          />
          <SezCheck
            hint={hints.sez}
            checked={values.sez}
            onChange={(checked) => onChange('sez', checked)}
            {...fieldProps('sez')}
          />
        </>
      )}
    </>
  );
}

/** The SEZ box: a checkbox in its label, its hint and its message tied to it. */
function SezCheck({
  hint,
  checked,
  onChange,
  controlId,
  error,
  announce = true,
}: BillingFieldProps & { hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <div className="field field--check wizard-grid__wide">
      <label className="check">
        <input
          type="checkbox"
          id={controlId}
          checked={checked}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {BILLING_FIELD_LABELS.sez}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <p className="field__error" id={errorId} role={announce ? 'alert' : undefined}>
        {error || null}
      </p>
    </div>
  );
}
