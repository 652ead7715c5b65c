import { useState } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { SPONSOR_WITHDRAWAL_REASON_REQUIRED } from '@domain/admin-messages';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { ReasonField } from '../shared/reason-field';
import { useAdminRequest } from '../shared/admin-request';
import { rupeesOf } from './sponsor-view';
import { withdrawalEffectOnCodes } from './sponsor-codes-text';
import { sponsorPath, sponsorResponse } from './sponsors-api';

/**
 * Taking back a sponsor's verified payment found not to be one (a transfer that bounced, a payment
 * put against the wrong sponsor), confirmed in a dialog with the reason: the server cancels its
 * tax invoice with a credit note in the same step, and the payment can be verified again.
 */
export function WithdrawSponsorPayment({
  sponsor,
  onClose,
}: {
  /** The sponsor whose payment is being withdrawn; null while the dialog is closed. */
  sponsor: SponsorView | null;
  onClose: (withdrawn: SponsorView | null) => void;
}) {
  const request = useAdminRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A dialog opened for another sponsor starts empty.
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((sponsor?.id ?? null) !== shownFor) {
    setShownFor(sponsor?.id ?? null);
    setReason('');
    setError(null);
  }

  async function withdraw() {
    if (!sponsor) return;
    // Said before sending, in the server's own sentence: a withdrawal says why.
    if (reason.trim() === '') return setError(SPONSOR_WITHDRAWAL_REASON_REQUIRED);
    setBusy(true);
    setError(null);
    try {
      const answer = await request(`${sponsorPath(sponsor.id)}/payment/withdrawal`, sponsorResponse, {
        json: { reason },
      });
      onClose(answer.sponsor);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={sponsor !== null}
      title={`Withdraw the payment of ${sponsor?.organisation.name ?? 'the sponsor'}?`}
      confirmLabel="Withdraw payment"
      destructive
      busy={busy}
      onConfirm={() => void withdraw()}
      onCancel={() => onClose(null)}
    >
      {sponsor && (
        <p>
          The payment of {rupeesOf(sponsor.amountDuePaise)} ({sponsor.payment?.reference ?? ''}) is no longer counted as
          received.
          {sponsor.invoice
            ? ` Tax invoice ${sponsor.invoice.number} is cancelled by a credit note for its whole amount.`
            : ''}{' '}
          The payment can be verified again afterwards, which issues a new invoice.
        </p>
      )}
      {sponsor && withdrawalEffectOnCodes(sponsor.codes).map((sentence) => <p key={sentence}>{sentence}</p>)}
      <ReasonField label="Why is the payment withdrawn?" value={reason} onChange={setReason} error={error} />
    </ConfirmDialog>
  );
}
