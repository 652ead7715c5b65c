import {
  FILE_NAME_REFUSED,
  FORM_EMPTY,
  FORM_MALFORMED,
  FORM_NOT_MULTIPART,
  FORM_NO_BOUNDARY,
  FORM_TOO_MANY_FIELDS,
  FILE_WITHOUT_NAME,
  FORM_TOO_MANY_FILES,
  formPartTwice,
  formUnexpectedFile,
  FORM_TOO_MANY_PARTS,
  fieldTooLong,
} from '../domain/messages';
// Multipart parsing with busboy. Cloud Functions have already read the body into
// `req.rawBody` (piping `req` fails with "Unexpected end of form"), so busboy is fed that buffer.
import busboy from 'busboy';
import { DomainError } from '../domain/errors';
import { displayFileName } from '../domain/uploads';
import { inspectContent, type FileContent } from './file-content';
import type { ApiRequest } from './types';

export interface UploadedFile {
  field: string;
  /** The client's file name, cleaned: display text only, never a storage path or a download name. */
  filename: string;
  declaredType: string;
  data: Buffer;
  /** What the bytes are, judged once when the form is read. */
  content: FileContent;
}

export interface MultipartBody {
  fields: Map<string, string>;
  files: Map<string, UploadedFile>;
}

export interface MultipartLimits {
  /**
   * The file fields the route reads: a file under another name is refused before its bytes are
   * kept or opened, so a form cannot make the function open files it has no use for.
   */
  fileFields: (field: string) => boolean;
  maxFileBytes: number;
  maxRequestBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldBytes: number;
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
    const received = new Map<string, ReceivedFile>();
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
          // busboy reports its limit when a file reaches it: one byte more lets exactly the maximum pass.
          fileSize: limits.maxFileBytes + 1,
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
      // busboy reads a file part whose name is empty (filename="") as a field: with bytes, it is a
      // file the route reads, sent without its name, which would otherwise be dropped without a
      // word; empty, it is a file input left empty, as before (no upload).
      if (limits.fileFields(name)) {
        if (value !== '') fail(new DomainError('bad-request', FILE_WITHOUT_NAME));
      } else if (info.valueTruncated) fail(new DomainError('too-large', fieldTooLong(name)));
      else if (fields.has(name)) fail(twice(name));
      else fields.set(name, value);
    });
    parser.on('file', (field, stream, info) => {
      // A body that ends inside this file: busboy says so here and on the parser (which answers it
      // below). An 'error' no one listens to would end the process, and every request it serves.
      stream.on('error', () => fail(new DomainError('bad-request', FORM_MALFORMED)));
      if (!limits.fileFields(field)) {
        fail(new DomainError('bad-request', formUnexpectedFile(field)));
        stream.resume();
        return;
      }
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
        if (received.has(field)) {
          fail(twice(field));
          return;
        }
        received.set(field, {
          field,
          filename: displayFileName(info.filename ?? ''),
          declaredType: info.mimeType,
          data,
        });
      });
    });
    parser.on('filesLimit', () => fail(new DomainError('too-large', FORM_TOO_MANY_FILES)));
    parser.on('fieldsLimit', () => fail(new DomainError('too-large', FORM_TOO_MANY_FIELDS)));
    parser.on('partsLimit', () => fail(new DomainError('too-large', FORM_TOO_MANY_PARTS)));
    // busboy does not close after an error, so this settles the promise itself.
    parser.on('error', () => reject(new DomainError('bad-request', FORM_MALFORMED)));
    parser.on('close', () => {
      if (failure) reject(failure);
      else withContent(received).then((files) => resolve({ fields, files }), reject);
    });
    parser.end(raw);
  });
}

type ReceivedFile = Omit<UploadedFile, 'content'>;

/**
 * A field or file sent twice: which one a route read would be the parser's choice, not the
 * sender's (two registration IDs, two receipts), so the form is refused rather than guessed at.
 */
const twice = (name: string) => new DomainError('bad-request', formPartTwice(name));

/** Judges each file's bytes once, so the handlers' checks stay synchronous; in turn, as pdf-opens.ts runs them. */
async function withContent(received: Map<string, ReceivedFile>): Promise<Map<string, UploadedFile>> {
  const files = new Map<string, UploadedFile>();
  for (const [field, file] of received) files.set(field, { ...file, content: await inspectContent(file.data) });
  return files;
}

function tooLargeMessage(bytes: number, what: string): string {
  return `${what} must be ${Math.floor(bytes / (1024 * 1024))} MB or smaller.`;
}
