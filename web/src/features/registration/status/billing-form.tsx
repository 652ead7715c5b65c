import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusField } from '../../../components/form/focus-field';
import { countryName } from '@domain/countries';
import { GST_STATES } from '@domain/gstin';
import { AlertRegion } from '../../../components/form/alert-region';
import { BillingFields, type BillingValues } from '../../../components/form/billing-fields';
import { billingValuesOf, checkBillingDetails } from '../../../components/form/billing-check';
import type { BillingField } from '../../../components/form/billing-labels';
import { saveBillingDetails, type PublicBilling } from './billing-api';
import type { RegistrationView } from './registration-view';
import { BusyButton } from '../../../components/form/busy-button';

type Problems = Partial<Record<BillingField, string>>;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const recipientLine = (billing: PublicBilling) =>
  [
    billing.name,
    billing.country ? countryName(billing.country) : (GST_STATES[billing.stateCode] ?? billing.stateCode),
    billing.gstin && `GSTIN ${billing.gstin}`,
    billing.sez && 'an SEZ unit',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Part of the status page's services chunk (status-services.ts), which a lookup has loaded before
 * any record is shown: it brings zod for the billing schema. Until the tax invoice is issued, whom it will be made out to, and a form to add, correct or
 * remove the institution to invoice; checked with the domain's billing schema, and a refusal (an
 * invoice issued meanwhile) said as the server says it.
 */
export function BillingForm({ record }: { record: RegistrationView }) {
  const [billing, setBilling] = useState<PublicBilling | null>(record.billing ?? null);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<BillingValues>(() => billingValuesOf(record.billing ?? null));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  // Where the focus goes once the section has redrawn: into the form just opened, to a field it
  // refused, or back to the button that opens it (the form it was in is gone).
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'form' | 'problem' | 'toggle' | null>(null);
  useEffect(() => {
    const where = focusNext.current;
    focusNext.current = null;
    if (where === 'form') form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    if (where === 'problem') focusField(form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
    if (where === 'toggle') toggle.current?.focus();
  }, [editing, problems, billing]);

  const send = async (removing: boolean) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      let details = null;
      if (!removing) {
        const checked = checkBillingDetails(values);
        if (!checked.ok) focusNext.current = 'problem';
        setProblems(checked.ok ? {} : checked.problems);
        if (!checked.ok) return;
        details = checked.billing;
      }
      const saved = await saveBillingDetails(record.id, details);
      if (!saved.ok) {
        setOutcome({ tone: 'error', text: saved.message });
        return;
      }
      focusNext.current = 'toggle';
      setBilling(saved.value);
      setEditing(false);
      setValues(billingValuesOf(saved.value));
      setOutcome({ tone: 'success', text: saved.value ? 'Billing details saved.' : 'Billing details removed.' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <section className="status-billing" aria-labelledby="status-billing-title">
      <h3 id="status-billing-title">Billing details for your tax invoice</h3>
      <p data-testid="billing-current">
        {billing
          ? `Your tax invoice will be made out to ${recipientLine(billing)}, for your attention.`
          : 'Your tax invoice will be made out to you. If your institution pays, it can be made out to the institution instead.'}{' '}
        This can be changed until the invoice is issued.
      </p>
      {editing ? (
        <form ref={form} noValidate onSubmit={submit} className="status-billing__form">
          <BillingFields
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            fieldProps={(field) => ({ controlId: `billing-${field}`, error: problems[field] ?? null })}
          />
          <div className="status-inline-action">
            <BusyButton busy={busy} type="submit" className="button">
              {busy ? 'Saving...' : 'Save billing details'}
            </BusyButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                focusNext.current = 'toggle';
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="status-inline-action">
          <button
            ref={toggle}
            type="button"
            className="button button--secondary"
            onClick={() => {
              // Each opening starts from what is on record, not from an earlier opening's edits.
              focusNext.current = 'form';
              setValues(billingValuesOf(billing));
              setProblems({});
              setEditing(true);
            }}
          >
            {billing ? 'Correct billing details' : 'Invoice to my institution'}
          </button>
          {billing && (
            <BusyButton busy={busy} className="button button--secondary" onClick={() => void send(true)}>
              Remove billing details
            </BusyButton>
          )}
        </div>
      )}
      <AlertRegion tone={outcome?.tone ?? 'error'} message={outcome?.text ?? null} />
    </section>
  );
}
