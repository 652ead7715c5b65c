import { requireAdmin } from '../../services/admin-auth';
import { storageBucket } from '../../services/firebase';
import { ApiError } from '../errors';
import type { RouteHandler } from '../types';

// Only names the server itself generates: no traversal, no other folder can be reached.
const REGISTRATION_ID = /^ICEI25-[0-9A-Z-]{10,30}$/;
const STORED_NAME = /^[a-z0-9-]+-[0-9a-f]{12}\.(pdf|png|jpg)$/;

/**
 * GET /backend/uploads/{registrationId}/{storedName}: streams a stored file to administrators,
 * as an attachment under the registrant's (sanitised) file name.
 */
export const getUpload: RouteHandler = async (req, res, params) => {
  await requireAdmin(req);
  const { id = '', name = '' } = params;
  if (!REGISTRATION_ID.test(id) || !STORED_NAME.test(name)) throw new ApiError('not-found', 'No such file.');
  const file = storageBucket().file(`registrations/${id}/${name}`);
  const [exists] = await file.exists();
  if (!exists) throw new ApiError('not-found', 'No such file.');
  const [metadata] = await file.getMetadata();
  const original = String(metadata.metadata?.originalName ?? name);
  const [data] = await file.download();
  res
    .status(200)
    .set('Content-Type', metadata.contentType ?? 'application/octet-stream')
    .set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(original)}`)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Cache-Control', 'private, no-store')
    .send(data);
};
