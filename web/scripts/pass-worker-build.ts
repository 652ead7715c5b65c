// The entry pass's service worker (src/features/pass/pass-worker.ts), built after the prerender
// into dist/pass/sw.js: one classic script, at a fixed address (a worker's address is its
// identity), with the pass page's files written into it. The page's HTML is read back as the
// prerender wrote it, so the worker keeps exactly what the page loads.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { PASS_SHELL_PAGE, PASS_WORKER_URL } from '../src/features/pass/pass-worker-address';
import { SHARED } from '../vite.config';

const WEB = fileURLToPath(new URL('..', import.meta.url));
export const PASS_WORKER_ENTRY = 'src/features/pass/pass-worker.ts';

/**
 * The same-origin files a page's HTML loads (scripts, stylesheets, preloads, icons, images), in
 * order, each once; links to other pages (`<a href>`) are not among them.
 */
export function pageFiles(html: string): string[] {
  const found = [...html.matchAll(/<(?:script|link|img)\b[^>]*?\s(?:src|href)="(\/(?!\/)[^"]*)"/g)];
  return [...new Set(found.map((match) => match[1] ?? ''))];
}

export interface PassWorkerInput {
  /** pass/_code.html as the prerender wrote it. */
  html: string;
  /** When the kept copies end (retention.ts), and the venue's last calendar day they are kept. */
  copyEnds: Date;
  copyLastDay: string;
  outDir: string;
}

/** What the build writes into the worker: its files, a version that changes with any of them, the end. */
export function passWorkerDefines(input: Omit<PassWorkerInput, 'outDir'>): Record<string, string> {
  const shell = [PASS_SHELL_PAGE, ...pageFiles(input.html)];
  const version = createHash('sha256').update(input.html).digest('hex').slice(0, 16);
  return {
    PASS_WORKER_SHELL: JSON.stringify(shell),
    PASS_WORKER_VERSION: JSON.stringify(version),
    PASS_WORKER_COPY_ENDS: JSON.stringify(input.copyEnds.toISOString()),
    PASS_WORKER_COPY_LAST_DAY: JSON.stringify(input.copyLastDay),
  };
}

/** Builds dist/pass/sw.js. */
export async function buildPassWorker(input: PassWorkerInput): Promise<void> {
  await build({
    configFile: false,
    root: WEB,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: SHARED.alias },
    define: passWorkerDefines(input),
    build: {
      outDir: input.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: fileURLToPath(new URL(`../${PASS_WORKER_ENTRY}`, import.meta.url)),
        output: { format: 'iife', entryFileNames: PASS_WORKER_URL.slice(1) },
      },
    },
  });
}
