import { useId, useState } from 'react';
import { emailCorrectedSchema, type EmailCorrected } from '@domain/api/email-correction';
import type { RecordDialogProps } from '../shared/dialog-on-demand';
import { TextField } from '../../../components/form/field';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { unwrapped } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import { useSubmission } from '../shared/reason-action';

const emailCorrectedResponse = unwrapped(emailCorrectedSchema);

/** What the correction came to: where mail goes now, what was sent there, and what stopped working. */
function correctedMessage({ email, mailed, linksRevoked, passesRenewed, mailsWithdrawn }: EmailCorrected): string {
  const sent =
    mailed === 'verification-link'
      ? 'A new verification link was sent to it; the one sent before no longer works.'
      : passesRenewed > 0
        ? `A new link to the registration and ${passesRenewed === 1 ? 'a new entry pass were' : `${passesRenewed} new entry passes were`} sent to it; the passes sent to the old address no longer open.`
        : 'A new link to the registration was sent to it.';
  const revoked =
    linksRevoked > 0
      ? ` ${linksRevoked === 1 ? 'The link' : `The ${linksRevoked} links`} to the registration sent to the old address no longer ${linksRevoked === 1 ? 'works' : 'work'}.`
      : '';
  const withdrawn =
    mailsWithdrawn > 0
      ? ` ${mailsWithdrawn === 1 ? 'A mail' : `${mailsWithdrawn} mails`} not yet sent to the old address ${mailsWithdrawn === 1 ? 'was' : 'were'} withdrawn.`
      : '';
  return `E-mail address saved: ${email}. ${sent}${revoked}${withdrawn}`;
}

/**
 * "Correct the e-mail address", loaded when its button is first pressed (correct-email.tsx): the
 * address the registration was made with, for one mistyped at registration. The server checks the
 * address as the wizard does, refuses one another registration was made with, and asks for a
 * sign-in of the last 5 minutes; the audit trail keeps the old address.
 */
export function CorrectEmailDialog({ record, open, onClose, onDone }: RecordDialogProps) {
  const id = useId();
  const request = useAdminRequest();
  const { busy, error, submit } = useSubmission();
  const [email, setEmail] = useState('');
  const unverified = record.reviewStatus === 'email-unverified';
  const paid = record.reviewStatus === 'payment-verified';

  async function save() {
    await submit(async () => {
      const corrected = await request(
        `/api/admin/registrations/${encodeURIComponent(record.id)}/email`,
        emailCorrectedResponse,
        { json: { email } },
      );
      onDone(correctedMessage(corrected));
    });
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Correct the e-mail address of ${record.id}?`}
      confirmLabel="Save the address"
      dismissLabel="Keep it as it is"
      busy={busy}
      onConfirm={() => void save()}
      onCancel={onClose}
    >
      <p>
        For an address mistyped at registration, once you know the request comes from the registrant. It is now{' '}
        <strong>{record.email}</strong>. Mail goes to the new address from now on, and the links to the registration
        sent to the old one stop working.{' '}
        {unverified
          ? 'The new address is sent a new verification link.'
          : paid
            ? 'The new address is sent a new link to the registration and new entry passes; the passes sent to the old one stop opening.'
            : 'The new address is sent a new link to the registration.'}
      </p>
      <TextField
        label="New e-mail address"
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        controlId={`${id}-email`}
      />
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
