// Whether a PDF opens in pdf-lib, judged in a worker thread. pdf-lib reads a whole document at
// once: five megabytes of damaged near-PDF keep it busy for seconds, and a 1 MB object stream can
// inflate to gigabytes. So the worker gets a time limit, a heap limit and a cap on what it may
// inflate, and a runaway parse ends the worker, never this instance and the requests it serves.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type * as WorkerThreads from 'node:worker_threads';
import type * as PdfLib from 'pdf-lib';
import { MAX_UPLOAD_BYTES } from '../domain/limits';

/** Real documents open in well under a second (4,000 pages: 0.3 s); damaged garbage can take 3 s. */
const PARSE_TIME_LIMIT_MS = 4_000;
/** Object and cross-reference streams pdf-lib inflates to read a document: twice the file at most. */
const INFLATE_LIMIT_BYTES = 2 * MAX_UPLOAD_BYTES;
/** A 5 MB document of 150,000 tiny objects needs about 100 MB. */
const HEAP_LIMIT_MB = 192;

interface WorkerSetup {
  pdfLib: string;
  decodeStream: string;
  inflateLimit: number;
}

/**
 * The worker's code. It runs from its source text, so it may use only its arguments. The globals
 * it changes are the worker's own.
 */
function checkPdfsInThisThread(require: NodeJS.Require, setup: WorkerSetup): void {
  const { parentPort } = require('node:worker_threads') as typeof WorkerThreads;
  const { PDFDocument } = require(setup.pdfLib) as typeof PdfLib;
  const decodeStream = require(setup.decodeStream) as {
    default: { prototype: { buffer: Uint8Array; ensureBuffer(this: unknown, requested: number): Uint8Array } };
  };
  // pdf-lib throws and catches an error at each stray digit of a damaged file: no stack traces
  // makes that twice as fast. Its warnings about skipped objects would only flood the log.
  Error.stackTraceLimit = 0;
  console.warn = () => undefined;

  // Every decoder grows its output through ensureBuffer: counting there caps all of them.
  let inflateLeft = 0;
  const prototype = decodeStream.default.prototype;
  const ensureBuffer = prototype.ensureBuffer;
  prototype.ensureBuffer = function (this: { buffer: Uint8Array }, requested: number) {
    const before = this.buffer.byteLength;
    if (requested - before > inflateLeft) throw new Error('The document inflates beyond the limit.');
    const buffer = ensureBuffer.call(this, requested);
    inflateLeft -= buffer.byteLength - before;
    return buffer;
  };

  const port = parentPort;
  if (!port) return;
  // pdf-lib is loaded: the parent may start counting a check's time.
  port.postMessage('ready');
  port.on('message', (bytes: Uint8Array) => {
    inflateLeft = setup.inflateLimit;
    PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
      // A document without a page tree "loads" in pdf-lib but has nothing to show.
      .then((document) => document.getPageCount() > 0)
      .catch(() => false)
      .then((opens) => port.postMessage(opens));
  });
}

/** A checker thread, and whether it has loaded pdf-lib: its start is not part of any check's time. */
interface Checker {
  worker: Worker;
  ready: Promise<void>;
}

let checker: Checker | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * True when the bytes open as a PDF with at least one page. Checks run one at a time: one worker
 * per instance bounds the memory they take, and the instance has one CPU anyway.
 */
export function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  const check = queue.then(() => checkInWorker(bytes));
  queue = check.catch(() => undefined);
  return check;
}

/**
 * The time limit counts the parse alone. Counted from the thread's start, a busy machine (a cold
 * instance, twenty uploads at once) took it up loading pdf-lib, called good PDFs unreadable, and
 * each check after it started a thread again and did the same.
 */
async function checkInWorker(bytes: Uint8Array): Promise<boolean> {
  const started = (checker ??= startChecker());
  try {
    await started.ready;
  } catch (error) {
    if (checker === started) checker = null;
    throw error;
  }
  const current = started.worker;
  return new Promise((resolve, reject) => {
    const finish = (healthy: boolean) => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (healthy) return;
      if (checker === started) checker = null;
      void current.terminate();
    };
    const onMessage = (opens: unknown) => {
      finish(true);
      resolve(opens === true);
    };
    const onError = (error: Error & { code?: string }) => {
      finish(false);
      // Out of heap is the document's doing; anything else is ours (pdf-lib missing, a bug).
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve(false);
      else reject(error);
    };
    const onExit = () => {
      finish(false);
      reject(new Error('The PDF checker stopped.'));
    };
    const timer = setTimeout(() => {
      finish(false);
      resolve(false);
    }, PARSE_TIME_LIMIT_MS);
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    // The bytes are a view into the request body. Posting the view would copy the whole body
    // behind it (30 MiB for each of a group's 50 ID cards); a copy of just this file, transferred,
    // costs one file and leaves the body intact (npm run bench:uploads).
    const copy = new Uint8Array(bytes);
    current.postMessage(copy, [copy.buffer]);
  });
}

function startChecker(): Checker {
  const require = createRequire(import.meta.url);
  const setup: WorkerSetup = {
    pdfLib: require.resolve('pdf-lib'),
    decodeStream: require.resolve('pdf-lib/cjs/core/streams/DecodeStream.js'),
    inflateLimit: INFLATE_LIMIT_BYTES,
  };
  const source = `(${checkPdfsInThisThread.toString()})(require, require('node:worker_threads').workerData);`;
  const started = new Worker(source, {
    eval: true,
    workerData: setup,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  });
  const ready = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      started.off('message', onReady).off('error', settle).off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onReady = (message: unknown) => message === 'ready' && settle();
    const onExit = () => settle(new Error('The PDF checker stopped as it started.'));
    started.on('message', onReady).on('error', settle).on('exit', onExit);
  });
  // A failed start is seen by the check that awaits it.
  ready.catch(() => undefined);
  const created: Checker = { worker: started, ready };
  // A checker that failed while idle is replaced at the next check.
  const forget = () => {
    if (checker === created) checker = null;
  };
  started.on('error', forget).on('exit', forget);
  // An idle checker must not keep a process (a test run, the emulator) alive.
  started.unref();
  return created;
}

/** Ends the checker thread; the next check starts one (for tests of a check on a fresh thread). */
export async function stopPdfChecker(): Promise<void> {
  const current = checker;
  checker = null;
  if (current) await current.worker.terminate();
}
