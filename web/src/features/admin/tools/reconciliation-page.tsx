import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { formatDateTime } from '../shared/format';
import { useAdminRequest } from '../shared/admin-request';
import { BulkOutcomes } from './bulk-outcomes';
import { ReconciliationResults } from './reconciliation-results';
import {
  PREVIEW_LINES,
  STATEMENT_ACCEPT,
  initialColumns,
  isWorkbook,
  readStatementStart,
  rememberColumns,
  rememberedColumns,
} from './statement-columns';
import { StatementPreview } from './statement-preview';
import type { BulkOutcome } from '@domain/api/bulk';
import type { ReconciliationReport, StatementColumns } from '@domain/api/reconciliation';
import { reconciliationSummary } from './tool-counts';
import { STATEMENT_COLUMNS_REQUIRED, STATEMENT_FILE_REQUIRED, STATEMENT_NO_HEADER_ROW } from '@domain/admin-messages';
import { bulkOutcomesResponse, reconciliationResponse, statementPreviewResponse } from '../shared/api-responses';
import '../shared/tools.css';
import { BusyButton } from '../../../components/form/busy-button';

/** What the bank's export should look like: the help links to it. */
const EXAMPLE_STATEMENT = '/docs/bank-statement-example.csv';

interface Statement {
  file: File;
  headers: string[];
  /** The first lines, to guess the columns and show the preview. */
  rows: string[][];
}

/**
 * /admin/reconciliation: the bank's collection report against the proofs. Reconciling changes no
 * registration; the matched payments are verified only by the confirmed action below the lists,
 * through the same bulk verification as the registrations table.
 */
