import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Gstr1SummaryView } from '@domain/api/accounts';
import type { EInvoiceListView } from '@domain/api/e-invoices';
import { formatPaise } from '@domain/gst';
import type { Gstr1Table } from '@domain/gstr1';
import { ADMIN_LOADING } from '@domain/messages';
import { formatCalendarDay, venueDate } from '@domain/venue-time';
import { now } from '../../../lib/clock';
import { eInvoiceListResponse, eInvoiceRegisteredResponse, gstr1SummaryResponse } from '../shared/api-responses';
import { saveFile } from '../shared/save-file';
import { AdminApiError, useAdminApi, useAdminQuery } from '../shared/use-admin-api';
import { useAdminRequest } from '../shared/admin-request';
import { BusyButton } from '../../../components/form/busy-button';

const MONTHS = ['04', '05', '06', '07', '08', '09', '10', '11', '12', '01', '02', '03'];
const nameOf = (month: string, parts: Intl.DateTimeFormatOptions) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { ...parts, timeZone: 'UTC' });

/** "October 2025" for "2025-10". */
export const monthName = (month: string) => nameOf(month, { month: 'long', year: 'numeric' });

/** The calendar month (YYYY-MM) of each month of a financial year, April first. */
export const monthsOf = (year: number) => MONTHS.map((month) => `${Number(month) >= 4 ? year : year + 1}-${month}`);

export interface PeriodOption {
  value: string;
  /** As the select lists it: "October 2025", "Q3: October–December 2025". */
  label: string;
  /** As a sentence names it: "October 2025", "October–December 2025". */
  name: string;
}

/**
 * What a return may be filed for in the financial year from April `year`: each month ("2025-10"),
 * and each quarter of a quarterly filer ("2025-Q3": October to December 2025).
 */
export function returnPeriodsOf(year: number): { months: PeriodOption[]; quarters: PeriodOption[] } {
  const months = monthsOf(year);
  const quarters = [0, 1, 2, 3].map((quarter) => {
    const [first = '', , last = ''] = months.slice(quarter * 3, quarter * 3 + 3);
    const name = `${nameOf(first, { month: 'long' })}–${nameOf(last, { month: 'long' })} ${last.slice(0, 4)}`;
    return { value: `${year}-Q${quarter + 1}`, label: `Q${quarter + 1}: ${name}`, name };
  });
  const named = months.map((month) => ({ value: month, label: monthName(month), name: monthName(month) }));
  return { months: named, quarters };
}

/** The period first shown: the month of `today` in the year, else the year's first month. */
export function defaultReturnPeriod(year: number, today: string): string {
  const months = monthsOf(year);
  return months.find((month) => today.startsWith(month)) ?? months[0] ?? `${year}-04`;
}

/** An IRN is 64 hexadecimal digits: its start tells documents apart in a table. */
export const shortIrn = (irn: string) => `${irn.slice(0, 12)}…`;

/** The return's tables as the portal numbers them, in the order the page lists them. */
export const GSTR1_TABLE_NAMES: Readonly<Record<Gstr1Table, string>> = {
  b2b: '4A B2B',
  b2cl: '5 B2C large',
  b2cs: '7 B2C small (net of its credit notes)',
  cdnr: '9B credit notes, registered',
  cdnur: '9B credit notes, unregistered',
  exp: '6A exports',
};

type Money = Gstr1SummaryView['reconciliation']['net'];
const taxOf = (money: Money) => money.igst + money.cgst + money.sgst;

/** The sentence on whether the tables add up to the period's invoices less credit notes. */
export function agreementSentence(net: Money, reconciles: boolean): string {
  const sums = `₹${formatPaise(net.taxable)} taxable, ₹${formatPaise(taxOf(net))} tax`;
  return reconciles
    ? `The tables add up to the period’s invoices less credit notes: ${sums}.`
    : `The tables do not add up to the period’s invoices less credit notes (${sums}). Do not file this return: contact the developers.`;
}

/** Saves a file the server answers under the name it gives, saying why when it cannot. */
function useAdminDownload() {
  const api = useAdminApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(
    async (path: string, fallbackName: string) => {
      setBusy(path);
      setError(null);
      try {
        const { blob, name } = await api.getFile(path, fallbackName);
        saveFile(blob, name);
      } catch (failure) {
        setError((failure as Error).message);
      } finally {
        setBusy(null);
      }
    },
    [api],
  );
  return { download, busy, error };
}

function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="table-scroll admin-table-scroll accounts-returns-scroll" tabIndex={0} aria-labelledby={labelledBy}>
      <table className="table admin-table accounts-table" aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}

