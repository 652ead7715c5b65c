import { currentTime } from '../../clock';
import { previewLinkSchema } from '../../domain/api/stored-file';
import { DomainError } from '../../domain/errors';
import { NO_SUCH_FILE, PREVIEW_LINK_INVALID } from '../../domain/messages';
import { isRegistrationId } from '../../domain/registration-id';
import { downloadNameOf, UPLOAD_CSP } from '../../domain/uploads';
import { readStoredFile } from '../../services/files';
import { isValidPreviewLink, previewLinkFor } from '../../services/preview-links';
import { replyData } from '../reply';
import type { ApiResponse, RouteHandler, RouteParams } from '../types';

/** The only types a stored file is served as; anything else is bytes to save, never to render. */
const SERVED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

interface FileOfPath {
  id: string;
  name: string;
  downloadName: string;
}

/** The ID and a stored name of ours, checked before either becomes part of a Storage path. */
function fileOf(params: RouteParams): FileOfPath | null {
  const { id = '', name = '' } = params;
  const downloadName = downloadNameOf(name);
  // Only names the server itself generates (an ID as we write it, a stored name of ours): no
  // traversal, no other folder can be reached.
  return isRegistrationId(id) && downloadName ? { id, name, downloadName } : null;
}

function fileParams(params: RouteParams): FileOfPath {
  const file = fileOf(params);
  if (!file) throw new DomainError('not-found', NO_SUCH_FILE);
  return file;
}

async function sendStoredFile(res: ApiResponse, file: FileOfPath, disposition: 'attachment' | 'inline'): Promise<void> {
  const stored = await readStoredFile(file.id, file.name);
  if (!stored) throw new DomainError('not-found', NO_SUCH_FILE);
  res
    .status(200)
    .set('Content-Type', SERVED_TYPES.has(stored.contentType) ? stored.contentType : 'application/octet-stream')
    // Letters, digits, hyphens and one dot: nothing to quote or encode.
    .set('Content-Disposition', `${disposition}; filename="${file.downloadName}"`)
    .set('Content-Security-Policy', UPLOAD_CSP)
    .set('X-Content-Type-Options', 'nosniff')
    .set('X-Frame-Options', 'SAMEORIGIN')
    .set('Referrer-Policy', 'no-referrer')
    .set('Cache-Control', 'private, no-store')
    .send(stored.data);
}

/**
 * GET /backend/uploads/{registrationId}/{storedName}: streams a stored file to administrators,
 * as an attachment under the server's name for it (`payment-receipt.pdf`), never the registrant's.
 */
export const getUpload: RouteHandler<'admin'> = async (_req, res, params) => {
  await sendStoredFile(res, fileParams(params), 'attachment');
};

/** POST /api/admin/uploads/{registrationId}/{storedName}/preview-link: a link a frame can open. */
export const postPreviewLink: RouteHandler<'admin'> = async (_req, res, params) => {
  const { id, name } = fileParams(params);
  replyData(res, 200, previewLinkSchema, previewLinkFor(id, name, currentTime()));
};

/** GET /backend/uploads/{registrationId}/{storedName}/preview?expires=&signature=: the file, inline. */
export const getUploadPreview: RouteHandler = async (req, res, params) => {
  const file = fileOf(params);
  if (!file || !isValidPreviewLink(file.id, file.name, req.query, currentTime())) {
    throw new DomainError('not-found', PREVIEW_LINK_INVALID);
  }
  await sendStoredFile(res, file, 'inline');
};
