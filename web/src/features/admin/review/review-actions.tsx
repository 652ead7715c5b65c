import { useEffect, useId, useState } from 'react';
import {
  BALANCE_RECEIVED_INVALID,
  IEEE_CHECK_BEFORE_VERIFYING,
  REJECTION_REASON_REQUIRED,
  VERIFY_PAYMENT_FAILED,
} from '@domain/messages';
import { amountReceivedOf, balanceOf, dueRoseSinceProof } from '@domain/balance';
import { proofBeforeAmountRose } from '@domain/messages';
import { formatInr } from '@domain/pricing';
import type { AdminRegistration } from '@domain/api/admin-record';
import { paymentVerifiedResponse } from '../shared/api-responses';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { formatDateTime } from '../shared/format';
import { AdminApiError, useAdminApi } from '../shared/use-admin-api';
import { useKeptReason } from '../shared/kept-reason';
import { ReasonField } from '../shared/reason-field';
import { TextInput } from '../shared/text-input';

type Dialog = 'none' | 'verify' | 'reject';

/**
 * Verify Payment and Reject proof, each confirmed in a dialog. After either, the page reloads
 * the record, so its new state and audit entry show at once (with `done` announced). A rejected
 * proof leaves nothing to act on until the registrant sends a new one: the state says so plainly.
 *
 * A failure is the page's to say (`onFailed`): the record is reloaded after it, and these
 * buttons are gone if it is verified after all (another administrator, or an answer lost on the
 * way back), taking with them anything said here. A rejection refused for its reason or amount is
 * said at that field; one that got no answer, in its dialog, which stays open with the reason.
 */