function Gstr1Tables({ tables }: { tables: Gstr1SummaryView['tables'] }) {
  const id = useId();
  return (
    <>
      <h3 id={id}>GSTR-1 tables</h3>
      <TableScroll labelledBy={id}>
        <thead>
          <tr>
            <th scope="col">Table</th>
            <th scope="col">Documents</th>
            <th scope="col">Taxable value (₹)</th>
            <th scope="col">IGST (₹)</th>
            <th scope="col">CGST (₹)</th>
            <th scope="col">SGST (₹)</th>
            <th scope="col">Value (₹)</th>
          </tr>
        </thead>
        <tbody>
          {(Object.entries(GSTR1_TABLE_NAMES) as [Gstr1Table, string][]).map(([table, name]) => (
            <tr key={table}>
              <th scope="row">{name}</th>
              <td className="accounts-amount">{tables[table].documents}</td>
              <td className="accounts-amount">{formatPaise(tables[table].taxable)}</td>
              <td className="accounts-amount">{formatPaise(tables[table].igst)}</td>
              <td className="accounts-amount">{formatPaise(tables[table].cgst)}</td>
              <td className="accounts-amount">{formatPaise(tables[table].sgst)}</td>
              <td className="accounts-amount">{formatPaise(tables[table].value)}</td>
            </tr>
          ))}
        </tbody>
      </TableScroll>
    </>
  );
}

