import { Link } from 'react-router-dom';
import type { CoverageReport } from '@domain/api/paper-coverage';

type Paper = CoverageReport['papers'][number];

function Registrations({ paper }: { paper: Paper }) {
  if (paper.registrations.length === 0) return <>None</>;
  return (
    <ul className="admin-tools__plain-list">
      {paper.registrations.map((registration) => (
        <li key={registration.id}>
          <Link to={`/verify/registration/${encodeURIComponent(registration.id)}`}>{registration.id}</Link> (
          {registration.paymentVerified ? 'payment verified' : 'payment not verified'})
        </li>
      ))}
    </ul>
  );
}

/** Every accepted paper with the registrations that name it. */
export function CoverageTable({ report }: { report: CoverageReport }) {
  if (report.papers.length === 0) return null;
  return (
    <section aria-labelledby="coverage-papers-title">
      <h2 id="coverage-papers-title">Papers and their registrations</h2>
      <div className="table-scroll" tabIndex={0} aria-labelledby="coverage-papers-title">
        <table className="table admin-tools__table">
          <thead>
            <tr>
              <th scope="col">Paper ID</th>
              <th scope="col">Registrations naming it</th>
              <th scope="col">Covered</th>
            </tr>
          </thead>
          <tbody>
            {report.papers.map((paper) => (
              <tr key={paper.paperId}>
                <th scope="row">{paper.paperId}</th>
                <td>
                  <Registrations paper={paper} />
                </td>
                <td>
                  <span
                    className={`admin-badge ${paper.covered ? 'status-payment-verified' : 'status-proof-rejected'}`}
                  >
                    {paper.covered ? 'Covered' : 'Not covered'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The papers no payment-verified registration covers yet. */
export function UncoveredPapers({ report }: { report: CoverageReport }) {
  const uncovered = report.papers.filter((paper) => !paper.covered);
  if (report.papers.length === 0) return null;
  return (
    <section aria-labelledby="coverage-uncovered-title">
      <h2 id="coverage-uncovered-title">Papers not covered ({uncovered.length})</h2>
      {uncovered.length === 0 ? (
        <p>Every accepted paper has a payment-verified registration.</p>
      ) : (
        <ul className="admin-tools__uncovered">
          {uncovered.map((paper) => (
            <li key={paper.paperId}>
              <strong>{paper.paperId}</strong>:{' '}
              {paper.registrations.length === 0
                ? 'no registration names it'
                : `${paper.registrations.length} registration${paper.registrations.length === 1 ? '' : 's'}, none payment-verified`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
