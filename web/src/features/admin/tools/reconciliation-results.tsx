import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatInr } from '@domain/pricing';
import { statementLineNumbers } from '../shared/format';
import type { ReconciliationReport } from '@domain/api/reconciliation';
import type { MatchKind, ReconcilableRegistration, StatementLine } from '@domain/reconciliation';

type NeedsLook = ReconciliationReport['needsLook'][number];

function reasonFor({ reason, kind, paidWith }: NeedsLook): string {
  const byId = kind === 'registration-id';
  switch (reason) {
    case 'amount-differs':
      if (paidWith.length > 0) {
        return `The statement’s ${statementLineNumbers(paidWith)} name this registration; together they differ from the amount due.`;
      }
      return byId
        ? 'The line names the registration ID but the amount differs.'
        : 'The reference agrees but the amount differs.';
    case 'several-registrations':
      return byId ? 'The line names several registration IDs.' : 'The reference belongs to several registrations.';
    case 'line-repeated':
      return 'Another line of the statement names this registration together with others.';
  }
}

/** How the line was matched, and where on it: the reference column goes without saying. */
function matchFor(kind: MatchKind, foundIn: string, registration: ReconcilableRegistration, referenceHeader: string) {
  const where = foundIn === referenceHeader ? '' : `, in “${foundIn}”`;
  if (kind === 'registration-id') return `Registration ID in “${foundIn}”`;
  if (kind === 'exact') return `Exact${where}`;
  return `Normalised (typed “${registration.paymentReferenceId}”)${where}`;
}

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

function OtherCells({ line }: { line: StatementLine }) {
  return (
    <ul className="admin-tools__plain-list">
      {line.otherCells.map((cell, index) => (
        <li key={index}>
          {cell.header}: {cell.value}
        </li>
      ))}
    </ul>
  );
}

const CREDIT_HEADERS = ['Line', 'Reference on the statement', 'Amount', 'Rest of the line'];

/** Credits that match no registration, each with the rest of its line to recognise it by. */
const creditRows = (lines: readonly StatementLine[]) =>
  lines.map((line) => ({ key: `${line.lineNumber}`, cells: [...lineCells(line), <OtherCells line={line} />] }));

/** The server's lists: matched, needs a look (with why), credits naming no registration, other credits, and proofs without a line. */
export function ReconciliationResults({ report }: { report: ReconciliationReport }) {
  return (
    <>
      <ResultTable
        id="reconciliation-matched"
        title="Matched"
        empty="No line matched a proof (registration ID or reference, and amount)."
        headers={['Line', 'Reference on the statement', 'Amount', 'Registration', 'Match', 'Payment']}
        rows={report.matched.map(({ line, registration, kind, foundIn, paidWith }) => ({
          key: `${line.lineNumber}`,
          cells: [
            ...lineCells(line),
            <RegistrationLink registration={registration} />,
            paidWith.length > 0
              ? `${matchFor(kind, foundIn, registration, report.columns.referenceHeader)}; paid with ${statementLineNumbers(paidWith.filter((number) => number !== line.lineNumber))}`
              : matchFor(kind, foundIn, registration, report.columns.referenceHeader),
            registration.paymentVerified ? 'Verified' : 'Not verified yet',
          ],
        }))}
      />
      <ResultTable
        id="reconciliation-needs-look"
        title="Needs a look"
        empty="Nothing needs a look."
        headers={['Line', 'Reference on the statement', 'Amount', 'Registrations (amount due)', 'Why']}
        rows={report.needsLook.map((look) => ({
          key: `${look.line.lineNumber}`,
          cells: [
            ...lineCells(look.line),
            <ul className="admin-tools__plain-list">
              {look.registrations.map((registration) => (
                <li key={registration.id}>
                  <RegistrationLink registration={registration} /> ({formatInr(registration.totalAmount)})
                </li>
              ))}
            </ul>,
            reasonFor(look),
          ],
        }))}
      />
      <ResultTable
        id="reconciliation-unmatched-lines"
        title="Credits naming no registration"
        empty="Every credit with a reference names a registration."
        headers={CREDIT_HEADERS}
        rows={creditRows(report.unmatchedLines)}
      />
      <ResultTable
        id="reconciliation-other-credits"
        title="Other credits (no reference)"
        empty="Every credit carries a reference."
        headers={CREDIT_HEADERS}
        rows={creditRows(report.otherCredits)}
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
