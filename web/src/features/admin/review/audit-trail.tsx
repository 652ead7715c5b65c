import type { AdminRegistration } from '@domain/api/admin-record';
import { formatDateTime } from '../shared/format';
import { auditEventLabel, auditStates } from './audit-labels';

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
              <th scope="col">State</th>
              <th scope="col">By</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((entry, index) => (
              <tr key={`${index}-${entry.event}`}>
                <td>{formatDateTime(entry.at)}</td>
                <th scope="row">
                  {auditEventLabel(entry.event)} <code className="admin-audit__event">{entry.event}</code>
                </th>
                <td>{auditStates(entry.from, entry.to)}</td>
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
