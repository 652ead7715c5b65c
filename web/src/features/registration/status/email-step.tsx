import { COMPLIMENTARY_NOTHING_TO_PAY, PAYMENTS_CLOSED } from '@domain/messages';
import { AlertRegion } from '../../../components/form/alert-region';
import { useRegistrationWindow } from '../../../lib/use-registration-window';
import { WindowNotice } from '../window-notice';
import { isComplimentary, type RegistrationView } from './registration-view';
import { useMailingRequest } from './use-mailing-request';
import { BusyButton } from '../../../components/form/busy-button';
import { MistypedAddress } from '../mistyped-address';

/**
 * Step 2: the e-mail check, and a new link for whoever lost the first (the server limits how
 * often). After the payment deadline an address can no longer be verified, nor a link sent. A
 * complimentary registration is complete once its address is verified: there is no payment to go on to.
 */
export function EmailStep({ record }: { record: RegistrationView }) {
  const { state: resend, send } = useMailingRequest(({ resendVerification }) => resendVerification(record.id));
  const paymentsOpen = useRegistrationWindow()?.paymentsOpen;

  if (record.verified) {
    return <p>Your e-mail address {record.email} is verified.</p>;
  }
  if (paymentsOpen === false) return <WindowNotice level="h3" message={PAYMENTS_CLOSED} />;

  return (
    <>
      <p>
        We sent an e-mail with a verification link to <strong>{record.email}</strong>. Press the link in it to{' '}
        {isComplimentary(record) ? 'complete your registration' : 'continue to payment'}, then press Next here or reload
        this page.
      </p>
      {isComplimentary(record) && <p>{COMPLIMENTARY_NOTHING_TO_PAY}</p>}
      <p>No e-mail? Look in your spam folder, or have it sent again.</p>
      <div className="status-inline-action">
        <BusyButton busy={resend.kind === 'sending'} className="button button--secondary" onClick={send}>
          {resend.kind === 'sending' ? 'Sending...' : 'Send the verification e-mail again'}
        </BusyButton>
        <AlertRegion
          tone={resend.kind === 'sent' ? 'success' : 'error'}
          message={
            resend.kind === 'sent'
              ? `A new verification e-mail is on its way to ${record.email}. Only the link in the newest e-mail works.`
              : resend.kind === 'failed'
                ? resend.message
                : null
          }
        />
      </div>
      <MistypedAddress />
    </>
  );
}
