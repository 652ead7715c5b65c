import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { canSendAgain } from '@domain/mail-health';
import { ADMIN_LOADING } from '@domain/messages';
import {
  MAIL_PROBLEMS_NONE,
  mailProblemsCounted,
  mailProblemsListed,
  mailProblemsNotLoaded,
} from '@domain/admin-messages';
import { mailProblemsResponse } from '../shared/api-responses';
import { DELIVERY_STATE_LABELS } from './delivery-labels';
import { formatDateTime } from '../shared/format';
import { SendAgainButton, useSendAgain } from './send-again-button';
import { ActionMessage } from '../shared/action-message';
import { useAdminQuery } from '../shared/use-admin-api';
import '../shared/tools.css';

/**
 * The mails of the last day that failed for good or are stuck, newest first: to whom, what, how
 * far each got and what the server answered, with "Send again" for a failed one and the way to its
 * registration's mail log. Read again on "Refresh" and whenever `version` changes (a test mail
 * above has just come to an end).
 */
export function MailProblems({ version }: { version: number }) {
  const problems = useAdminQuery('/api/admin/mail/problems', mailProblemsResponse);
  const { reload } = problems;
  const { sending, outcome, sendAgain } = useSendAgain(reload);
  const data = problems.status === 'ready' ? problems.data : problems.previous;

  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return; // the first load is the query's own
    shownVersion.current = version;
    reload();
  }, [reload, version]);

  return (
    <div className="admin-mail-problems">
      <div className="admin-tools__mail-head">
        <h3 id="admin-mail-problems-title">Failed or stuck in the last day</h3>
        <button type="button" className="button button--secondary admin-button" onClick={reload}>
          Refresh the failed and stuck mails
        </button>
      </div>
      {problems.status === 'error' && (
        <p role="alert" className="admin-error">
          {mailProblemsNotLoaded(problems.error.message)}
        </p>
      )}
      <ActionMessage outcome={outcome} />
      {!data ? (
        problems.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>
      ) : data.failed + data.stuck === 0 ? (
        <p>{MAIL_PROBLEMS_NONE}</p>
      ) : (
        <>
          <p>
            {mailProblemsCounted(data.failed, data.stuck)}
            {data.mails.length < data.failed + data.stuck && ` ${mailProblemsListed(data.mails.length)}`}
          </p>
          <div className="table-scroll" tabIndex={0} aria-labelledby="admin-mail-problems-title">
            <table className="table admin-tools__table">
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">The server&apos;s answer</th>
                  <th scope="col">Registration</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.mails.map((mail) => (
                  <tr key={mail.id} data-mail-id={mail.id}>
                    <th scope="row">{mail.subject || '(no subject)'}</th>
                    <td>{mail.to}</td>
                    <td>{mail.queuedAt ? formatDateTime(mail.queuedAt) : ''}</td>
                    <td>
                      <span className={`admin-badge admin-tools__delivery-${mail.state.toLowerCase()}`}>
                        {mail.problem === 'stuck' ? `Stuck: ${DELIVERY_STATE_LABELS[mail.state]}` : 'Failed'}
                      </span>
                      {mail.lastAttemptAt && (
                        <span className="admin-hint">Last attempt {formatDateTime(mail.lastAttemptAt)}</span>
                      )}
                      {mail.retryAt && <span className="admin-hint">Next attempt {formatDateTime(mail.retryAt)}</span>}
                    </td>
                    <td className="admin-number">{mail.attempts}</td>
                    <td className="admin-mail-problems__reason">{mail.error ?? 'None yet'}</td>
                    <td>
                      {mail.registrationId ? (
                        <Link
                          to={`/verify/registration/${encodeURIComponent(mail.registrationId)}`}
                          aria-label={`Mail log of ${mail.registrationId}`}
                        >
                          {mail.registrationId}
                        </Link>
                      ) : (
                        'Test mail'
                      )}
                    </td>
                    <td>
                      {canSendAgain(mail) && (
                        <SendAgainButton
                          subject={mail.subject}
                          busy={sending !== null}
                          sending={sending === mail.id}
                          onSend={() => void sendAgain(mail)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
