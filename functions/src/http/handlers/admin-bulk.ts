import { MAX_BULK_SELECTION, SELECT_AT_MOST, SELECT_REGISTRATIONS } from '../../domain/messages';
import { BULK_ID_INVALID } from '../../domain/admin-messages';
import { venueDate } from '../../domain/venue-time';
import { z } from '../../domain/zod';
import { remindToPay, verifyPayment } from '../../services/payments';
import { DomainError } from '../../domain/errors';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { bulkOutcomesSchema, type BulkOutcome } from '../../domain/api/bulk';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

const bulkSchema = z.object({
  ids: z
    .array(z.string({ error: BULK_ID_INVALID }).trim().min(1, BULK_ID_INVALID).max(100, BULK_ID_INVALID), {
      error: SELECT_REGISTRATIONS,
    })
    .min(1, SELECT_REGISTRATIONS)
    .max(MAX_BULK_SELECTION, SELECT_AT_MOST)
    .transform((ids) => [...new Set(ids)]),
});

async function eachRegistration(
  ids: string[],
  act: (id: string) => Promise<{ by: string } | null>,
): Promise<BulkOutcome[]> {
  // One at a time: each is its own transaction, and a failure of one must not stop the rest.
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      const before = await act(id);
      outcomes.push({ id, ok: true, ...(before ? { alreadyVerified: { by: before.by } } : {}) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ id, ok: false, error: error.message });
    }
  }
  return outcomes;
}

/** POST /api/admin/bulk/verify-payments {ids}: the same transition, audit and mail as one by one. */
export const postBulkVerify: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { ids } = parseOrThrow(bulkSchema, jsonBody(req));
  const outcomes = await eachRegistration(ids, (id) => verifyPayment(id, admin));
  replyData(res, 200, bulkOutcomesSchema, outcomes);
};

/** POST /api/admin/bulk/payment-reminders {ids}: to those awaiting payment, at most once a day each. */
export const postBulkReminders: RouteHandler<'admin'> = async (req, res) => {
  const { ids } = parseOrThrow(bulkSchema, jsonBody(req));
  // Once a day means once a calendar day at the venue.
  const today = venueDate(currentTime());
  const outcomes = await eachRegistration(ids, async (id) => {
    await remindToPay(id, today);
    return null;
  });
  replyData(res, 200, bulkOutcomesSchema, outcomes);
};
