import type { StoredFile } from '../domain/api/stored-file';
// Registration files in Cloud Storage. Paths and download names are made only by the server; the
// registrant's (cleaned) file name is display text, in the record and the object's metadata.
import { randomBytes } from 'node:crypto';
import { eachAtOnce } from './at-once';
import { storageBucket } from './firebase';

export type { StoredFile };

export type FileKind = 'pdf' | 'png' | 'jpeg';

/** What a stored file is made of: its bytes and the client's (cleaned) file name, display text only. */
export interface FileToStore {
  filename: string;
  data: Buffer;
}

const EXTENSIONS: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };
const CONTENT_TYPES: Record<FileKind, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };

/**
 * The stored name of a registration's file, e.g. `registrations/ICEI25-…/student-3-id-card-9f2c….pdf`,
 * with the extension of what the bytes are. The random part makes every upload a new object, which
 * the create-only save below relies on; downloads drop it (downloadNameOf in domain/uploads.ts).
 */
function storagePath(registrationId: string, slot: string, kind: FileKind): string {
  return `registrations/${registrationId}/${slot}-${randomBytes(6).toString('hex')}.${EXTENSIONS[kind]}`;
}

export async function storeFile(
  registrationId: string,
  slot: string,
  file: FileToStore,
  kind: FileKind,
): Promise<StoredFile> {
  const path = storagePath(registrationId, slot, kind);
  const contentType = CONTENT_TYPES[kind];
  await storageBucket()
    .file(path)
    .save(file.data, {
      resumable: false,
      contentType,
      metadata: { metadata: { originalName: file.filename } },
      // Create-only: this makes the upload idempotent, so the client retries it after a dropped
      // connection (it retries only idempotent writes), and it can never overwrite a file.
      preconditionOpts: { ifGenerationMatch: 0 },
    });
  return { path, fileName: file.filename, contentType, size: file.data.length };
}

/** The names of the files stored under a prefix (at most `limit`). */
export async function storedFilesUnder(prefix: `registrations/${string}`, limit = 1): Promise<string[]> {
  const [files] = await storageBucket().getFiles({ prefix, maxResults: limit, autoPaginate: false });
  return files.map((file) => file.name);
}

/** Deletions sent to Cloud Storage at once, as the client's own `deleteFiles` does. */
const DELETIONS_AT_ONCE = 10;

type BucketFile = ReturnType<ReturnType<typeof storageBucket>['file']>;

/**
 * Deletes a file at the generation it was listed with. The generation makes the delete idempotent,
 * so the client retries it after a dropped connection (a pooled connection the server has just
 * closed is one); without it the client retries no delete, and turns retries off, for the moment
 * of the call, for every other request on the shared client, uploads included.
 */
async function deleteAtGeneration(file: BucketFile): Promise<void> {
  const generation = file.metadata.generation;
  if (generation === undefined) throw new Error(`No generation was listed for ${file.name}.`);
  await file.delete({ ignoreNotFound: true, ifGenerationMatch: generation });
}

/**
 * Deletes every file under a registration's folder, or under `registrations/` as a season ends,
 * but those of the registrations `kept` names (held ones).
 */
export async function deleteFilesUnder(
  prefix: `registrations/${string}`,
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  const [files] = await storageBucket().getFiles({ prefix });
  const owner = (name: string) => name.split('/')[1] ?? '';
  await eachAtOnce(
    files.filter((file) => !kept.has(owner(file.name))),
    DELETIONS_AT_ONCE,
    deleteAtGeneration,
  );
}

/**
 * Every file under `prefix` (the whole bucket for '') as Storage lists it, with when it was stored;
 * and a deletion of those of them named, each at the generation listed (services/retention.ts, stray
 * uploads; services/audit.ts reads the whole bucket).
 */
export async function listedFiles(prefix: string): Promise<{
  files: { name: string; createdAt: Date }[];
  remove(names: readonly string[]): Promise<void>;
}> {
  const [listed] = await storageBucket().getFiles({ prefix });
  const byName = new Map(listed.map((file) => [file.name, file]));
  return {
    files: listed.map((file) => ({ name: file.name, createdAt: new Date(file.metadata.timeCreated ?? 0) })),
    remove: (names) =>
      eachAtOnce(
        names.flatMap((name) => byName.get(name) ?? []),
        DELETIONS_AT_ONCE,
        deleteAtGeneration,
      ),
  };
}

/** Best effort: removes files of a write that did not happen. */
export async function deleteFiles(files: StoredFile[]): Promise<void> {
  await Promise.allSettled(
    files.map(async (stored) => {
      const [file] = await storageBucket().file(stored.path).get();
      await deleteAtGeneration(file);
    }),
  );
}

/** A stored file of a registration with its content type; null if absent. */
export async function readStoredFile(
  registrationId: string,
  storedName: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const file = storageBucket().file(`registrations/${registrationId}/${storedName}`);
  const [exists] = await file.exists();
  if (!exists) return null;
  const [metadata] = await file.getMetadata();
  const [data] = await file.download();
  return { data, contentType: metadata.contentType ?? 'application/octet-stream' };
}
