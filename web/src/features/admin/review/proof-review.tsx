import { TAX } from '@domain/conference';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { findRegistrationIds } from '@domain/reconciliation';
import { amountReceivedOf, balanceOf } from '@domain/balance';
import { formatInr } from '@domain/pricing';
import type { AdminRegistration } from '@domain/api/admin-record';
import type { StoredFile } from '@domain/api/stored-file';
import { formatDateTime, statementLineNumbers } from '../shared/format';
import { PdfView } from './pdf-view';
import { previewLinkOf } from './stored-files';
import { useAdminApi } from '../shared/use-admin-api';
import { compareAmount, compareReference } from './proof-checks';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'open'; url: string };

/** The latest receipt, shown inline from its preview link (PDF in a frame, images as images). */
function ReceiptView({ registrationId, file }: { registrationId: string; file: StoredFile }) {
  const api = useAdminApi();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    previewLinkOf(api, registrationId, file.path).then(
      (url) => !cancelled && setLoaded({ kind: 'open', url }),
      (error: unknown) => !cancelled && setLoaded({ kind: 'error', message: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, registrationId, file.path]);

  const label = `Payment receipt: ${file.fileName}`;
  if (loaded.kind === 'loading') return <p role="status">Loading the receipt…</p>;
  if (loaded.kind === 'error') {
    return (
      <p role="alert" className="admin-error">
        The receipt could not be opened: {loaded.message}
      </p>
    );
  }
  return file.contentType === 'application/pdf' ? (
    <PdfView className="admin-tools__receipt-frame" url={loaded.url} title={label} />
  ) : (
    <img className="admin-tools__receipt-image" src={loaded.url} alt={label} />
  );
}

const REFERENCE_CHECK = {
  exact: 'The reference agrees exactly.',
  normalised: 'The reference agrees apart from case, spaces or leading zeros.',
  differs: 'The reference differs from the one typed.',
} as const;

/** A line matched by the registration's own ID says so: its reference cell may hold anything else. */
function referenceCheck(record: AdminRegistration, line: NonNullable<AdminRegistration['statementLine']>): string {
  if (findRegistrationIds(line.reference).includes(record.id)) {
    return 'The line names this registration’s ID in its reference.';
  }
  const named = line.otherCells.find((cell) => findRegistrationIds(cell.value).includes(record.id));
  if (named) return `The line names this registration’s ID in “${named.header}”.`;
  return REFERENCE_CHECK[compareReference(record.paymentReferenceId ?? '', line.reference)];
}

function AmountVerdict({ record, amounts }: { record: AdminRegistration; amounts: readonly (number | null)[] }) {
  const amount = compareAmount({ totalAmount: record.pricing.total, amountReceived: record.amountReceived }, amounts);
  const what = amounts.length > 1 ? 'The lines add up to' : 'The amount is';
  switch (amount.kind) {
    case 'agrees':
      return <>{amounts.length > 1 ? 'Together the lines agree' : 'The amount agrees'} with the amount due.</>;
    case 'agrees-with-balance':
      return <>The amount agrees with the balance asked for.</>;
    case 'differs':
      return (
        <>
          {what} {formatInr(Math.abs(amount.by))} {amount.by < 0 ? 'less' : 'more'} than the amount due.
        </>
      );
    case 'unreadable':
      return <>The amount on the line could not be read.</>;
  }
}

function StatementLine({ record }: { record: AdminRegistration }) {
  const line = record.statementLine;
  if (!line) {
    return (
      <>
        No line of a bank statement matched yet.{' '}
        <Link to="/admin/reconciliation">Reconcile the bank&rsquo;s report</Link> to look for one.
      </>
    );
  }
  const lines = line.together.length > 0 ? line.together : [line];
  const where = statementLineNumbers(lines.map((each) => each.lineNumber));
  return (
    <>
      {line.reconciledAt
        ? `Statement reconciled on ${formatDateTime(line.reconciledAt)}, ${where}`
        : where.replace(/^l/, 'L')}
      :{' '}
      {lines.map((each, index) => (
        <span key={each.lineNumber}>
          {index > 0 && '; '}
          <strong>{each.reference}</strong>, {each.amount === null ? 'amount unreadable' : formatInr(each.amount)}
        </span>
      ))}
      <ul className="admin-tools__plain-list">
        <li>{referenceCheck(record, line)}</li>
        <li>
          <AmountVerdict record={record} amounts={lines.map((each) => each.amount)} />
        </li>
      </ul>
    </>
  );
}

/**
 * The receipt beside what it must show: the amount due with its breakdown, the typed reference, the
 * bank's line. A rejected receipt is not shown for review (the files list it, marked rejected).
 */
export function ProofReview({ record }: { record: AdminRegistration }) {
  const receipt = record.paymentProofs.at(-1)?.receipt ?? record.receipt;
  if (!receipt || record.reviewStatus === 'proof-rejected') return null;
  return (
    <section className="admin-tools__proof" aria-labelledby="proof-review-title">
      <h3 id="proof-review-title">Proof review</h3>
      <div className="admin-tools__proof-grid">
        <div className="admin-tools__proof-receipt">
          <ReceiptView registrationId={record.id} file={receipt} />
        </div>
        <dl className="admin-tools__proof-facts">
          <dt>Amount due</dt>
          <dd>
            <strong>{formatInr(record.pricing.total)}</strong> (incl. {TAX.name})
            <ul className="admin-tools__plain-list">
              {record.pricing.lines.map((line) => (
                <li key={line.label}>
                  {line.label}: {line.quantity} × {formatInr(line.unitPrice)} = {formatInr(line.amount)}
                </li>
              ))}
            </ul>
          </dd>
          {amountReceivedOf(record) > 0 && (
            <>
              <dt>Balance asked for</dt>
              <dd>
                <strong>{formatInr(balanceOf(record))}</strong>: {formatInr(amountReceivedOf(record))} was counted
                received earlier.
              </dd>
            </>
          )}
          <dt>Reference typed by the registrant</dt>
          <dd>
            <strong>{record.paymentReferenceId ?? 'none'}</strong>
            {record.paymentProofs.length > 1 && (
              <ol className="admin-tools__plain-list" aria-label="Every proof uploaded">
                {record.paymentProofs.map((proof, index) => (
                  <li key={proof.receipt.path}>
                    Proof {index + 1}: {proof.paymentReferenceId}, {formatDateTime(proof.uploadedAt)}
                  </li>
                ))}
              </ol>
            )}
          </dd>
          <dt>Bank statement line</dt>
          <dd>
            <StatementLine record={record} />
          </dd>
        </dl>
      </div>
    </section>
  );
}