/** Table 13: each series of document numbers the period used, with the cancelled ones. */
function DocumentSeries({ series }: { series: Gstr1SummaryView['series'] }) {
  const id = useId();
  return (
    <>
      <h3 id={id}>Document series (table 13)</h3>
      {series.length === 0 ? (
        <p>No documents were issued in this period.</p>
      ) : (
        <TableScroll labelledBy={id}>
          <thead>
            <tr>
              <th scope="col">Documents</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Total</th>
              <th scope="col">Cancelled</th>
            </tr>
          </thead>
          <tbody>
            {series.map((row) => (
              <tr key={`${row.kind} ${row.from}`}>
                <th scope="row">{row.kind === 'invoices' ? 'Tax invoices' : 'Credit notes'}</th>
                <td>{row.from}</td>
                <td>{row.to}</td>
                <td className="accounts-amount">{row.total}</td>
                <td className="accounts-amount">{row.cancelled}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
    </>
  );
}

function Gstr1Summary({ period }: { period: string }) {
  const summary = useAdminQuery(`/api/admin/accounts/gstr1?period=${period}`, gstr1SummaryResponse);
  const { download, busy, error } = useAdminDownload();
  if (summary.status === 'loading') return <p role="status">{ADMIN_LOADING}</p>;
  if (summary.status === 'error') {
    return (
      <p role="alert" className="admin-error">
        {summary.error.message}
      </p>
    );
  }
  const { tables, reconciliation, reconciles, series, explanations } = summary.data;
  const path = `/api/admin/accounts/gstr1.json?period=${period}`;
  return (
    <>
      <Gstr1Tables tables={tables} />
      <p role={reconciles ? undefined : 'alert'} className={reconciles ? undefined : 'admin-error'}>
        {agreementSentence(reconciliation.net, reconciles)}
      </p>
      <DocumentSeries series={series} />
      {explanations.length > 0 && (
        <>
          <h3>About the series</h3>
          <ul className="accounts-returns__list">
            {explanations.map((explanation) => (
              <li key={explanation}>{explanation}</li>
            ))}
          </ul>
        </>
      )}
      <div className="admin-export">
        <BusyButton
          busy={busy !== null}
          className="button button--secondary admin-button"
          onClick={() => void download(path, `GSTR1-${summary.data.fp}.json`)}
        >
          {busy === path ? 'Preparing GSTR-1…' : 'Download GSTR-1 (JSON)'}
        </BusyButton>
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

type Document = EInvoiceListView['documents'][number];

function IrnOf({ irn }: { irn: Document['irn'] }) {
  if (!irn) return <>Not registered</>;
  return (
    <>
      <span aria-hidden="true" title={irn.irn} className="accounts-returns__irn">
        {shortIrn(irn.irn)}
      </span>
      <span className="visually-hidden">IRN {irn.irn}</span>
      <span className="accounts-returns__ack">
        Ack No. {irn.ackNo} of {irn.ackDate}
      </span>
    </>
  );
}

function EInvoiceRows({ document, onDownload }: { document: Document; onDownload: (number: string) => void }) {
  return (
    <>
      <tr>
        <th scope="row">
          {document.number}
          {document.type === 'credit-note' && <span className="accounts-returns__kind"> (credit note)</span>}
        </th>
        <td>{formatCalendarDay(document.date)}</td>
        <td>{document.recipient}</td>
        <td>
          {document.supply === 'B2B' ? document.gstin : [document.gstin, document.supply].filter(Boolean).join(', ')}
        </td>
        <td className="accounts-amount">{formatPaise(document.total)}</td>
        <td>
          <IrnOf irn={document.irn} />
        </td>
        <td>
          <button
            type="button"
            className="button button--secondary admin-button accounts-returns__row-button"
            onClick={() => onDownload(document.number)}
          >
            <span className="visually-hidden">{'Download e-invoice '}</span>JSON
            <span className="visually-hidden">{` of ${document.number}`}</span>
          </button>
        </td>
      </tr>
      {document.problems.length > 0 && (
        <tr>
          <td colSpan={7} className="accounts-returns__problems">
            What the portal would refuse in {document.number}:
            <ul className="accounts-returns__list">
              {document.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}

/** The portal's answer for one document, pasted and imported: its IRN is then the document's. */
function ImportAnswer({ onImported }: { onImported: () => void }) {
  const id = useId();
  const request = useAdminRequest();
  const field = useRef<HTMLTextAreaElement>(null);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // Back to the answer, which is kept, to correct it or paste another; the alert says why.
    if (problem) field.current?.focus();
  }, [problem]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setRegistered('');
    try {
      const done = await request('/api/admin/e-invoices/answer', eInvoiceRegisteredResponse, { json: { answer } });
      setAnswer('');
      setRegistered(`IRN registered for ${done.number}.`);
      onImported();
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="accounts-returns__import"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Import the portal’s answer</h3>
      <div className="admin-field">
        <label htmlFor={`${id}-answer`}>The portal’s answer (JSON)</label>
        <p id={`${id}-hint`} className="admin-hint">
          Paste the answer the Invoice Registration Portal gave for one document, with its IRN, acknowledgement and
          signed QR code.
        </p>
        <textarea
          ref={field}
          id={`${id}-answer`}
          rows={6}
          spellCheck={false}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="admin-error">
            {problem}
          </p>
        )}
      </div>
      <BusyButton busy={busy} type="submit" className="button admin-button">
        {busy ? 'Importing…' : 'Import answer'}
      </BusyButton>
      <p role="status" className="admin-tools__ok accounts-returns__status">
        {registered}
      </p>
    </form>
  );
}

function EInvoices({ period, periodName }: { period: string; periodName: string }) {
  const id = useId();
  const list = useAdminQuery(`/api/admin/e-invoices?period=${period}`, eInvoiceListResponse);
  const { download, busy, error } = useAdminDownload();
  const bulkPath = `/api/admin/e-invoices.json?period=${period}`;
  const fetchOne = (number: string) => {
    if (busy === null)
      void download(`/api/admin/e-invoices.json?number=${encodeURIComponent(number)}`, 'e-invoice.json');
  };
  // 409: the edition does not e-invoice, which is no failure; its sentence says so, and is all there is.
  const off = list.status === 'error' && list.error instanceof AdminApiError && list.error.status === 409;
  const documents = list.status === 'ready' ? list.data.documents : [];
  const unregistered = documents.filter((document) => !document.irn).length;

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>E-invoices (IRN)</h2>
      <p>
        The B2B tax invoices and credit notes of {periodName} (the period chosen under GSTR-1), with the IRN the Invoice
        Registration Portal gave each.
      </p>
      {list.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>}
      {list.status === 'error' && (
        <p role={off ? undefined : 'alert'} className={off ? undefined : 'admin-error'}>
          {list.error.message}
        </p>
      )}
      {list.status === 'ready' && documents.length === 0 && <p>No B2B document was issued in this period.</p>}
      {documents.length > 0 && (
        <TableScroll labelledBy={id}>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">Recipient</th>
              <th scope="col">GSTIN</th>
              <th scope="col">Total (₹)</th>
              <th scope="col">IRN</th>
              <th scope="col">E-invoice</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <EInvoiceRows key={document.number} document={document} onDownload={fetchOne} />
            ))}
          </tbody>
        </TableScroll>
      )}
      {documents.length > 0 && (
        <div className="admin-export">
          {unregistered > 0 ? (
            <BusyButton
              busy={busy !== null}
              className="button button--secondary admin-button"
              onClick={() => void download(bulkPath, `e-invoices-${period}.json`)}
            >
              {busy === bulkPath ? 'Preparing the e-invoices…' : 'Download for the bulk-upload tool (JSON)'}
            </BusyButton>
          ) : (
            <p>Every document of the period has its IRN.</p>
          )}
          {error && (
            <p role="alert" className="admin-error">
              {error}
            </p>
          )}
        </div>
      )}
      {!off && <ImportAnswer onImported={list.reload} />}
    </section>
  );
}

/**
 * The GST returns' sections of /admin/accounts, for a month or a quarter of the financial year
 * from April `year`: GSTR-1's tables and its file for the portal's offline tool, and the period's
 * e-invoices with their IRNs, their JSON for the Invoice Registration Portal and its answers imported.
 */
export function AccountsReturns({ year }: { year: number }) {
  const id = useId();
  const [period, setPeriod] = useState(() => defaultReturnPeriod(year, venueDate(now())));
  const { months, quarters } = returnPeriodsOf(year);
  const periodName = [...months, ...quarters].find((option) => option.value === period)?.name ?? period;
  return (
    <>
      <section className="card" aria-labelledby={id}>
        <h2 id={id}>GSTR-1</h2>
        <div className="admin-field accounts-returns__period">
          <label htmlFor={`${id}-period`}>Return period</label>
          <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value)}>
            <optgroup label="Months (monthly filing)">
              {months.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Quarters (quarterly filing)">
              {quarters.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <Gstr1Summary period={period} />
      </section>
      <EInvoices period={period} periodName={periodName} />
    </>
  );
}
