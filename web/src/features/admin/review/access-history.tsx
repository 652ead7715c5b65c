import type { AdminRegistration } from '@domain/api/admin-record';
import { formatDateTime } from '../shared/format';

/**
 * Who looked at this registration or acted on it, newest first: every staff call that named it,
 * from the access log (kept a year). This page's own opening is the first row.
 */
export function AccessHistory({ entries }: { entries: AdminRegistration['accessHistory'] }) {
  return (
    <section className="admin-wide" aria-labelledby="admin-access-title">
      <h3 id="admin-access-title">Access history</h3>
      <div className="table-scroll" tabIndex={0} aria-labelledby="admin-access-title">
        <table className="table admin-audit" aria-labelledby="admin-access-title">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">From address</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${index}-${entry.at}`}>
                <td>{formatDateTime(entry.at)}</td>
                <th scope="row">
                  {entry.by}
                  {entry.role === 'check-in staff' ? ' (check-in staff)' : ''}
                </th>
                <td>
                  <code>{entry.call}</code>
                </td>
                <td>{entry.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
