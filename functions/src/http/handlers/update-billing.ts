import { billingUpdatedBodySchema, billingUpdateSchema } from '../../domain/api/billing';
import { publicBillingOf } from '../../domain/registration-view';
import { statusLookupSchema } from '../../domain/registration-schema';
import { replaceBillingDetails } from '../../services/billing';
import { consumeRateLimit } from '../../services/rate-limit';
import { currentTime } from '../../clock';
import { clientAddress, jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/registrations/{id}/billing {billing}: whom the tax invoice is made out to, added,
 * corrected or removed (null) by anyone holding the registration ID, until the invoice is issued
 * (409 after). Answers the details as the public view shows them.
 */
export const postBillingDetails: RouteHandler<'registrant-or-admin'> = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { billing } = parseOrThrow(billingUpdateSchema, jsonBody(req));
  await replaceBillingDetails(id, billing, 'registrant');
  replyBody(res, 200, billingUpdatedBodySchema, { success: true, data: { billing: publicBillingOf(billing) } });
};
