import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_LOAD_FAILED, ADMIN_LOADING } from '@domain/messages';
import { REVIEW_STATUS_LABELS } from '@domain/review-status';
import { registrationResponse } from '../shared/api-responses';
import { AccessHistory } from './access-history';
import { AuditTrail } from './audit-trail';
import { CancellationReview } from './cancellation-review';
import { CancellationRequest } from './cancellation-request';
import { EraseRegistration } from './erase-registration';
import { RegistrationFields } from './registration-fields';
import { CorrectName } from './correct-name';
import { CorrectEmail } from './correct-email';
import { IeeeMembershipSection } from './ieee-membership-section';
import { ReviewActions } from './review-actions';
import { StoredFiles } from './stored-files';
import { MailLog } from '../tools/mail-log';
import { VerificationTools } from './verification-tools';
import { TaxDocuments } from '../money/tax-documents';
import { useAdminQuery } from '../shared/use-admin-api';
import { ActionMessage, type ActionOutcome } from '../shared/action-message';
import { listAddress } from '../shared/list-position';

/**
 * The spec's /verify/registration/{id}: the whole registration as stored, its files and audit
 * trail, and the review actions. Rendered only inside the admin layout, for administrators.
 */
export function VerifyRegistrationPage() {
  const { id = '' } = useParams();
  const record = useAdminQuery(`/api/registrations/${encodeURIComponent(id)}`, registrationResponse);
  // What the last action came to, one message for the page: a newer one replaces it, so a
  // verification withdrawn is never shown beside the "verified" that came before.
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [erasedId, setErasedId] = useState<string | null>(null);
  // Whether the erased registration had a verified payment: only then is anything of it kept.
  const [erasedPaid, setErasedPaid] = useState(false);
  const erasedRef = useRef<HTMLParagraphElement>(null);
  // The button that acted is gone once the record is erased: focus goes to what happened instead.
  useEffect(() => {
    if (erasedId) erasedRef.current?.focus();
  }, [erasedId]);
  const done = (text: string | undefined | null) => {
    if (text) setOutcome({ text, failed: false });
    record.reload();
  };

  if (erasedId === id) {
    return (
      <div className="admin-record">
        <p role="status" className="admin-announcement" ref={erasedRef} tabIndex={-1}>
          {id} was erased.{' '}
          {erasedPaid
            ? 'Only its payment’s amount, dates and references are kept, for the accounts.'
            : 'Nothing of it is kept but the record of its erasure: when, by whom and why.'}
        </p>
        <p>
          <Link to={listAddress()}>Back to the registrations</Link>
        </p>
      </div>
    );
  }
  // A reload keeps the shown record until the new one arrives; another id starts from "Loading...".
  if (record.status === 'loading') return <p role="status">{ADMIN_LOADING}</p>;
  if (record.status === 'error') {
    return (
      <div role="alert" className="admin-error">
        <p>{ADMIN_LOAD_FAILED}</p>
        <p>{record.error.message}</p>
      </div>
    );
  }
  const data = record.data;

  return (
    <article className="admin-record" aria-labelledby="admin-record-title">
      <header className="admin-record__header">
        <p>
          <Link to={listAddress()}>Back to the registrations</Link>
        </p>
        <h2 id="admin-record-title">
          {data.title} {data.firstName} {data.lastName} <span className="admin-record__id">{data.id}</span>
        </h2>
        <p>
          Status:{' '}
          <strong className={`admin-badge status-${data.reviewStatus}`} data-testid="review-status">
            {REVIEW_STATUS_LABELS[data.reviewStatus]}
          </strong>
        </p>
        {data.sponsorCode && (
          <p>
            {data.sponsorCode.kind === 'complimentary'
              ? 'Complimentary registration (nothing to pay; admitted when its address was verified)'
              : 'At the sponsor rate'}
            , with a code of{' '}
            <Link to={`/admin/sponsors#${encodeURIComponent(data.sponsorCode.sponsorId)}`}>
              {data.sponsorCode.organisation}
            </Link>{' '}
            ({data.sponsorCode.level} sponsorship): <code>{data.sponsorCode.code}</code>
          </p>
        )}
      </header>
      <IeeeMembershipSection record={data} onChanged={done} />
      <ReviewActions record={data} onChanged={done} onFailed={(text) => setOutcome({ text, failed: true })} />
      <CancellationReview record={data} onChanged={done} />
      <ActionMessage outcome={outcome} />
      <VerificationTools record={data} onChanged={record.reload} onOutcome={setOutcome} />
      <CorrectName record={data} onDone={done} />
      <CorrectEmail record={data} onDone={done} />
      <CancellationRequest record={data} onDone={done} />
      <RegistrationFields record={data} />
      <TaxDocuments record={data} />
      <StoredFiles record={data} />
      <AuditTrail audit={data.audit} />
      <AccessHistory entries={data.accessHistory} />
      <MailLog registrationId={data.id} email={data.email} version={Date.parse(data.updatedAt)} />
      <EraseRegistration
        record={data}
        onErased={() => {
          // As the erasure decides what it keeps (services/erasure.ts): a payment ever verified.
          setErasedPaid(data.paymentVerified === true || (data.paymentVerifications ?? 0) > 0);
          setErasedId(data.id);
        }}
      />
    </article>
  );
}
