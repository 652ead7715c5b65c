// Deleting a registration's files survives a connection the server drops, as Node's pooled
// connections meet it when the server closes one at its keep-alive timeout (5 s for the emulator)
// just as a request is sent on it. Erasure and the retention job delete through this path; a
// delete without a generation is never retried by the client, and it failed a run that way.
import { execFile } from 'node:child_process';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { EMULATORS, PROJECT_ID, ROOT, STORAGE_BUCKET } from '../../scripts/suite/config';

const run = promisify(execFile);
const bucket = getStorage(suiteAdminApp()).bucket();
const folder = `registrations/ICEI25-DROP-CONN-${Date.now().toString(36).toUpperCase()}/`;

/** Forwards to the Storage emulator, but closes, unanswered, the connection of the first DELETE. */
const deletesSeen: string[] = [];
const proxy = createServer((client: Socket) => {
  const upstream = createConnection({ host: EMULATORS.storage.host, port: EMULATORS.storage.port });
  client.on('data', (chunk: Buffer) => {
    const deletes = chunk.toString('latin1').match(/^DELETE \S+/gm) ?? [];
    deletesSeen.push(...deletes);
    if (deletes.length > 0 && deletesSeen.length === deletes.length) {
      client.destroy();
      upstream.destroy();
      return;
    }
    upstream.write(chunk);
  });
  upstream.pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
});

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  await Promise.all(['id-card', 'payment-receipt'].map((slot) => bucket.file(`${folder}${slot}.pdf`).save('%PDF-1.4')));
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

// The deletion runs in a process of its own (npx, tsx and firebase-admin start first: docs/development.md,
// "Timeouts and why"), and the client waits about a second before it sends the dropped delete again.
it('deletes a registration’s files when the server drops the connection of a delete', { timeout: 45_000 }, async () => {
  const proxyHost = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  await run('npx', ['tsx', 'tests/support/delete-files-under.ts', folder], {
    cwd: ROOT,
    env: {
      ...process.env,
      FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }),
      GCLOUD_PROJECT: PROJECT_ID,
      FIREBASE_STORAGE_EMULATOR_HOST: proxyHost,
      STORAGE_EMULATOR_HOST: `http://${proxyHost}`,
    },
  });
  expect((await bucket.getFiles({ prefix: folder }))[0]).toEqual([]);
  // Two files, and the dropped delete sent again.
  expect(deletesSeen.length).toBe(3);
  expect(new Set(deletesSeen).size).toBe(2);
});
