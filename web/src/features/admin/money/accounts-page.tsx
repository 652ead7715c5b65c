import { useId, useState } from 'react';
import { CONFERENCE } from '@domain/conference';
import { ADMIN_LOADING } from '@domain/messages';
import { creditNoteFileName, financialYearOf, financialYearLabel, invoiceFileName } from '@domain/invoice-number';
import { formatPaise } from '@domain/gst';
import { formatCalendarDay } from '@domain/venue-time';
import type { AccountsView } from '@domain/api/accounts';
import { accountsResponse } from '../shared/api-responses';
import { PdfFetchLink } from '../shared/pdf-fetch-link';
import { saveFile } from '../shared/save-file';
import { useAdminApi, useAdminQuery } from '../shared/use-admin-api';
import { AccountsReturns, monthName, monthsOf } from './accounts-returns';
import { sponsorPath } from './sponsor-paths';
import '../shared/tools.css';

/** Where a register's row leads: the registration's record, or the sponsors' page for a sponsor's invoice (SP-…). */
const recordOf = (id: string) =>
  id.startsWith('SP-') ? `/admin/sponsors#${encodeURIComponent(id)}` : `/verify/registration/${encodeURIComponent(id)}`;

type Row = AccountsView['invoices'][number];
type Sums = AccountsView['totals']['net'];

/** "2025-26" for the financial year from April 2025. */
/** The buyer's GSTIN, or B2C; and a zero-rated supply's type (SEZWOP, EXPWP, …) beside it. */
const buyerOf = (row: Row) => {
  const registered = row.supply === 'B2B' || row.supply === 'B2C';
  return [row.gstin ?? (registered ? row.supply : null), registered ? null : row.supply].filter(Boolean).join(', ');
};

const yearLabel = (year: number) => `${year}-${financialYearLabel(year).slice(2)}`;

/** The financial years an organiser looks at: the conference's, and the one before and after it. */
function yearsAround(day: string): number[] {
  const year = financialYearOf(day);
  return [year - 1, year, year + 1];
}

/**
 * A register's document as a PDF, the supplier's copy: printed from what was stored when it was
 * issued, so it stays printable after its registration is erased (its record link then leads
 * nowhere). A sponsor's credit note is on the sponsors' page.
 */
function DocumentPdf({ row, credit }: { row: Row; credit: boolean }) {
  const api = useAdminApi();
  const number = encodeURIComponent(row.number);
  const sponsor = row.registrationId.startsWith('SP-');
  if (sponsor && credit) return <a href={recordOf(row.registrationId)}>On the sponsors’ page</a>;
  const path = sponsor
    ? `${sponsorPath(row.registrationId)}/invoice?number=${number}`
    : `/api/registrations/${encodeURIComponent(row.registrationId)}/${credit ? `credit-note?number=${number}` : `invoice?number=${number}&copy=supplier`}`;
  return (
    <PdfFetchLink
      fetchPdf={() => api.getBlob(path)}
      fileName={(credit ? creditNoteFileName : invoiceFileName)(row.number)}
      fetchedFor={row.number}
      labels={{
        ask: `PDF of ${row.number}`,
        preparing: `Preparing ${row.number}…`,
        failed: `${row.number} could not be fetched:`,
      }}
    />
  );
}