export function ReconciliationPage() {
  const request = useAdminRequest();
  const id = useId();
  const [statement, setStatement] = useState<Statement | null>(null);
  const [columns, setColumns] = useState<StatementColumns>({ referenceHeader: '', amountHeader: '' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [columnError, setColumnError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [readingWorkbook, setReadingWorkbook] = useState(false);
  const [report, setReport] = useState<ReconciliationReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomesRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (report) summaryRef.current?.focus();
  }, [report]);
  useEffect(() => {
    if (outcomes) outcomesRef.current?.focus();
  }, [outcomes]);

  async function chooseFile(file: File | undefined) {
    setStatement(null);
    setFileError(null);
    setColumnError(null);
    if (!file) return;
    let start: { headers: string[]; rows: string[][] };
    try {
      start = (await isWorkbook(file)) ? await previewWorkbook(file) : await readStatementStart(file);
    } catch (error) {
      setFileError((error as Error).message);
      return;
    }
    const { headers, rows } = start;
    if (headers.length < 2) {
      setFileError(STATEMENT_NO_HEADER_ROW);
      return;
    }
    setStatement({ file, headers, rows });
    setColumns(initialColumns(headers, rows, rememberedColumns()));
  }

  /** An Excel file is read by the server (its library stays there); nothing is recorded. */
  async function previewWorkbook(file: File) {
    setReadingWorkbook(true);
    try {
      const form = new FormData();
      form.set('statement', file, file.name);
      return await request('/api/admin/reconciliation/preview', statementPreviewResponse, { form });
    } finally {
      setReadingWorkbook(false);
    }
  }

  async function reconcileStatement(event: FormEvent) {
    event.preventDefault();
    if (!statement) {
      setFileError(fileError ?? STATEMENT_FILE_REQUIRED);
      return;
    }
    if (!columns.referenceHeader || !columns.amountHeader || columns.referenceHeader === columns.amountHeader) {
      setColumnError(STATEMENT_COLUMNS_REQUIRED);
      return;
    }
    setColumnError(null);
    setFailure(null);
    setBusy(true);
    rememberColumns(columns);
    const form = new FormData();
    form.set('statement', statement.file, statement.file.name);
    form.set('referenceHeader', columns.referenceHeader);
    form.set('amountHeader', columns.amountHeader);
    try {
      setOutcomes(null);
      setReport(await request('/api/admin/reconciliation', reconciliationResponse, { form }));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  // Once each: lines paying one registration together are matched together.
  const toVerify = [
    ...new Map(
      (report?.matched ?? [])
        .filter((match) => !match.registration.paymentVerified)
        .map((match) => [match.registration.id, match]),
    ).values(),
  ];

  async function verifyMatched() {
    setBusy(true);
    try {
      const ids = toVerify.map((match) => match.registration.id);
      const result = await request('/api/admin/bulk/verify-payments', bulkOutcomesResponse, { json: { ids } });
      const verified = new Set(result.filter((outcome) => outcome.ok).map((outcome) => outcome.id));
      setReport(
        (current) =>
          current && {
            ...current,
            matched: current.matched.map((match) =>
              verified.has(match.registration.id)
                ? { ...match, registration: { ...match.registration, paymentVerified: true } }
                : match,
            ),
          },
      );
      setOutcomes(result);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setConfirming(false);
      setBusy(false);
    }
  }

  const selectField = (name: keyof StatementColumns, label: string) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={columns[name]}
        onChange={(event) => {
          setColumnError(null);
          setColumns({ ...columns, [name]: event.target.value });
        }}
        aria-invalid={columnError !== null}
        aria-describedby={columnError ? `${id}-columns-error` : undefined}
      >
        <option value="">Choose a column</option>
        {statement?.headers.map((header, index) => (
          <option key={`${index}-${header}`} value={header}>
            {header}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="admin-tools">
      <form className="card admin-tools__form" onSubmit={(event) => void reconcileStatement(event)} noValidate>
        <h2>Bank collection report</h2>
        <div className="admin-field">
          <label htmlFor={`${id}-file`}>Collection report (CSV or Excel .xlsx)</label>
          <p id={`${id}-file-hint`} className="admin-hint">
            Export it from the bank&rsquo;s collection page or statement as CSV or Excel (.xlsx), as the bank writes it:
            the account&rsquo;s details above the table may stay. One line per transaction with its date, description,
            reference and amount, as in the{' '}
            <a href={EXAMPLE_STATEMENT} download>
              example statement (CSV)
            </a>
            . Old Excel files (.xls) must first be saved as .xlsx. A registration ID is found in any column. Reconciling
            changes no registration.
          </p>
          <input
            id={`${id}-file`}
            type="file"
            accept={STATEMENT_ACCEPT}
            onChange={(event) => void chooseFile(event.target.files?.[0])}
            aria-invalid={fileError !== null}
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
          />
          {readingWorkbook && (
            <p role="status" className="admin-hint">
              Reading the workbook…
            </p>
          )}
          {fileError && (
            <p id={`${id}-file-error`} role="alert" className="admin-error">
              {fileError}
            </p>
          )}
        </div>
        {statement && (
          <fieldset className="admin-tools__columns">
            <legend>Columns of {statement.file.name}</legend>
            {selectField('referenceHeader', 'Column with the payment reference')}
            {selectField('amountHeader', 'Column with the amount')}
            {columnError && (
              <p id={`${id}-columns-error`} role="alert" className="admin-error">
                {columnError}
              </p>
            )}
            <p className="admin-hint">Your choice is remembered on this computer for the next report.</p>
          </fieldset>
        )}
        {statement && (
          <StatementPreview
            id={id}
            fileName={statement.file.name}
            headers={statement.headers}
            rows={statement.rows.slice(0, PREVIEW_LINES)}
            columns={columns}
          />
        )}
        <BusyButton type="submit" className="button admin-button" busy={busy}>
          {busy && !confirming ? 'Reconciling…' : 'Reconcile statement'}
        </BusyButton>
        {failure && (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        )}
      </form>

      {report && (
        <>
          <div className="admin-tools__summary" ref={summaryRef} tabIndex={-1} role="status">
            <p>{reconciliationSummary(report)}</p>
            {report.alreadyUploaded && (
              <p>
                <strong>
                  This file was already reconciled with these columns on {formatDateTime(report.alreadyUploaded.at)} by{' '}
                  {report.alreadyUploaded.by}.
                </strong>{' '}
                Reconciling it again changed nothing.
              </p>
            )}
          </div>
          <section className="admin-tools__verify" aria-labelledby={`${id}-verify-title`}>
            <h2 id={`${id}-verify-title`}>Verify the matched payments</h2>
            {toVerify.length > 0 ? (
              <button type="button" className="button admin-button" onClick={() => setConfirming(true)}>
                Verify {toVerify.length} matched {toVerify.length === 1 ? 'payment' : 'payments'}
              </button>
            ) : (
              <p>Nothing new to verify: every matched payment is already verified.</p>
            )}
          </section>
          {outcomes && <BulkOutcomes ref={outcomesRef} outcomes={outcomes} action="verify" />}
          <ReconciliationResults report={report} />
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={`Verify ${toVerify.length} ${toVerify.length === 1 ? 'payment' : 'payments'}?`}
        confirmLabel={`Yes, verify ${toVerify.length}`}
        busy={busy}
        onConfirm={() => void verifyMatched()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {toVerify.length} {toVerify.length === 1 ? 'registration is' : 'registrations are'} marked payment verified,
          each with its audit entry and the confirmation mail to the registrant, as when verified one by one:
        </p>
        <ul className="admin-tools__id-list">
          {toVerify.map((match) => (
            <li key={match.registration.id}>{match.registration.id}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
