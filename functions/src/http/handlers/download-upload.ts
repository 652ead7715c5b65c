import { NO_SUCH_FILE } from '../../domain/messages';
import { requireAdmin } from '../../services/admin-auth';
import { readStoredFile } from '../../services/files';
import { DomainError } from '../../domain/errors';
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
  if (!REGISTRATION_ID.test(id) || !STORED_NAME.test(name)) throw new DomainError('not-found', NO_SUCH_FILE);
  const file = await readStoredFile(id, name);
  if (!file) throw new DomainError('not-found', NO_SUCH_FILE);
  res
    .status(200)
    .set('Content-Type', file.contentType)
    .set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Cache-Control', 'private, no-store')
    .send(file.data);
};