function Register({ title, rows, credit }: { title: string; rows: Row[]; credit: boolean }) {
  const id = useId();
  if (rows.length === 0) {
    return (
      <section className="card">
        <h2 id={id}>{title}</h2>
        <p>None in this period.</p>
      </section>
    );
  }
  return (
    <section className="card">
      <h2 id={id}>{title}</h2>
      <div className="table-scroll admin-table-scroll" tabIndex={0} aria-labelledby={id}>
        <table className="table admin-table accounts-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">Recipient</th>
              <th scope="col">GSTIN</th>
              <th scope="col">Place of supply</th>
              <th scope="col">Taxable value (₹)</th>
              <th scope="col">CGST (₹)</th>
              <th scope="col">SGST (₹)</th>
              <th scope="col">IGST (₹)</th>
              <th scope="col">Total (₹)</th>
              {credit && <th scope="col">Against invoice</th>}
              <th scope="col">Document</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number}>
                <th scope="row">{row.number}</th>
                <td>{formatCalendarDay(row.date)}</td>
                <td>
                  <a href={recordOf(row.registrationId)}>{row.recipient}</a>
                </td>
                <td>{buyerOf(row)}</td>
                <td>{row.placeOfSupply}</td>
                <td className="accounts-amount">{formatPaise(row.taxable)}</td>
                <td className="accounts-amount">{formatPaise(row.cgst)}</td>
                <td className="accounts-amount">{formatPaise(row.sgst)}</td>
                <td className="accounts-amount">{formatPaise(row.igst)}</td>
                <td className="accounts-amount">{formatPaise(row.total)}</td>
                {credit && <td>{row.against}</td>}
                <td>
                  <DocumentPdf row={row} credit={credit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The refunds paid in the period, each with the credit note it issued against the invoice. */
function Refunds({ rows }: { rows: AccountsView['refunds'] }) {
  const id = useId();
  return (
    <section className="card">
      <h2 id={id}>Refunds</h2>
      {rows.length === 0 ? (
        <p>None in this period.</p>
      ) : (
        <div className="table-scroll admin-table-scroll" tabIndex={0} aria-labelledby={id}>
          <table className="table admin-table accounts-table" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Registration</th>
                <th scope="col">Amount (₹)</th>
                <th scope="col">Bank reference</th>
                <th scope="col">Credit note</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.registrationId}>
                  <td>{formatCalendarDay(row.date)}</td>
                  <th scope="row">
                    <a href={`/verify/registration/${encodeURIComponent(row.registrationId)}`}>{row.registrationId}</a>
                  </th>
                  <td className="accounts-amount">{formatPaise(row.amount)}</td>
                  <td>{row.bankReference}</td>
                  <td>{row.creditNote ?? 'None (no tax invoice)'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Totals({ totals }: { totals: AccountsView['totals'] }) {
  // The net is a difference of amounts: it counts no documents of its own.
  const lines: [string, Sums, boolean][] = [
    ['B2B invoices (with the recipient’s GSTIN)', totals.b2b, true],
    ['B2C invoices', totals.b2c, true],
    ['All invoices', totals.invoiced, true],
    ['Credit notes', totals.credited, true],
    ['Net (invoices less credit notes)', totals.net, false],
  ];
  return (
    <section className="card">
      <h2 id="accounts-totals">Totals</h2>
      <div className="table-scroll admin-table-scroll" tabIndex={0} aria-labelledby="accounts-totals">
        <table className="table admin-table accounts-table" aria-labelledby="accounts-totals">
          <thead>
            <tr>
              <th scope="col">Register</th>
              <th scope="col">Documents</th>
              <th scope="col">Taxable value (₹)</th>
              <th scope="col">CGST (₹)</th>
              <th scope="col">SGST (₹)</th>
              <th scope="col">IGST (₹)</th>
              <th scope="col">Total (₹)</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(([label, sums, counted]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="accounts-amount">{counted ? sums.count : ''}</td>
                <td className="accounts-amount">{formatPaise(sums.taxable)}</td>
                <td className="accounts-amount">{formatPaise(sums.cgst)}</td>
                <td className="accounts-amount">{formatPaise(sums.sgst)}</td>
                <td className="accounts-amount">{formatPaise(sums.igst)}</td>
                <td className="accounts-amount">{formatPaise(sums.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Refunded in the period: ₹{formatPaise(totals.refunded.total)} ({totals.refunded.count}{' '}
        {totals.refunded.count === 1 ? 'refund' : 'refunds'}).
      </p>
    </section>
  );
}

/**
 * The registers against the dashboard, over every financial year: what was kept of the verified
 * payments (less refunds) is what was invoiced to registrations (less credit notes), but for the
 * registrations listed, most of them verified and not yet invoiced.
 */
function AgainstDashboard({ reconciliation }: { reconciliation: AccountsView['reconciliation'] }) {
  const id = useId();
  const { verified, refunded, invoicedNet, unbalanced, unbalancedCount, unbalancedTotal } = reconciliation;
  const lines: [string, number][] = [
    ['Payments verified (the dashboard’s amount)', verified],
    ['Less refunds', refunded],
    ['Kept', verified - refunded],
    ['Invoiced to registrations, less credit notes', invoicedNet],
    ['Difference', verified - refunded - invoicedNet],
  ];
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Against the dashboard</h2>
      <p>Every financial year, registrations only (a sponsor’s invoice is for its package).</p>
      <div className="table-scroll admin-table-scroll" tabIndex={0} aria-labelledby={id}>
        <table className="table admin-table accounts-table" aria-labelledby={id}>
          <tbody>
            {lines.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="accounts-amount">₹{formatPaise(amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unbalancedCount === 0 ? (
        <p>Every verified payment is invoiced: the registers and the dashboard agree to the paisa.</p>
      ) : (
        <UnbalancedList rows={unbalanced} count={unbalancedCount} total={unbalancedTotal} />
      )}
    </section>
  );
}

function UnbalancedList({
  rows,
  count,
  total,
}: {
  rows: AccountsView['reconciliation']['unbalanced'];
  count: number;
  total: number;
}) {
  const id = useId();
  return (
    <>
      <h3 id={id}>
        {count} {count === 1 ? 'registration differs' : 'registrations differ'}, by ₹{formatPaise(total)} in all
        {rows.length < count ? ` (the ${rows.length} with the largest difference below)` : ''}
      </h3>
      <p>
        A verified payment not yet invoiced is kept but not invoiced: its record offers to issue the invoice. A
        registration erased after it paid leaves the dashboard, and its invoices and refunds stay in the registers: it
        shows nothing kept.
      </p>
      <div className="table-scroll admin-table-scroll" tabIndex={0} aria-labelledby={id}>
        <table className="table admin-table accounts-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">Registration</th>
              <th scope="col">Kept (₹)</th>
              <th scope="col">Invoiced (₹)</th>
              <th scope="col">Difference (₹)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.registrationId}>
                <th scope="row">
                  <a href={recordOf(row.registrationId)}>{row.registrationId}</a>
                </th>
                <td className="accounts-amount">{formatPaise(row.kept)}</td>
                <td className="accounts-amount">{formatPaise(row.invoiced)}</td>
                <td className="accounts-amount">{formatPaise(row.kept - row.invoiced)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The registers' CSVs, fetched with the token and handed to the browser. */
/** A period as a file's name gives it: a financial year as "2025-26", a month as it is ("2025-10"). */
const periodInFileName = (period: string) => (/^\d{4}$/.test(period) ? yearLabel(Number(period)) : period);

function CsvDownloads({ period }: { period: string }) {
  const api = useAdminApi();
  const [error, setError] = useState<string | null>(null);
  async function download(register: 'invoices' | 'credit-notes' | 'refunds') {
    setError(null);
    try {
      saveFile(
        await api.getBlob(`/api/admin/accounts.csv?period=${period}&register=${register}`),
        `${register}-${periodInFileName(period)}.csv`,
      );
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <div className="admin-export">
      <button type="button" className="button button--secondary admin-button" onClick={() => void download('invoices')}>
        Invoice register (CSV)
      </button>
      <button
        type="button"
        className="button button--secondary admin-button"
        onClick={() => void download('credit-notes')}
      >
        Credit-note register (CSV)
      </button>
      <button type="button" className="button button--secondary admin-button" onClick={() => void download('refunds')}>
        Refunds (CSV)
      </button>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * /admin/accounts: what the host institute's accounts section files its GST returns from, for a
 * financial year or one of its months: the registers of tax invoices and credit notes, their
 * totals (B2B and B2C, net of credit notes), the refunds paid, and each register as CSV; then
 * GSTR-1 and the e-invoices for a month or quarter of that year (accounts-returns.tsx).
 */
export function AccountsPage() {
  const id = useId();
  const years = yearsAround(CONFERENCE.startDate);
  const [year, setYear] = useState(financialYearOf(CONFERENCE.startDate));
  const [month, setMonth] = useState('');
  const period = month || String(year);
  const accounts = useAdminQuery(`/api/admin/accounts?period=${period}`, accountsResponse);

  return (
    <div className="admin-tools">
      <form className="card admin-tools__form accounts-period" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field">
          <label htmlFor={`${id}-year`}>Financial year</label>
          <select
            id={`${id}-year`}
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setMonth('');
            }}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {yearLabel(option)} (April {option} to March {option + 1})
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-month`}>Month</label>
          <select id={`${id}-month`} value={month} onChange={(event) => setMonth(event.target.value)}>
            <option value="">The whole year</option>
            {monthsOf(year).map((option) => (
              <option key={option} value={option}>
                {monthName(option)}
              </option>
            ))}
          </select>
        </div>
        <CsvDownloads period={period} />
      </form>
      {accounts.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>}
      {accounts.status === 'error' && (
        <p role="alert" className="admin-error">
          {accounts.error.message}
        </p>
      )}
      {accounts.status === 'ready' && (
        <>
          <Totals totals={accounts.data.totals} />
          <Register title="Tax invoices" rows={accounts.data.invoices} credit={false} />
          <Register title="Credit notes" rows={accounts.data.creditNotes} credit />
          <Refunds rows={accounts.data.refunds} />
          <AgainstDashboard reconciliation={accounts.data.reconciliation} />
        </>
      )}
      {/* Keyed by the year: a return's period is a month or quarter of the year chosen. */}
      <AccountsReturns key={year} year={year} />
    </div>
  );
}
