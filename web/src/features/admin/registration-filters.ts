import { REVIEW_STATUSES, type ReviewStatus } from '@domain/review-status';
import { TIER_IDS, type TierId } from '@domain/tiers';

export const PAGE_SIZE = 25;

export interface RegistrationFilters {
  status: ReviewStatus | null;
  tier: TierId | null;
  q: string;
  order: 'asc' | 'desc';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** The filters live in the address, so a filtered view can be reloaded, shared and gone back to. */
export function filtersFrom(params: URLSearchParams): RegistrationFilters {
  return {
    status: oneOf(REVIEW_STATUSES, params.get('status')),
    tier: oneOf(TIER_IDS, params.get('tier')),
    q: params.get('q')?.trim() ?? '',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The API's query for these filters (the same for the table and its CSV export). */
export function filterQuery(filters: RegistrationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.tier) query.set('tier', filters.tier);
  if (filters.q) query.set('q', filters.q);
  if (filters.order === 'asc') query.set('order', 'asc');
  return query;
}
