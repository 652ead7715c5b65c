import { useEffect, useId, useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import {
  invoiceCorrectedSchema,
  invoiceCorrectionSchema,
  MAX_CORRECTION_REASON,
  type InvoiceCorrected,
} from '@domain/api/invoice-correction';
import type { BillingDetails } from '@domain/billing';
import { BillingFields, type BillingValues } from '../../../components/form/billing-fields';
import { billingValuesOf, checkBillingDetails, type BillingProblems } from '../../../components/form/billing-check';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { unwrapped } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import { correctionReasonKey, useKeptReason } from '../shared/kept-reason';
import { ReasonField } from '../shared/reason-field';

type Recipient = 'registrant' | 'institution';

/** What the correction came to, and which documents wait for the portal before the registrant has them. */
function correctedMessage(corrected: InvoiceCorrected): string {
  const { cancelled, creditNote, invoice, awaiting } = corrected;
  const waiting = [
    ...(awaiting.creditNote ? [`credit note ${creditNote.number}`] : []),
    ...(awaiting.invoice ? [`invoice ${invoice.number}`] : []),
  ];
  const done = `Credit note ${creditNote.number} cancels tax invoice ${cancelled}, and tax invoice ${invoice.number} replaces it.`;
  return waiting.length === 0
    ? `${done} The registrant is e-mailed both.`
    : `${done} Register ${waiting.join(' and ')} on the GST portal (Accounts, E-invoices): the registrant is e-mailed ${waiting.length > 1 ? 'each' : 'it'} once its IRN is imported.`;
}

const invoiceCorrectedResponse = unwrapped(invoiceCorrectedSchema);

/** The registrant's form says "your name"; here it is theirs. */
const ADDRESS_HINT =
  'The address its accounts office uses for invoices, with the PIN code. The registrant’s name is added as “Attn:”.';

/** The fields in the order the form shows them: the first with a problem takes the focus. */
const FIELD_ORDER = ['name', 'address', 'stateCode', 'country', 'gstin', 'sez'] as const;

/**
 * "Correct the recipient" of an issued tax invoice, loaded when the button is first pressed
 * (invoice-tools.tsx; decision 34): whom the new invoice names, the registrant or an institution
 * (its billing details, opened as on record), and what was wrong, printed on the credit note. The
 * dialog says what happens before anything does: a credit note cancels the invoice in full, a new
 * one is issued today and mailed, and the payment and passes stay as they are. Each field's
 * problem is said at it; the server's refusal in the dialog.
 */
export function InvoiceCorrectionDialog({
  record,
  open,
  onClose,
  onDone,
}: {
  record: AdminRegistration & { invoice: { number: string; date: string } };
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const request = useAdminRequest();
  const [recipient, setRecipient] = useState<Recipient>(record.billing ? 'institution' : 'registrant');
  const [values, setValues] = useState<BillingValues>(() => billingValuesOf(record.billing));
  const [problems, setProblems] = useState<BillingProblems>({});
  // Kept in the tab until sent: the correction needs a recent sign-in, and one the server ends
  // mid-way replaces the page with the sign-in form (kept-reason.ts).
  const kept = useKeptReason(correctionReasonKey(record.id));
  const reason = kept.value;
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;
  useEffect(() => {
    const field = FIELD_ORDER.find((name) => problems[name]);
    if (field) document.getElementById(`${id}-billing-${field}`)?.focus();
  }, [id, problems]);
  const number = record.invoice.number;

  async function correct() {
    let billing: BillingDetails | null = null;
    if (recipient === 'institution') {
      const checked = checkBillingDetails(values);
      setProblems(checked.ok ? {} : checked.problems);
      if (!checked.ok) return;
      billing = checked.billing;
    } else {
      setProblems({});
    }
    const parsed = invoiceCorrectionSchema.safeParse({ invoice: number, billing, reason });
    const reasonProblem = parsed.success
      ? null
      : (parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? null);
    setReasonError(reasonProblem);
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const corrected = await request(
        `/api/admin/registrations/${encodeURIComponent(record.id)}/invoice/correction`,
        invoiceCorrectedResponse,
        { json: parsed.data },
      );
      kept.discard();
      onDone(correctedMessage(corrected));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Correct the recipient of tax invoice ${number}?`}
      confirmLabel="Issue the corrected invoice"
      dismissLabel="Keep the invoice"
      busy={busy}
      onConfirm={() => void correct()}
      onCancel={onClose}
    >
      <p>
        A credit note cancels tax invoice {number} in full, and a new invoice, numbered next and dated today, names the
        recipient below. {registrant} is e-mailed about both (a document made out to a GSTIN once the GST portal has
        registered it). The payment, the entry passes and the acknowledgement do not change. Neither document can be
        taken back.
      </p>
      <fieldset className="admin-choice">
        <legend>Made out to</legend>
        <label>
          <input
            type="radio"
            name={`${id}-recipient`}
            checked={recipient === 'registrant'}
            onChange={() => setRecipient('registrant')}
          />{' '}
          {registrant}, as the registration gives them
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-recipient`}
            checked={recipient === 'institution'}
            onChange={() => setRecipient('institution')}
          />{' '}
          An institution (its billing details)
        </label>
      </fieldset>
      {recipient === 'institution' && (
        <BillingFields
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          fieldProps={(field) => ({ controlId: `${id}-billing-${field}`, error: problems[field] ?? null })}
          words={{ hints: { address: ADDRESS_HINT } }}
        />
      )}
      <ReasonField
        label="What was wrong (printed on the credit note)"
        value={reason}
        onChange={kept.change}
        error={reasonError}
        rows={2}
        maxLength={MAX_CORRECTION_REASON}
      />
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
