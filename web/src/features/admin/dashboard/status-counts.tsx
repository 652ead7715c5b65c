import { Link } from 'react-router-dom';
import {
  CANCELLATION_REQUESTED_LABEL,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@domain/review-status';
import { IEEE_MEMBERSHIP_TO_CHECK } from '@domain/admin-messages';
import { filterQuery, type RegistrationFilters } from '@domain/api/admin-filters';

/** A count of registrations, and the link to the filter that lists them (or, shown, clears it). */
function CountLink({
  count,
  label,
  shown,
  toggled,
  className,
}: {
  count: number | null;
  label: string;
  shown: boolean;
  toggled: RegistrationFilters;
  className: string;
}) {
  return (
    <li>
      <Link
        to={`?${filterQuery(toggled)}`}
        className={`admin-count ${className}`}
        aria-current={shown ? 'true' : undefined}
      >
        <span className="admin-count__number">{count ?? '–'}</span>
        <span className="admin-count__label">{label}</span>
      </Link>
    </li>
  );
}

/**
 * How many registrations each status holds (under the other filters), and how many have a
 * cancellation request awaiting a decision or an IEEE membership to check (under the other filters
 * but the status); each opens its filter, and a second press clears it.
 */
export function StatusCounts({
  counts,
  cancellationRequested,
  ieeeToCheck,
  filters,
}: {
  counts: Record<ReviewStatus, number> | null;
  cancellationRequested: number | null;
  ieeeToCheck: number | null;
  filters: RegistrationFilters;
}) {
  const requestsShown = filters.cancellation === 'requested';
  const ieeeShown = filters.ieee === 'to-check';
  return (
    <section className="admin-counts" aria-labelledby="admin-counts-title">
      <h2 id="admin-counts-title" className="visually-hidden">
        Registrations per status
      </h2>
      <ul>
        {REVIEW_STATUSES.map((status) => {
          const active = filters.status === status;
          return (
            <CountLink
              key={status}
              count={counts ? counts[status] : null}
              label={REVIEW_STATUS_LABELS[status]}
              shown={active}
              toggled={{ ...filters, status: active ? undefined : status }}
              className={`status-${status}`}
            />
          );
        })}
        <CountLink
          count={cancellationRequested}
          label={CANCELLATION_REQUESTED_LABEL}
          shown={requestsShown}
          toggled={{ ...filters, cancellation: requestsShown ? undefined : 'requested' }}
          className="status-cancellation-requested"
        />
        <CountLink
          count={ieeeToCheck}
          label={IEEE_MEMBERSHIP_TO_CHECK}
          shown={ieeeShown}
          toggled={{ ...filters, ieee: ieeeShown ? undefined : 'to-check' }}
          className="status-ieee-to-check"
        />
      </ul>
    </section>
  );
}
