import { z } from 'zod';
import { REVIEW_STATUSES } from '../../domain/review-status';
import { TIER_IDS } from '../../domain/tiers';
import { requireAdmin } from '../../services/admin-auth';
import { registrationPage, statusCounts } from '../../services/admin-queries';
import type { RegistrationRecord } from '../../services/registrations';
import { parseOrThrow } from '../input';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

export const adminFilterSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Unknown status filter.' }).optional(),
  tier: z.enum(TIER_IDS, { error: 'Unknown tier filter.' }).optional(),
  q: z
    .string()
    .trim()
    .max(200, 'The search is too long.')
    .optional()
    .transform((q) => q || undefined),
  order: z.enum(['asc', 'desc'], { error: 'Sort order is asc or desc.' }).default('desc'),
});

const pageSchema = adminFilterSchema.extend({
  pageSize: z.coerce.number({ error: 'pageSize must be a number.' }).int().min(1).max(100).default(25),
  after: z.string().max(100).optional(),
});

/** One row of the table: what an administrator scans, nothing more. */
function row(record: RegistrationRecord) {
  return {
    id: record.id,
    name: `${record.title} ${record.firstName} ${record.lastName}`,
    email: record.email,
    organization: record.organization,
    registrationTier: record.registrationTier,
    totalAmount: record.totalAmount,
    reviewStatus: record.reviewStatus,
    paymentReferenceId: record.paymentReferenceId ?? null,
    createdAt: record.createdAt.toDate().toISOString(),
  };
}

/** GET /api/admin/registrations?status=&tier=&q=&order=&pageSize=&after=: one page and the counts. */
export const getAdminRegistrations: RouteHandler = async (req, res) => {
  await requireAdmin(req);
  const { pageSize, after, ...filter } = parseOrThrow(pageSchema, req.query);
  const [page, counts] = await Promise.all([
    registrationPage(filter, pageSize, after),
    statusCounts({ tier: filter.tier, q: filter.q }),
  ]);
  replyJson(res, 200, {
    success: true,
    data: { items: page.items.map(row), nextCursor: page.nextCursor, counts },
  });
};
