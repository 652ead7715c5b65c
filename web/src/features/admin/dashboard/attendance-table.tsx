import { getTier } from '@domain/tiers';
import type { RegistrationStats } from '@domain/api/admin-stats';
import { attendanceRows, notYetComeSentence } from './attendance-data';
import { formatCount, formatDay } from '../shared/format';
import type { QueryState } from '../shared/use-admin-api';

/** Check-ins at the desk per conference day and tier, and the people paid but not yet come. */
export function AttendanceTable({ stats }: { stats: QueryState<RegistrationStats> }) {
  if (stats.status !== 'ready') return null; // the headline totals say "loading" or the error
  const { attendance } = stats.data;
  const rows = attendanceRows(attendance);
  return (
    <section className="admin-attendance" aria-labelledby="admin-attendance-title">
      <h2 id="admin-attendance-title">Attendance</h2>
      <p data-testid="not-yet-come">{notYetComeSentence(attendance)}</p>
      {attendance.days.length > 0 && (
        <div className="table-scroll" tabIndex={0} aria-labelledby="admin-attendance-caption">
          <table className="table">
            <caption id="admin-attendance-caption">People checked in per conference day and tier</caption>
            <thead>
              <tr>
                <th scope="col">Tier</th>
                {attendance.days.map((day) => (
                  <th key={day.date} scope="col">
                    {formatDay(day.date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.tier}>
                  <th scope="row">{getTier(row.tier).label}</th>
                  {row.perDay.map((count, index) => (
                    <td key={attendance.days[index]?.date ?? index} className="admin-number">
                      {formatCount(count)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {attendance.days.map((day) => (
                  <td key={day.date} className="admin-number">
                    {formatCount(day.checkedIn)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
