import { adminPageQuerySchema } from '../../domain/api/admin-filters';
import { registrationPageSchema } from '../../domain/api/admin-registrations';
import { registrationTable } from '../../services/admin-queries';
import type { RegistrationRecord } from '../../services/registrations';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** One row of the table (registrationRowSchema keeps only what it lists). */
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
    ieeeMembershipToCheck: record.ieeeMembershipToCheck === true,
    cancellationRequested: record.cancellation?.state === 'requested',
    createdAt: record.createdAt,
  };
}

/**
 * GET /api/admin/registrations?status=&tier=&cancellation=&ieee=&q=&order=&pageSize=&after=: one
 * page, the counts per status, of cancellation requests awaiting a decision and of IEEE
 * memberships to check.
 */
export const getAdminRegistrations: RouteHandler<'admin'> = async (req, res) => {
  const { pageSize, after, ...filter } = parseOrThrow(adminPageQuerySchema, req.query);
  const table = await registrationTable(filter, pageSize, after);
  replyData(res, 200, registrationPageSchema, {
    items: table.items.map(row),
    nextCursor: table.nextCursor,
    counts: table.counts,
    cancellationRequested: table.cancellationRequested,
    ieeeToCheck: table.ieeeToCheck,
  });
};