export function ReviewActions({
  record,
  onChanged,
  onFailed,
}: {
  record: AdminRegistration;
  onChanged: (done: string | null) => void;
  onFailed: (text: string) => void;
}) {
  const api = useAdminApi();
  const id = useId();
  const [dialog, setDialog] = useState<Dialog>('none');
  const [busy, setBusy] = useState(false);
  // A rejection that got no answer (or a server error): said in its dialog, the reason kept.
  const [rejectFailure, setRejectFailure] = useState<string | null>(null);
  // Kept in the tab until sent: a sign-in the server ends mid-rejection does not lose it.
  const kept = useKeptReason(`reject:${record.id}`);
  const reason = kept.value;
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A transfer short of the amount due: the rejection asks the registrant for the balance only.
  const [askBalance, setAskBalance] = useState(false);
  const [received, setReceived] = useState('');
  const [receivedError, setReceivedError] = useState<string | null>(null);

  const underReview = record.reviewStatus === 'proof-under-verification';
  // The amount due rose after the proof was sent: it proves what was due then, not now.
  const rose = underReview ? dueRoseSinceProof(record) : null;
  // The amount due depends on an IEEE membership still to be checked (ieee-membership-check.tsx).
  const canVerify = underReview && record.ieeeMembershipToCheck !== true && rose === null;
  const path = encodeURIComponent(record.id);
  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;
  const proof = record.paymentProofs.at(-1);

  async function verify() {
    setBusy(true);
    try {
      const { alreadyVerified } = await api.postForJson(
        `/api/verify/verify-registration/${path}`,
        paymentVerifiedResponse,
      );
      setDialog('none');
      onChanged(
        alreadyVerified
          ? `Already verified by ${alreadyVerified.by}${alreadyVerified.at ? ` on ${formatDateTime(alreadyVerified.at)}` : ''}: nothing more was done, and no second mail was sent.`
          : 'Payment verified. The registrant is sent the confirmation.',
      );
    } catch (error) {
      setDialog('none');
      onFailed(`${VERIFY_PAYMENT_FAILED}: ${(error as Error).message}`);
      onChanged(null); // the record may have changed meanwhile: show its current state
    } finally {
      setBusy(false);
    }
  }

  async function reject() {
    // "3,000" or "1,20,000", as amounts are written here: the commas are only grouping.
    const digits = received.replace(/[\s,]/g, '');
    const receivedRupees = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
    const amountWrong = askBalance && !(receivedRupees > 0);
    setReasonError(reason.trim() === '' ? REJECTION_REASON_REQUIRED : null);
    setReceivedError(amountWrong ? BALANCE_RECEIVED_INVALID : null);
    setRejectFailure(null);
    if (reason.trim() === '' || amountWrong) return;
    setBusy(true);
    try {
      await api.postJson(`/api/verify/reject-payment/${path}`, {
        reason: reason.trim(),
        ...(askBalance ? { received: receivedRupees } : {}),
      });
      setDialog('none');
      kept.discard();
      setReceived('');
      setAskBalance(false);
      onChanged(
        askBalance
          ? 'Proof rejected and the balance asked for. The registrant is sent the reason and the balance to pay.'
          : 'Proof rejected. The registrant is sent the reason and may upload a new proof.',
      );
    } catch (error) {
      const { message } = error as Error;
      const status = error instanceof AdminApiError ? error.status : 0;
      if (status === 400) {
        // The server's word on the amount (more than is due, say) belongs beside the amount.
        if (askBalance && /amount received/i.test(message)) setReceivedError(message);
        else setReasonError(message);
      } else if (status === 0 || status >= 500) {
        setRejectFailure(`The proof was not rejected: ${message}`);
      } else {
        // The record changed meanwhile (verified by another administrator, say): its state now.
        setDialog('none');
        onFailed(`The proof was not rejected: ${message}`);
        onChanged(null);
      }
    } finally {
      setBusy(false);
    }
  }

  // A reason kept for a proof no longer under review (rejected or verified since) has nothing to go to.
  const { discard } = kept;
  useEffect(() => {
    if (!underReview) discard();
  }, [underReview, discard]);

  // Nothing to review once verified, nor once cancelled (the Cancellation region says so).
  if (record.reviewStatus === 'payment-verified' || record.reviewStatus === 'cancelled') return null;

  return (
    <div className="admin-review">
      {record.reviewStatus === 'proof-rejected' ? (
        <RejectedState record={record} />
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button admin-button"
            disabled={!canVerify}
            aria-describedby={canVerify ? undefined : `${id}-why`}
            onClick={() => setDialog('verify')}
          >
            Verify Payment
          </button>
          {underReview && (
            <button
              type="button"
              className="button button--secondary admin-button"
              onClick={() => {
                setReasonError(null);
                setRejectFailure(null);
                // What the proof shows was paid, counted received: the registrant is asked for the rest.
                if (rose && received === '') {
                  setAskBalance(true);
                  setReceived(formatInr(rose.then).replace('₹', ''));
                }
                setDialog('reject');
              }}
            >
              Reject proof
            </button>
          )}
        </div>
      )}
      {underReview && kept.fromBefore && dialog === 'none' && (
        <p role="status" className="admin-hint">
          A rejection you were writing was not sent. Its reason is kept: choose Reject proof to send it.
        </p>
      )}
      {!underReview && record.reviewStatus !== 'proof-rejected' && (
        <p id={`${id}-why`} className="admin-hint">
          There is no payment proof to verify yet.
        </p>
      )}
      {underReview && !canVerify && (
        <p id={`${id}-why`} className="admin-hint">
          {record.ieeeMembershipToCheck === true
            ? IEEE_CHECK_BEFORE_VERIFYING
            : rose && proofBeforeAmountRose(formatInr(rose.then), formatInr(rose.now), formatInr(rose.rest))}
        </p>
      )}

      <ConfirmDialog
        open={dialog === 'verify'}
        title="Verify this payment?"
        confirmLabel="Yes, verify payment"
        busy={busy}
        onConfirm={() => void verify()}
        onCancel={() => setDialog('none')}
      >
        <p>
          {record.firstName} {record.lastName} ({record.id}) owes{' '}
          {amountReceivedOf(record) > 0
            ? `the balance of ${formatInr(balanceOf(record))} (${formatInr(amountReceivedOf(record))} of ${formatInr(record.totalAmount)} received earlier)`
            : formatInr(record.totalAmount)}
          ; the proof gives the payment reference <strong>{record.paymentReferenceId ?? '(none)'}</strong>.
        </p>
        <p>The registrant will be e-mailed that the payment is verified.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'reject'}
        title={`Reject the payment proof of ${registrant} (${record.id})?`}
        confirmLabel="Reject payment proof"
        destructive
        busy={busy}
        onConfirm={() => void reject()}
        onCancel={() => setDialog('none')}
      >
        {proof && (
          <p>
            Reference <strong>{proof.paymentReferenceId}</strong>, uploaded {formatDateTime(proof.uploadedAt)}, for{' '}
            {formatInr(record.totalAmount)} due.
          </p>
        )}
        <p>{registrant} is e-mailed the reason and can upload a new proof.</p>
        <ReasonField
          label="Reason (sent to the registrant)"
          value={reason}
          onChange={kept.change}
          error={reasonError}
        />
        <div className="admin-field admin-field--check">
          <input
            id={`${id}-ask-balance`}
            type="checkbox"
            checked={askBalance}
            onChange={(event) => {
              setAskBalance(event.target.checked);
              setReceivedError(null);
            }}
          />
          <label htmlFor={`${id}-ask-balance`}>The transfer fell short: ask for the balance</label>
        </div>
        {askBalance && (
          <TextInput
            label="Amount received in all (₹)"
            value={received}
            onChange={setReceived}
            inputMode="numeric"
            required
            hint={`The registrant is asked to pay the rest of the ${formatInr(record.totalAmount)} due, and to upload its receipt.`}
            error={receivedError}
          />
        )}
        {rejectFailure && (
          <p role="alert" className="admin-error">
            {rejectFailure}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** After a rejection or a withdrawn verification: when, why, and that the next move is the registrant's. */
function RejectedState({ record }: { record: AdminRegistration }) {
  const rejection = record.rejection;
  return (
    <div className="admin-review__state status-proof-rejected" data-testid="rejected-state">
      <p>
        <strong>
          {rejection?.withdrawnVerification ? 'Payment verification withdrawn' : 'Proof rejected'}
          {rejection ? ` on ${formatDateTime(rejection.at)}` : ''}
        </strong>{' '}
        — waiting for a new proof from the registrant.
      </p>
      {rejection && (
        <p>
          Reason sent to the registrant: “{rejection.reason}” ({rejection.by})
        </p>
      )}
    </div>
  );
}
