import { useEffect, useRef, useState } from 'react';
import { ADMIN_LOADING } from '@domain/messages';
import { certificatesIncomplete } from '@domain/admin-messages';
import { certificatesResponse, certificatesSentResponse } from '../shared/api-responses';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { certificatesButtonLabel, certificatesSentSentence, toSend } from './certificates-text';
import { formatDay } from '../shared/format';
import { useAdminRequest } from '../shared/admin-request';
import { useAdminQuery } from '../shared/use-admin-api';

/** Mails the certificates of participation once the conference is over. */
export function CertificatesControl() {
  const status = useAdminQuery('/api/admin/certificates', certificatesResponse);
  const request = useAdminRequest();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ sent: number; alreadySent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (result || failure) outcomeRef.current?.focus();
  }, [result, failure]);

  async function send() {
    setBusy(true);
    try {
      setResult(await request('/api/admin/certificates/send', certificatesSentResponse, { json: {} }));
      status.reload();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const data = status.status === 'ready' ? status.data : status.previous;
  const count = data ? toSend(data) : 0;
  const hintId = 'admin-certificates-hint';
  return (
    <section className="admin-certificates" aria-labelledby="admin-certificates-title">
      <h2 id="admin-certificates-title">Certificates of participation</h2>
      {status.status === 'loading' && !data && <p role="status">{ADMIN_LOADING}</p>}
      {status.status === 'error' && (
        <p role="alert" className="admin-error">
          The certificates could not be counted: {status.error.message}
        </p>
      )}
      {data && (
        <>
          <p id={hintId} className="admin-hint">
            {data.open
              ? `${data.eligible} ${data.eligible === 1 ? 'registration has' : 'registrations have'} someone checked in; ${data.alreadySent} already sent.`
              : `Certificates of participation can be sent from ${formatDay(data.opensOn)}, after the conference.`}
            {data.missing.length > 0 && ` ${certificatesIncomplete(data.missing)}`}
          </p>
          <button
            type="button"
            className="button admin-button"
            aria-describedby={hintId}
            disabled={!data.open || data.missing.length > 0 || count === 0 || busy}
            onClick={() => {
              setResult(null);
              setFailure(null);
              setConfirming(true);
            }}
          >
            {certificatesButtonLabel(count)}
          </button>
        </>
      )}
      {(result || failure) && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={failure ? 'alert' : 'status'}
          className={failure ? 'admin-error' : undefined}
        >
          {failure ?? (result && certificatesSentSentence(result))}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={`${certificatesButtonLabel(count)}?`}
        confirmLabel={`Yes, send ${count}`}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Each registration with someone checked in is e-mailed its certificates, once; those already sent are skipped.
        </p>
      </ConfirmDialog>
    </section>
  );
}
