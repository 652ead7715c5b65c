// Loaded into the local suite's firebase-tools process only (node --require), beside uri-guard.cjs.
// The suite runs the official Cloud Firestore emulator itself (firestore.ts: firebase-tools' own
// launcher refuses Java before 21). Registered here as running, it is what the Functions emulator
// finds when it loads the function's Firestore triggers: it registers each with that emulator, as
// it does with one it started, and the emulator posts each write's event to the Functions emulator
// (`--functions_emulator`), which runs our trigger. Nothing here starts or stops the emulator.
'use strict';
// The registry firebase-tools itself loads: the same file, so the same module in the CLI's cache.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, as uri-guard.cjs
const { createRequire } = require('node:module');

const firebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
const { EmulatorRegistry } = firebaseTools('./lib/emulator/registry');

const address = process.env.FIRESTORE_EMULATOR_HOST;
if (!address)
  throw new Error("FIRESTORE_EMULATOR_HOST names the suite's Firestore emulator: see scripts/suite/suite.ts.");
const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))];

EmulatorRegistry.set('firestore', {
  getName: () => 'firestore',
  getInfo: () => ({ name: 'firestore', host, port, pid: process.pid }),
  start: async () => {},
  connect: async () => {},
  stop: async () => {},
});
