// Where the pass's service worker lives and what it keeps under which name: read by the page, the
// worker, its build (web/scripts/pass-worker-build.ts) and the deploy check of its headers
// (scripts/deploy/pass-worker.ts). No DOM here: the deploy check compiles without it.

/**
 * The worker's script sits in /pass/, so no page outside /pass/ can ever be its: a worker's scope
 * cannot reach above its script's folder unless the server sends Service-Worker-Allowed, which
 * firebase.json does not. Registration, the status checker and the administration never meet it.
 */
export const PASS_WORKER_URL = '/pass/sw.js';
export const PASS_WORKER_SCOPE = '/pass/';
/** The pass page's HTML (pass/_code.html), the same for every code: the worker's offline answer for /pass/{code}. */
export const PASS_SHELL_PAGE = '/pass/_code';
/** A kept copy of GET /api/passes/{code} carries this header: the instant it was saved (ISO). */
export const SAVED_AT_HEADER = 'X-Pass-Saved-At';
