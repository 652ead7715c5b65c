import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatInr } from '@domain/pricing';
import type { ReconciliationReport } from '@domain/api/reconciliation';
import type { ReconcilableRegistration, StatementLine } from '@domain/reconciliation';

const REASONS: Record<ReconciliationReport['needsLook'][number]['reason'], string> = {
  'amount-differs': 'The reference agrees but the amount differs.',
  'several-registrations': 'The reference belongs to several registrations.',
  'line-repeated': 'An earlier line of the statement has the same reference.',
};

const amount = (value: number | null) => (value === null ? 'unreadable' : formatInr(value));

function RegistrationLink({ registration }: { registration: ReconcilableRegistration }) {
  return <Link to={`/verify/registration/${encodeURIComponent(registration.id)}`}>{registration.id}</Link>;
}

function ResultTable({
  id,
  title,
  empty,
  headers,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: ReactNode[] }[];
}) {
  return (
    <section className="admin-tools__list" aria-labelledby={id}>
      <h2 id={id}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} aria-labelledby={id}>
          <table className="table admin-tools__table">
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const lineCells = (line: StatementLine) => [`Line ${line.lineNumber}`, line.reference, amount(line.amount)];

/** The server's three lists: matched, needs a look (with why), unmatched lines and proofs without a line. */
export function ReconciliationResults({ report }: { report: ReconciliationReport }) {
  return (
    <>
      <ResultTable
        id="reconciliation-matched"
        title="Matched"
        empty="No line matched a proof by reference and amount."
        headers={['Line', 'Reference on the statement', 'Amount', 'Registration', 'Match', 'Payment']}
        rows={report.matched.map(({ line, registration, kind }) => ({
          key: `${line.lineNumber}`,
          cells: [
            ...lineCells(line),
            <RegistrationLink registration={registration} />,
            kind === 'exact' ? 'Exact' : `Normalised (typed “${registration.paymentReferenceId}”)`,
            registration.paymentVerified ? 'Verified' : 'Not verified yet',
          ],
        }))}
      />
      <ResultTable
        id="reconciliation-needs-look"
        title="Needs a look"
        empty="Nothing needs a look."
        headers={['Line', 'Reference on the statement', 'Amount', 'Registrations (amount due)', 'Why']}
        rows={report.needsLook.map(({ line, registrations, reason }) => ({
          key: `${line.lineNumber}`,
          cells: [
            ...lineCells(line),
            <ul className="admin-tools__plain-list">
              {registrations.map((registration) => (
                <li key={registration.id}>
                  <RegistrationLink registration={registration} /> ({formatInr(registration.totalAmount)})
                </li>
              ))}
            </ul>,
            REASONS[reason],
          ],
        }))}
      />
      <ResultTable
        id="reconciliation-unmatched-lines"
        title="Lines matching no registration"
        empty="Every line names a registration's reference."
        headers={['Line', 'Reference on the statement', 'Amount']}
        rows={report.unmatchedLines.map((line) => ({ key: `${line.lineNumber}`, cells: lineCells(line) }))}
      />
      <ResultTable
        id="reconciliation-unmatched-registrations"
        title="Proofs with no line on the statement"
        empty="Every proof under verification has a line on the statement."
        headers={['Registration', 'Reference typed', 'Amount due']}
        rows={report.unmatchedRegistrations.map((registration) => ({
          key: registration.id,
          cells: [
            <RegistrationLink registration={registration} />,
            registration.paymentReferenceId,
            formatInr(registration.totalAmount),
          ],
        }))}
      />
    </>
  );
}
