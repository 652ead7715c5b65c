import { Link } from 'react-router-dom';
import { IEEE_MEMBERSHIP_TO_CHECK } from '@domain/admin-messages';
import { formatInr } from '@domain/pricing';
import { CANCELLATION_REQUESTED_LABEL, REVIEW_STATUS_LABELS } from '@domain/review-status';
import { getTier } from '@domain/tiers';
import type { RegistrationRow } from '@domain/api/admin-registrations';
import { formatDateTime } from '../shared/format';
import type { SelectionColumn } from '../shared/row-selection';

export function RegistrationsTable({
  rows,
  busy,
  selection,
}: {
  rows: readonly RegistrationRow[];
  busy: boolean;
  /** Row checkboxes for the bulk actions (shared/row-selection). */
  selection?: SelectionColumn;
}) {
  return (
    <div className="table-scroll admin-table-scroll" tabIndex={0} aria-labelledby="admin-table-caption">
      <table className="table admin-table" aria-busy={busy}>
        <caption id="admin-table-caption">Registrations</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="admin-select-cell">
                <span className="visually-hidden">Select</span>
                {selection.header}
              </th>
            )}
            <th scope="col">Registration ID</th>
            <th scope="col">Registrant</th>
            <th scope="col">Tier</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Payment reference</th>
            <th scope="col">Registered</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {selection && <td className="admin-select-cell">{selection.cell(row)}</td>}
              <th scope="row">
                <Link to={`/verify/registration/${encodeURIComponent(row.id)}`}>{row.id}</Link>
              </th>
              <td>
                {row.name}
                <span className="admin-table__email">{row.email}</span>
              </td>
              <td>{getTier(row.registrationTier).label}</td>
              <td className="admin-number">{formatInr(row.totalAmount)}</td>
              <td>
                <span className={`admin-badge status-${row.reviewStatus}`}>
                  {REVIEW_STATUS_LABELS[row.reviewStatus]}
                </span>
                {row.cancellationRequested && (
                  <span className="admin-badge admin-badge--warning">{CANCELLATION_REQUESTED_LABEL}</span>
                )}
                {row.ieeeMembershipToCheck && (
                  <span className="admin-badge admin-badge--warning">{IEEE_MEMBERSHIP_TO_CHECK}</span>
                )}
              </td>
              <td>{row.paymentReferenceId ?? ''}</td>
              <td>{formatDateTime(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
