import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { MAX_CODE_LENGTH } from '@domain/schema-helpers';
import { SPONSOR_PAYMENT_MAX_AGE_DAYS } from '@domain/admin-messages';
import { daysAfter, venueDate } from '@domain/venue-time';
import { now } from '../../../lib/clock';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { AdminRequestError, useAdminRequest } from '../shared/admin-request';
import { paymentBody, paymentFieldOf, type PaymentField, type PaymentValues } from './sponsor-form';
import { rupeesOf, type SponsorPaymentAnswer } from './sponsor-view';
import { sponsorPath, sponsorPaymentResponse } from './sponsors-api';

const EMPTY: PaymentValues = { reference: '', date: '' };

function PaymentInput({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  children: (described: string) => ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children([`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' '))}
      <p id={`${id}-hint`} className="admin-hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Verifying a sponsor's payment, confirmed in a dialog that names the organisation and what it
 * owes: the bank's reference and the day the money came in (none chosen for the administrator,
 * and none after today). The server verifies it and issues the tax invoice in one call; what it
 * refuses shows at its field, or under them.
 */
export function VerifySponsorPayment({
  sponsor,
  onClose,
}: {
  /** The sponsor whose payment is being verified; null while the dialog is closed. */
  sponsor: SponsorView | null;
  onClose: (answer: SponsorPaymentAnswer | null) => void;
}) {
  const id = useId();
  const request = useAdminRequest();
  const [values, setValues] = useState<PaymentValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<PaymentField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const referenceRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  // A dialog opened for another sponsor starts empty.
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((sponsor?.id ?? null) !== shownFor) {
    setShownFor(sponsor?.id ?? null);
    setValues(EMPTY);
    setProblems({});
    setFailure(null);
  }

  useEffect(() => {
    if (problems.reference) referenceRef.current?.focus();
    else if (problems.date) dateRef.current?.focus();
  }, [problems]);

  async function verify() {
    if (!sponsor) return;
    const checked = paymentBody(values);
    setFailure(null);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    setBusy(true);
    try {
      onClose(await request(`${sponsorPath(sponsor.id)}/payment`, sponsorPaymentResponse, { json: checked.body }));
    } catch (error) {
      const message = (error as Error).message;
      const field = error instanceof AdminRequestError && error.status === 400 ? paymentFieldOf(message) : null;
      if (field) setProblems({ [field]: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  const set = (field: PaymentField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const today = venueDate(now());

  return (
    <ConfirmDialog
      open={sponsor !== null}
      title={`Verify the payment of ${sponsor?.organisation.name ?? 'the sponsor'}?`}
      confirmLabel="Verify payment"
      busy={busy}
      onConfirm={() => void verify()}
      onCancel={() => onClose(null)}
    >
      {sponsor && (
        <p>
          {sponsor.organisation.name} owes <strong>{rupeesOf(sponsor.amountDuePaise)}</strong> with tax for the{' '}
          {sponsor.level} package. Check the bank statement for the payment before verifying it.
        </p>
      )}
      <PaymentInput
        id={`${id}-reference`}
        label="Bank reference"
        hint="The reference of the credit on the bank statement (UTR or transaction ID)."
        error={problems.reference ?? null}
      >
        {(described) => (
          <input
            ref={referenceRef}
            id={`${id}-reference`}
            value={values.reference}
            onChange={(event) => set('reference')(event.target.value)}
            maxLength={MAX_CODE_LENGTH}
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={problems.reference ? true : undefined}
            aria-describedby={described}
          />
        )}
      </PaymentInput>
      <PaymentInput
        id={`${id}-date`}
        label="Day received"
        hint="The day the payment reached the bank account, as the statement dates it; not after today, nor more than a year before."
        error={problems.date ?? null}
      >
        {(described) => (
          <input
            ref={dateRef}
            id={`${id}-date`}
            type="date"
            min={daysAfter(today, -SPONSOR_PAYMENT_MAX_AGE_DAYS)}
            max={today}
            value={values.date}
            onChange={(event) => set('date')(event.target.value)}
            required
            aria-invalid={problems.date ? true : undefined}
            aria-describedby={described}
          />
        )}
      </PaymentInput>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
