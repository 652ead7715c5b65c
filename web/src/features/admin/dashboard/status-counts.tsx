import { Link } from 'react-router-dom';
import {
  CANCELLATION_REQUESTED_LABEL,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@domain/review-status';
import { filterQuery, type RegistrationFilters } from '@domain/api/admin-filters';

/**
 * How many registrations each status holds (under the other filters), and how many have a
 * cancellation request awaiting a decision (under the tier and search filters); each opens its
 * filter, and a second press clears it.
 */
export function StatusCounts({
  counts,
  cancellationRequested,
  filters,
}: {
  counts: Record<ReviewStatus, number> | null;
  cancellationRequested: number | null;
  filters: RegistrationFilters;
}) {
  const requestsShown = filters.cancellation === 'requested';
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
        <li>
          <Link
            to={`?${filterQuery({ ...filters, cancellation: requestsShown ? undefined : 'requested' })}`}
            className="admin-count status-cancellation-requested"
            aria-current={requestsShown ? 'true' : undefined}
          >
            <span className="admin-count__number">{cancellationRequested ?? '–'}</span>
            <span className="admin-count__label">{CANCELLATION_REQUESTED_LABEL}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
