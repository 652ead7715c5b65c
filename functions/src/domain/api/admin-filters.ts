// The administrators' table filters, one definition for both sides: the API parses its query with
// these schemas (an unknown value is a 400), the admin page reads them from its address (an
// unknown value is ignored) and writes the query the API reads.
import { z } from '../zod';
import { REVIEW_STATUSES } from '../review-status';
import { TIER_IDS } from '../tiers';
import { SEARCH_TOO_LONG } from '../messages';

/** Rows per page of the admin table. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const adminFilterSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Unknown status filter.' }).optional(),
  tier: z.enum(TIER_IDS, { error: 'Unknown tier filter.' }).optional(),
  /** Only registrations whose cancellation request awaits a decision. */
  cancellation: z.enum(['requested'], { error: 'Unknown cancellation filter.' }).optional(),
  /** Only registrations with an IEEE membership an administrator has still to check. */
  ieee: z.enum(['to-check'], { error: 'Unknown IEEE membership filter.' }).optional(),
  q: z
    .string({ error: 'Search with one piece of text.' })
    .trim()
    .max(200, SEARCH_TOO_LONG)
    .optional()
    .transform((q) => q || undefined),
  order: z.enum(['asc', 'desc'], { error: 'Sort order is asc or desc.' }).default('desc'),
});
export type RegistrationFilters = z.output<typeof adminFilterSchema>;

/** GET /api/admin/registrations: the filters, the page size and the cursor after which to start. */
export const adminPageQuerySchema = adminFilterSchema.extend({
  pageSize: z.coerce
    .number({ error: `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(PAGE_SIZE),
  after: z
    .string({ error: 'The page to start after is not one of this list.' })
    .max(100, 'The page to start after is not one of this list.')
    .optional(),
});

/** The filters in an address, each one that is not valid left out, so a filtered view can be shared. */
export function filtersFrom(params: URLSearchParams): RegistrationFilters {
  const { shape } = adminFilterSchema;
  const read = (name: string) => params.get(name) ?? undefined;
  return {
    status: shape.status.safeParse(read('status')).data,
    tier: shape.tier.safeParse(read('tier')).data,
    cancellation: shape.cancellation.safeParse(read('cancellation')).data,
    ieee: shape.ieee.safeParse(read('ieee')).data,
    q: shape.q.safeParse(read('q')).data,
    order: shape.order.safeParse(read('order')).data ?? 'desc',
  };
}

/** The query for these filters (the same for the table, its CSV export and the page's address). */
export function filterQuery(filters: RegistrationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.tier) query.set('tier', filters.tier);
  if (filters.cancellation) query.set('cancellation', filters.cancellation);
  if (filters.ieee) query.set('ieee', filters.ieee);
  if (filters.q) query.set('q', filters.q);
  if (filters.order === 'asc') query.set('order', 'asc');
  return query;
}
