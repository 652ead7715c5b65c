import {
  FILE_NAME_REFUSED,
  FORM_EMPTY,
  FORM_MALFORMED,
  FORM_NOT_MULTIPART,
  FORM_NO_BOUNDARY,
  FORM_TOO_MANY_FIELDS,
  FORM_TOO_MANY_FILES,
  FORM_TOO_MANY_PARTS,
  fieldTooLong,
} from '../domain/messages';
// Multipart parsing with busboy. Cloud Functions have already read the body into
// `req.rawBody` (piping `req` fails with "Unexpected end of form"), so busboy is fed that buffer.
import busboy from 'busboy';
import { DomainError } from '../domain/errors';
import type { ApiRequest } from './types';

export interface UploadedFile {
  field: string;
  /** The client's file name, sanitised: kept as metadata only, never used as a storage path. */
  filename: string;
  declaredType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Map<string, string>;
  files: Map<string, UploadedFile>;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxRequestBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldBytes: number;
}

/** Strips paths, control characters and NUL; keeps a readable name for Content-Disposition. */
export function sanitiseFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters (NUL, CR, LF…) would corrupt a header or a log line.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

/** A name with a folder part, NUL or a line break is an attack or a broken client: refused, not repaired. */
export function isAcceptableFilename(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\\/\u0000-\u001f\u007f]/.test(name);
}

export function parseMultipart(req: ApiRequest, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(new DomainError('unsupported-media', FORM_NOT_MULTIPART));
  }
  const raw = req.rawBody;
  if (!raw || raw.length === 0) return Promise.reject(new DomainError('bad-request', FORM_EMPTY));
  if (raw.length > limits.maxRequestBytes) {
    return Promise.reject(new DomainError('too-large', tooLargeMessage(limits.maxRequestBytes, 'The upload')));
  }

  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const files = new Map<string, UploadedFile>();
    let failure: DomainError | null = null;
    const fail = (error: DomainError) => {
      failure ??= error;
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8; busboy's default (latin1) would mangle "Reçu.pdf".
        defParamCharset: 'utf8',
        // Keep the name as sent, so a name with folders is seen and refused rather than trimmed.
        preservePath: true,
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: limits.maxFiles + limits.maxFields,
        },
      });
    } catch {
      reject(new DomainError('bad-request', FORM_NO_BOUNDARY));
      return;
    }

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new DomainError('too-large', fieldTooLong(name)));
      else fields.set(name, value);
    });
    parser.on('file', (field, stream, info) => {
      if (info.filename !== undefined && !isAcceptableFilename(info.filename)) {
        fail(new DomainError('bad-request', FILE_NAME_REFUSED));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new DomainError('too-large', tooLargeMessage(limits.maxFileBytes, 'Each file'))));
      stream.on('close', () => {
        // Fed one buffer, busboy hands a file over as a view into req.rawBody: keeping that view,
        // not a concatenated copy, saves a whole copy of every upload (npm run bench:uploads).
        const data = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
        // A file input left empty still sends a part with no name and no bytes: not an upload.
        if (data.length === 0 && !info.filename) return;
        files.set(field, { field, filename: sanitiseFilename(info.filename ?? ''), declaredType: info.mimeType, data });
      });
    });
    parser.on('filesLimit', () => fail(new DomainError('too-large', FORM_TOO_MANY_FILES)));
    parser.on('fieldsLimit', () => fail(new DomainError('too-large', FORM_TOO_MANY_FIELDS)));
    parser.on('partsLimit', () => fail(new DomainError('too-large', FORM_TOO_MANY_PARTS)));
    // busboy does not close after an error, so this settles the promise itself.
    parser.on('error', () => reject(new DomainError('bad-request', FORM_MALFORMED)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    parser.end(raw);
  });
}

function tooLargeMessage(bytes: number, what: string): string {
  return `${what} must be ${Math.floor(bytes / (1024 * 1024))} MB or smaller.`;
}
