import { BILLING_DRAFT_FIELDS } from '@domain/registration-draft';
import { fieldProps } from './step-issue';
import type { StepProps } from './step-props';

/**
 * "Invoice to my institution", below the participant's details: ticked, the institution's name,
 * address, state and GSTIN, which the tax invoice is then made out to. Unticked, what was typed
 * stays in the draft but is not sent.
 */
export function InvoiceToInstitution({ draft, update, issue, validation }: StepProps) {
  // The fields come with the wizard's checks (their state list and the schema that checks them),
  // which the first touch of the form starts loading: by the time the box is ticked they are here.
  const BillingFields = validation?.BillingFields;
  return (
    <fieldset className="wizard-fieldset wizard-grid__wide billing">
      <legend className="student__legend">Tax invoice</legend>
      <div className="field field--check">
        <label className="check">
          <input
            type="checkbox"
            aria-controls="wizard-billing-fields"
            checked={draft.billingWanted}
            onChange={(event) => update((current) => ({ ...current, billingWanted: event.target.checked }))}
          />{' '}
          Invoice to my institution
        </label>
        <p className="field__hint">
          The GST tax invoice is made out to you unless your institution pays: tick this to have it made out to the
          institution, with its GSTIN if it has one.
        </p>
      </div>
      <div id="wizard-billing-fields" className="wizard-grid" hidden={!draft.billingWanted}>
        {draft.billingWanted && BillingFields && (
          <BillingFields
            values={{
              name: draft.billingName,
              address: draft.billingAddress,
              stateCode: draft.billingStateCode,
              gstin: draft.billingGstin,
              country: draft.billingCountry,
              sez: draft.billingSez,
            }}
            onChange={(field, value) => update((current) => ({ ...current, [BILLING_DRAFT_FIELDS[field]]: value }))}
            fieldProps={(field) => fieldProps(issue, BILLING_DRAFT_FIELDS[field])}
          />
        )}
      </div>
    </fieldset>
  );
}
