// `npm run admin -- export|import <folder>`: the local suite's Firestore (the official emulator's
// own export, which `:import` reads back while it runs) and Storage (each file, its type and
// metadata) copied to a folder and back. An import writes what the folder holds over what is
// there and removes nothing, as `gcloud firestore import` does in a real project: whatever was
// made since the export (erasures/ included) stays, and reapply-erasures can find it.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { suiteAdminApp } from '../suite/admin';
import { hostPort, PROJECT_ID } from '../suite/config';

interface StoredObject {
  name: string;
  file: string;
  contentType: string | undefined;
  metadata: Record<string, string>;
}

const MANIFEST = 'storage.json';

async function emulator(verb: 'export' | 'import', directory: string): Promise<void> {
  const response = await fetch(`http://${hostPort('firestore')}/emulator/v1/projects/${PROJECT_ID}:${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: directory }),
  });
  if (!response.ok)
    throw new Error(`The Firestore emulator refused the ${verb} (${response.status}): ${await response.text()}`);
}

/** The export's metadata file, which the emulator's import takes as its directory. */
function exportMetadata(folder: string): string {
  const firestore = join(folder, 'firestore');
  const exports = existsSync(firestore)
    ? readdirSync(firestore).filter((name) => name.startsWith('firestore_export'))
    : [];
  const [only, ...more] = exports;
  if (only === undefined || more.length > 0) {
    throw new Error(`${folder} holds no export of npm run admin -- export (or more than one).`);
  }
  const directory = join(firestore, only);
  const metadata = readdirSync(directory).find((name) => name.endsWith('.overall_export_metadata'));
  if (!metadata) throw new Error(`${directory} has no .overall_export_metadata file.`);
  return join(directory, metadata);
}

export async function exportSuite(folder: string): Promise<{ files: number }> {
  const target = resolve(folder);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: export to a new folder.`);
  mkdirSync(join(target, 'firestore'), { recursive: true });
  mkdirSync(join(target, 'storage'), { recursive: true });
  await emulator('export', join(target, 'firestore'));
  const [files] = await getStorage(suiteAdminApp()).bucket().getFiles();
  const objects: StoredObject[] = [];
  for (const [index, file] of files.entries()) {
    const [data] = await file.download();
    const name = `${index}`;
    writeFileSync(join(target, 'storage', name), data);
    objects.push({
      name: file.name,
      file: name,
      contentType: file.metadata.contentType,
      metadata: Object.fromEntries(
        Object.entries(file.metadata.metadata ?? {}).map(([key, value]) => [key, String(value)]),
      ),
    });
  }
  writeFileSync(join(target, MANIFEST), JSON.stringify(objects, null, 2));
  return { files: objects.length };
}

export async function importSuite(folder: string): Promise<{ files: number }> {
  const source = resolve(folder);
  const metadata = exportMetadata(source);
  const objects = JSON.parse(readFileSync(join(source, MANIFEST), 'utf8')) as StoredObject[];
  await emulator('import', metadata);
  const bucket = getStorage(suiteAdminApp()).bucket();
  let restored = 0;
  for (const object of objects) {
    const file = bucket.file(object.name);
    if ((await file.exists())[0]) continue;
    await file.save(readFileSync(join(source, 'storage', object.file)), {
      resumable: false,
      contentType: object.contentType,
      metadata: { metadata: object.metadata },
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    restored += 1;
  }
  return { files: restored };
}
