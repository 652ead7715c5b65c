// `npm run emulators`: Firebase's own `firebase emulators:start`, for a developer with Java 21 and
// a network (firebase-tools downloads its emulators on first use; these machines can do neither,
// so `npm start` composes the suite instead). The function's mail sender runs in these emulators and
// sends to 127.0.0.1:1025 (functions/.secret.local): `npm run seed` starts the mail server and inbox
// there. Its sweep needs the Pub/Sub emulator to run on its schedule. The admin pages' CSP gains
// the Auth emulator's address here only.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PROJECT_ID, ROOT } from './config';
import { cliTemporaryFolder, SUITE_CONFIG, suiteFirebaseConfig } from './firebase-cli';

export const EMULATORS_COMMAND = ['emulators:start', '--only', 'auth,functions,firestore,storage,hosting'];

writeFileSync(join(ROOT, SUITE_CONFIG), suiteFirebaseConfig(readFileSync(join(ROOT, 'firebase.json'), 'utf8')));
const bin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const temporary = cliTemporaryFolder();
const child = spawn(process.execPath, [bin, ...EMULATORS_COMMAND, '--project', PROJECT_ID, '--config', SUITE_CONFIG], {
  cwd: ROOT,
  env: { ...process.env, TMPDIR: temporary.path },
  stdio: 'inherit',
});
child.on('exit', (code) => {
  temporary.remove();
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
