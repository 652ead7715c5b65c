import { REVIEW_STATUS_LABELS } from '@domain/review-status';
import type { RegistrationState } from '@domain/lifecycle';
import type { AdminRegistration } from '@domain/api/admin-record';
import { formatDateTime } from '../shared/format';

const STATE_LABELS: Record<RegistrationState, string> = {
  created: REVIEW_STATUS_LABELS['email-unverified'],
  'email-verified': 'E-mail verified',
  'proof-under-verification': REVIEW_STATUS_LABELS['proof-under-verification'],
  'payment-verified': REVIEW_STATUS_LABELS['payment-verified'],
};

/** Every change of state, oldest first, with who made it and its details (a rejection's reason). */
export function AuditTrail({ audit }: { audit: AdminRegistration['audit'] }) {
  return (
    <section className="admin-wide" aria-labelledby="admin-audit-title">
      <h3 id="admin-audit-title">Audit trail</h3>
      <div className="table-scroll" tabIndex={0} aria-labelledby="admin-audit-title">
        <table className="table admin-audit" aria-labelledby="admin-audit-title">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Event</th>
              <th scope="col">From → to</th>
              <th scope="col">By</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((entry, index) => (
              <tr key={`${index}-${entry.event}`}>
                <td>{formatDateTime(entry.at)}</td>
                <th scope="row">{entry.event}</th>
                <td>
                  {entry.from ? `${STATE_LABELS[entry.from]} → ` : ''}
                  {STATE_LABELS[entry.to]}
                </td>
                <td>{entry.by}</td>
                <td>
                  {entry.detail
                    ? Object.entries(entry.detail)
                        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
                        .join('; ')
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
