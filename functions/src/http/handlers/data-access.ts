import { doneBodySchema } from '../../domain/api/envelope';
import { dataExportSchema } from '../../domain/api/data-export';
import { statusLookupSchema } from '../../domain/registration-schema';
import { exportFor, mailDataLink } from '../../services/data-access';
import { consumeRateLimit } from '../../services/rate-limit';
import { currentTime } from '../../clock';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody, replyData } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/registrations/{id}/data-request: a link to everything held about it, mailed to its address. */
export const postDataRequest: RouteHandler = async (req, res, params) => {
  await consumeRateLimit('data', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  await mailDataLink(id);
  replyBody(res, 200, doneBodySchema, { success: true });
};

/** GET /api/data/{token}: the mailed link, answered with the registration's data as a JSON file. */
export const getDataExport: RouteHandler = async (req, res, params) => {
  await consumeRateLimit('data', clientAddress(req), currentTime());
  const data = await exportFor(params.token ?? '');
  const id = String(data.registration.id);
  res.set('Content-Disposition', `attachment; filename="${id}-my-data.json"`);
  replyData(res, 200, dataExportSchema, data);
};
