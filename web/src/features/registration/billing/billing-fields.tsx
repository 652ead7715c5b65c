import { GST_STATE_OPTIONS } from '@domain/gstin';
import { Field, SelectField, TextField } from '../../../components/form/field';
import { BILLING_FIELD_LABELS, type BillingField } from './billing-labels';

export type BillingValues = Record<BillingField, string>;

/** What a field takes from its form's check: its control's id, its message, whether it announces it. */
export interface BillingFieldProps {
  controlId: string;
  error: string | null;
  announce?: boolean;
}

interface BillingFieldsProps {
  values: BillingValues;
  onChange: (field: BillingField, value: string) => void;
  fieldProps: (field: BillingField) => BillingFieldProps;
}

const HINTS: Record<BillingField, string> = {
  name: 'As the tax invoice should name it: the institution’s registered name.',
  address: 'The address its accounts office uses for invoices, with the PIN code. Your name is added as “Attn:”.',
  stateCode: 'The state of the billing address: the tax on the invoice depends on it.',
  gstin:
    'Optional. The institution’s 15-character GST number, if it has one; its first two digits are the state’s code.',
};

/**
 * The institution a tax invoice is made out to: name, address, state (from the GST portal's
 * list) and GSTIN, each labelled, with its hint and its message from the domain's billing schema.
 */
export function BillingFields({ values, onChange, fieldProps }: BillingFieldsProps) {
  return (
    <>
      <TextField
        label={BILLING_FIELD_LABELS.name}
        required
        className="wizard-grid__wide"
        autoComplete="organization"
        hint={HINTS.name}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        {...fieldProps('name')}
      />
      <Field
        label={BILLING_FIELD_LABELS.address}
        required
        className="wizard-grid__wide"
        hint={HINTS.address}
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
        options={GST_STATE_OPTIONS}
        placeholder="Select state or union territory"
        hint={HINTS.stateCode}
        value={values.stateCode}
        onChange={(event) => onChange('stateCode', event.target.value)}
        {...fieldProps('stateCode')}
      />
      <TextField
        label={`${BILLING_FIELD_LABELS.gstin} (optional)`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={HINTS.gstin}
        value={values.gstin}
        onChange={(event) => onChange('gstin', event.target.value)}
        {...fieldProps('gstin')}
      />
    </>
  );
}
