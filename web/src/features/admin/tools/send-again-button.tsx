import { useState } from 'react';
import { mailSentAgain } from '@domain/messages';
import { doneResponse } from '../shared/api-responses';
import type { ActionOutcome } from '../shared/action-message';
import { useAdminRequest } from '../shared/admin-request';
import { BusyButton } from '../../../components/form/busy-button';

/**
 * Asks for a failed mail to be sent again (state RETRY), one at a time: what the mail log and the
 * dashboard's failed mails share. `sending` is the mail under way, `outcome` what became of the
 * last request; `settled` runs after each, whatever its outcome (the list reads itself again).
 */
export function useSendAgain(settled: () => void) {
  const request = useAdminRequest();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [sending, setSending] = useState<string | null>(null);

  async function sendAgain(mail: { id: string; subject: string }) {
    setSending(mail.id);
    try {
      await request(`/api/admin/mail/${encodeURIComponent(mail.id)}/resend`, doneResponse, { json: {} });
      setOutcome({ text: mailSentAgain(mail.subject), failed: false });
    } catch (error) {
      setOutcome({ text: (error as Error).message, failed: true });
    } finally {
      setSending(null);
      settled();
    }
  }
  return { sending, outcome, sendAgain };
}

/** "Send again" for a mail that failed: one at a time, so a second click cannot queue it twice. */
export function SendAgainButton({
  subject,
  busy,
  sending,
  onSend,
}: {
  subject: string;
  /** Some mail is being sent again: every button waits. */
  busy: boolean;
  /** This mail is the one. */
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <BusyButton
      className="button button--secondary admin-button"
      busy={busy}
      aria-label={`Send again: ${subject}`}
      onClick={onSend}
    >
      {sending ? 'Sending…' : 'Send again'}
    </BusyButton>
  );
}
