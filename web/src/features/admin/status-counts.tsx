import { Link } from 'react-router-dom';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '@domain/review-status';
import { filterQuery, type RegistrationFilters } from '@domain/api/admin-filters';

/** How many registrations each status holds (under the tier and search filters); each opens its filter. */
export function StatusCounts({
  counts,
  filters,
}: {
  counts: Record<ReviewStatus, number> | null;
  filters: RegistrationFilters;
}) {
  return (
    <section className="admin-counts" aria-labelledby="admin-counts-title">
      <h2 id="admin-counts-title" className="visually-hidden">
        Registrations per status
      </h2>
      <ul>
        {REVIEW_STATUSES.map((status) => {
          const active = filters.status === status;
          const next = filterQuery({ ...filters, status: active ? undefined : status });
          return (
            <li key={status}>
              <Link
                to={`?${next}`}
                className={`admin-count status-${status}`}
                aria-current={active ? 'true' : undefined}
              >
                <span className="admin-count__number">{counts ? counts[status] : '–'}</span>
                <span className="admin-count__label">{REVIEW_STATUS_LABELS[status]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
