import { useEffect, useRef } from 'react';
import type { DeliveryState } from '@domain/api/mail-log';
import { sentTo, UNSETTLED_STATES } from '@domain/mail-health';
import { mailLogResponse } from '../shared/api-responses';
import { DELIVERY_STATE_LABELS } from './delivery-labels';
import { useAdminQuery } from '../shared/use-admin-api';
import { formatDateTime } from '../shared/format';
import { SendAgainButton, useSendAgain } from './send-again-button';
import { ActionMessage } from '../shared/action-message';
import '../shared/tools.css';

const UNSETTLED: readonly DeliveryState[] = UNSETTLED_STATES;
const POLL_MS = 2000;
// About two minutes: a mail the sender has not touched by then will not move while we watch.
const MAX_POLLS = 60;

/**
 * Every mail queued for the registration with the delivery state the mail sender recorded, and
 * "Send again" for a failed one to the address the registration has now (`email`: one sent to an
 * address corrected since is not sent there again). Reloads when the record changes (a verification queues a mail)
 * and, while a mail is still on its way, every two seconds for a while; "Refresh" reads it again.
 */
export function MailLog({
  registrationId,
  email,
  version,
}: {
  registrationId: string;
  email: string;
  version: number;
}) {
  const log = useAdminQuery(`/api/admin/registrations/${encodeURIComponent(registrationId)}/mail`, mailLogResponse);
  const polls = useRef(0);
  const { reload } = log;
  const { sending, outcome, sendAgain } = useSendAgain(() => {
    polls.current = 0;
    reload();
  });
  const mails = log.status === 'ready' ? log.data : log.previous;
  const unsettled = mails?.some((mail) => UNSETTLED.includes(mail.state)) ?? false;

  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return; // the first load is the query's own
    shownVersion.current = version;
    polls.current = 0;
    reload();
  }, [reload, version]);
  useEffect(() => {
    if (!unsettled || polls.current >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [unsettled, reload, mails]);

  return (
    <section className="admin-wide" aria-labelledby="admin-mail-title">
      <div className="admin-tools__mail-head">
        <h3 id="admin-mail-title">Mail</h3>
        <button
          type="button"
          className="button button--secondary admin-button"
          onClick={() => {
            polls.current = 0;
            reload();
          }}
        >
          Refresh the mail log
        </button>
      </div>
      {log.status === 'error' && (
        <p role="alert" className="admin-error">
          The mail log could not be loaded: {log.error.message}
        </p>
      )}
      <ActionMessage outcome={outcome} />
      {!mails ? (
        log.status === 'loading' && <p role="status">Loading the mail log…</p>
      ) : mails.length === 0 ? (
        <p>No mail was queued for this registration.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} aria-labelledby="admin-mail-title">
          <table className="table admin-tools__table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Queued</th>
                <th scope="col">Delivery</th>
                <th scope="col">Attempts</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} data-mail-id={mail.id}>
                  <th scope="row">{mail.subject}</th>
                  <td>{mail.to}</td>
                  <td>{mail.queuedAt ? formatDateTime(mail.queuedAt) : ''}</td>
                  <td>
                    <span className={`admin-badge admin-tools__delivery-${mail.state.toLowerCase()}`}>
                      {DELIVERY_STATE_LABELS[mail.state]}
                    </span>
                    {mail.error && <span className="admin-tools__mail-error">{mail.error}</span>}
                    {mail.lastAttemptAt && (
                      <span className="admin-hint">Last attempt {formatDateTime(mail.lastAttemptAt)}</span>
                    )}
                  </td>
                  <td className="admin-number">{mail.attempts}</td>
                  <td>
                    {mail.state === 'ERROR' &&
                      (sentTo(mail, email) ? (
                        <SendAgainButton
                          subject={mail.subject}
                          busy={sending !== null}
                          sending={sending === mail.id}
                          onSend={() => void sendAgain(mail)}
                        />
                      ) : (
                        <span className="admin-hint">To an address the registration no longer has</span>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
