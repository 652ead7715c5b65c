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
    <button
      type="button"
      className="button button--secondary admin-button"
      disabled={busy}
      aria-label={`Send again: ${subject}`}
      onClick={onSend}
    >
      {sending ? 'Sending…' : 'Send again'}
    </button>
  );
}
