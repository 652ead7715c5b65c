import { NO_SUCH_FILE } from '../../domain/messages';
import { isRegistrationId } from '../../domain/registration-id';
import { downloadNameOf } from '../../domain/uploads';
import { readStoredFile } from '../../services/files';
import { DomainError } from '../../domain/errors';
import type { RouteHandler } from '../types';

/**
 * GET /backend/uploads/{registrationId}/{storedName}: streams a stored file to administrators,
 * as an attachment under the server's name for it (`payment-receipt.pdf`), never the registrant's.
 */
export const getUpload: RouteHandler<'admin'> = async (_req, res, params) => {
  const { id = '', name = '' } = params;
  const downloadName = downloadNameOf(name);
  // Only names the server itself generates (an ID as we write it, a stored name of ours): no
  // traversal, no other folder can be reached.
  if (!isRegistrationId(id) || !downloadName) throw new DomainError('not-found', NO_SUCH_FILE);
  const file = await readStoredFile(id, name);
  if (!file) throw new DomainError('not-found', NO_SUCH_FILE);
  res
    .status(200)
    .set('Content-Type', file.contentType)
    // Letters, digits, hyphens and one dot: nothing to quote or encode.
    .set('Content-Disposition', `attachment; filename="${downloadName}"`)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Cache-Control', 'private, no-store')
    .send(file.data);
};
