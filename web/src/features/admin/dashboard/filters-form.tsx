import { useState, type FormEvent } from 'react';
import { CANCELLATION_REQUESTED_LABEL, REVIEW_STATUS_LABELS, REVIEW_STATUSES } from '@domain/review-status';
import { TIERS } from '@domain/tiers';
import type { RegistrationFilters } from '@domain/api/admin-filters';
import { IEEE_MEMBERSHIP_TO_CHECK } from '@domain/admin-messages';

/** A filter for the registrations waiting on one kind of decision: Any, or only those. */
function DecisionFilter<V extends string>({
  id,
  label,
  value,
  only,
  onlyLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: V | undefined;
  only: V;
  onlyLabel: string;
  onChange: (value: V | undefined) => void;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === only ? only : undefined)}
      >
        <option value="">Any</option>
        <option value={only}>{onlyLabel}</option>
      </select>
    </div>
  );
}

/**
 * Search on submit; state, tier, cancellation, IEEE membership and order apply as soon as they change, with the search box as it
 * reads (what it shows is what is searched).
 */
export function FiltersForm({
  filters,
  onChange,
}: {
  filters: RegistrationFilters;
  onChange: (next: Partial<RegistrationFilters>) => void;
}) {
  const q = filters.q ?? '';
  const [search, setSearch] = useState(q);
  // The address may change the search (back button, a count's link): follow it.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setSearch(q);
  }

  const apply = (next: Partial<RegistrationFilters>) => onChange({ ...next, q: search.trim() });

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({});
  }

  return (
    <form className="admin-filters" role="search" aria-label="Registrations" onSubmit={submit}>
      <div className="admin-field admin-filters__search">
        <label htmlFor="admin-search">Search</label>
        <div className="admin-filters__search-row">
          <input
            id="admin-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="admin-search-hint"
            maxLength={200}
          />
          <button type="submit" className="button admin-button">
            Search
          </button>
        </div>
        <p id="admin-search-hint" className="admin-hint">
          The start of a name or of an e-mail address, a registration ID or part of one (such as AB12-CD34), or a
          payment reference.
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor="admin-status">Status</label>
        <select
          id="admin-status"
          value={filters.status ?? ''}
          onChange={(event) => apply({ status: REVIEW_STATUSES.find((s) => s === event.target.value) })}
        >
          <option value="">All statuses</option>
          {REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REVIEW_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="admin-tier">Tier</label>
        <select
          id="admin-tier"
          value={filters.tier ?? ''}
          onChange={(event) => apply({ tier: TIERS.find((t) => t.id === event.target.value)?.id })}
        >
          <option value="">All tiers</option>
          {TIERS.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.label}
            </option>
          ))}
        </select>
      </div>
      <DecisionFilter
        id="admin-cancellation"
        label="Cancellation"
        value={filters.cancellation}
        only="requested"
        onlyLabel={CANCELLATION_REQUESTED_LABEL}
        onChange={(cancellation) => apply({ cancellation })}
      />
      <DecisionFilter
        id="admin-ieee"
        label="IEEE membership"
        value={filters.ieee}
        only="to-check"
        onlyLabel={IEEE_MEMBERSHIP_TO_CHECK}
        onChange={(ieee) => apply({ ieee })}
      />
      <div className="admin-field">
        <label htmlFor="admin-order">Date</label>
        <select
          id="admin-order"
          value={filters.order}
          onChange={(event) => apply({ order: event.target.value === 'asc' ? 'asc' : 'desc' })}
        >
          <option value="desc">Newest first</option>
          <option value="asc">Oldest first</option>
        </select>
      </div>
    </form>
  );
}
