import { useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { formatPaise, paiseOfRupees } from '@domain/gst';
import { venueDate } from '@domain/venue-time';
import { now } from '../../../lib/clock';
import {
  approvalBody,
  approvalFieldsToKeep,
  declineBody,
  keptApprovalFields,
  paiseOfRupeesText,
  rupeesText,
  type ApprovalFields,
  type DecisionBody,
} from './cancellation-form';
import type { AdminCancellation } from './cancellation-review';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { cancellationApprovalKey, cancellationDeclineKey, useKeptReason } from '../shared/kept-reason';
import { ReasonField } from '../shared/reason-field';
import { TextInput } from '../shared/text-input';
import { useAdminApi } from '../shared/use-admin-api';
import { useSubmission } from '../shared/reason-action';

/** Closes a dialog: with what to announce once the decision is made, or null when cancelled. */
type OnClose = (done: string | null) => void;

const registrantOf = (record: AdminRegistration) => `${record.title} ${record.firstName} ${record.lastName}`;

/**
 * Sends a decision; a refusal stays in the dialog, said as the server says it. (The API's schema
 * of a decision is not checked here first: its messages would join every page's first script.)
 */
function useDecision(record: AdminRegistration) {
  const api = useAdminApi();
  const { busy, error: failure, setError: setFailure, submit } = useSubmission();
  const send = (body: DecisionBody): Promise<boolean> =>
    submit(async () => {
      await api.postJson(`/api/admin/registrations/${encodeURIComponent(record.id)}/cancellation`, body);
    });
  return { busy, failure, setFailure, send };
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="admin-error">
      {message}
    </p>
  ) : null;
}

/**
 * Approving a request to cancel: on a paid registration, the refund (prefilled with what the
 * policy gives), why it differs when it does, and the bank's reference and day of the transfer
 * when money goes back; on an unpaid one, only the note. The registrant is e-mailed.
 */
export function ApproveCancellationDialog({
  open,
  record,
  cancellation,
  paid,
  onClose,
}: {
  open: boolean;
  record: AdminRegistration;
  cancellation: AdminCancellation;
  paid: boolean;
  onClose: OnClose;
}) {
  const { busy, failure, setFailure, send } = useDecision(record);
  const due = cancellation.dueAmountPaise;
  const [opened] = useState<ApprovalFields>(() => ({
    refund: due === null ? '' : rupeesText(due),
    reason: '',
    bankReference: '',
    date: venueDate(now()),
    note: '',
  }));
  // Kept in the tab until sent: the approval needs a recent sign-in, and the sign-in form that
  // replaces the page when the server asks for one would otherwise take what was typed with it.
  const kept = useKeptReason(cancellationApprovalKey(record.id));
  const [fields, setFields] = useState<ApprovalFields>(() => ({ ...opened, ...keptApprovalFields(kept.value) }));
  const [amountError, setAmountError] = useState<string | null>(null);
  const set = (field: keyof ApprovalFields) => (value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    kept.change(approvalFieldsToKeep(next, opened));
  };
  const amount = paiseOfRupeesText(fields.refund);
  const refunding = amount === null || amount > 0;

  async function approve() {
    const body = approvalBody(fields, paid);
    setAmountError(body.ok ? null : body.message);
    if (!body.ok) return;
    if (!(await send(body.body))) return;
    kept.discard();
    onClose('Cancellation approved. The registrant is e-mailed; the entry passes no longer work.');
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Cancel the registration of ${registrantOf(record)} (${record.id})?`}
      confirmLabel="Approve cancellation"
      dismissLabel="Keep the registration"
      destructive
      busy={busy}
      onConfirm={() => void approve()}
      onCancel={() => {
        setFailure(null);
        onClose(null);
      }}
    >
      <p>
        {paid
          ? `Paid ₹${formatPaise(paiseOfRupees(record.pricing.total))}. The entry passes stop working, the refund is recorded with a credit note for it against the tax invoice (if one was issued), and the registrant is e-mailed.`
          : 'Not paid: the registration is closed and the registrant is e-mailed.'}
      </p>
      <p>
        <strong>This cannot be undone:</strong> the registration stays cancelled, and its e-mail address cannot register
        again.
      </p>
      {paid && (
        <>
          <TextInput
            label="Refund (₹)"
            inputMode="decimal"
            required
            value={fields.refund}
            onChange={set('refund')}
            hint={due === null ? 'No refund policy: decide the amount.' : `Due under the policy: ₹${formatPaise(due)}.`}
            error={amountError}
          />
          <ReasonField
            // Without a policy every amount is a decision, and says why.
            label={due === null ? 'Reason for this amount' : 'Reason for a different amount'}
            rows={2}
            required={due === null || amount !== due}
            value={fields.reason}
            onChange={set('reason')}
            error={null}
          />
          <TextInput
            label="Bank reference"
            required={refunding}
            value={fields.bankReference}
            onChange={set('bankReference')}
          />
          <TextInput
            label="Date of the refund"
            type="date"
            required={refunding}
            value={fields.date}
            onChange={set('date')}
          />
        </>
      )}
      <ReasonField
        label="Note to the registrant (optional)"
        rows={3}
        required={false}
        value={fields.note}
        onChange={set('note')}
        error={null}
      />
      <Failure message={failure} />
    </ConfirmDialog>
  );
}

/** Declining a request to cancel, with a note to the registrant, who keeps the registration and may ask again. */
export function DeclineCancellationDialog({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record: AdminRegistration;
  onClose: OnClose;
}) {
  const { busy, failure, setFailure, send } = useDecision(record);
  // Kept in the tab until sent, as the approval's fields are.
  const note = useKeptReason(cancellationDeclineKey(record.id));

  async function decline() {
    if (!(await send(declineBody(note.value)))) return;
    note.discard();
    onClose('Request to cancel declined. The registrant is e-mailed, with the note if one was given.');
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Decline the request of ${registrantOf(record)} (${record.id}) to cancel?`}
      confirmLabel="Decline request"
      busy={busy}
      onConfirm={() => void decline()}
      onCancel={() => {
        setFailure(null);
        onClose(null);
      }}
    >
      <p>The registration stays as it is; the registrant may ask again.</p>
      <ReasonField
        label="Note to the registrant (optional)"
        required={false}
        value={note.value}
        onChange={note.change}
        error={null}
      />
      <Failure message={failure} />
    </ConfirmDialog>
  );
}
