// `--import ./scripts/edition/register.mjs`: from here on, Node resolves the selection modules to
// the edition EDITION names (hooks.mjs, resolve.mjs). The npm scripts that run tsx pass it, and
// playwright.config.ts imports it before Playwright loads a test. A wrong EDITION stops here, said
// in one sentence.
import { register } from 'node:module';
import { requireEdition, selectedEditionId } from './resolve.mjs';

let edition;
try {
  edition = requireEdition(selectedEditionId());
} catch (error) {
  // A sentence that names the editions there are, not a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// Once per process, however many entries import this file.
const REGISTERED = Symbol.for('edition-resolver');
if (globalThis[REGISTERED] === undefined) {
  globalThis[REGISTERED] = edition;
  register('./hooks.mjs', import.meta.url, { data: { edition } });
}
