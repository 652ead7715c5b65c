import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ADMIN_LOADING } from '@domain/messages';
import { useAdminQuery } from '../shared/use-admin-api';
import { useAdminRequest } from '../shared/admin-request';
import { CoverageTable, UncoveredPapers } from './coverage-table';
import { PaperReminders } from './paper-reminders';
import type { CoverageReport } from '@domain/api/paper-coverage';
import { coverageResponse } from '../shared/api-responses';
import '../shared/tools.css';
import { BusyButton } from '../../../components/form/busy-button';

const PASTE_IDS = 'Paste the accepted paper IDs.';

/**
 * /admin/paper-coverage: the call for papers asks for one registered author per accepted paper.
 * The accepted list is kept on the server, so the page opens on the latest picture.
 */
export function PaperCoveragePage() {
  const id = useId();
  const request = useAdminRequest();
  const saved = useAdminQuery('/api/admin/paper-coverage', coverageResponse);
  const [updated, setUpdated] = useState<CoverageReport | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const report = updated ?? (saved.status === 'ready' ? saved.data : null);

  useEffect(() => {
    if (updated) resultRef.current?.focus();
  }, [updated]);

  async function readFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setText(await file.text());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(PASTE_IDS);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setUpdated(await request('/api/admin/paper-coverage', coverageResponse, { json: { acceptedPaperIds: text } }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-tools">
      <form className="card admin-tools__form" onSubmit={(event) => void save(event)} noValidate>
        <h2>Accepted papers</h2>
        <div className="admin-field">
          <label htmlFor={`${id}-ids`}>Accepted paper IDs</label>
          <p id={`${id}-ids-hint`} className="admin-hint">
            One paper per line, or separated by commas, semicolons or spaces. After a paper&rsquo;s ID you may give its
            authors&rsquo; e-mail addresses: the paper then prints only on their certificates. Saving replaces the list
            kept on the server.
          </p>
          <textarea
            id={`${id}-ids`}
            rows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={`${id}-ids-hint${error ? ` ${id}-ids-error` : ''}`}
          />
          {error && (
            <p id={`${id}-ids-error`} role="alert" className="admin-error">
              {error}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-file`}>Or read the list from a file (text or CSV)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>
        <BusyButton type="submit" className="button admin-button" busy={busy}>
          {busy ? 'Saving…' : 'Save list and check coverage'}
        </BusyButton>
      </form>

      {!report && saved.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>}
      {!report && saved.status === 'error' && (
        <p role="alert" className="admin-error">
          The coverage could not be loaded: {saved.error.message}
        </p>
      )}
      {report && (
        <>
          <p className="admin-tools__summary" role="status" ref={resultRef} tabIndex={-1}>
            {report.papers.length === 0
              ? 'No accepted papers are listed yet.'
              : `${report.papers.length} accepted papers; ${report.uncovered} without a payment-verified registration.`}
          </p>
          <CoverageTable report={report} />
          <UncoveredPapers report={report} />
          <PaperReminders report={report} />
        </>
      )}
    </div>
  );
}
