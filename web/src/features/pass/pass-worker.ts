// The entry pass's service worker, served as /pass/sw.js (built by web/scripts/pass-worker-build.ts
// after the prerender): only /pass/ pages are ever its (pass-offline.ts says why), so the rest of
// the site is never answered from its caches.
//
// It keeps the pass page (the same HTML for every code, with its script, stylesheet and images:
// the build's list) and, for each pass opened on this device, the server's answer, so that a
// reload without a connection shows the pass, saying it is a copy and from when. Online, the
// server's answer wins: a code it refuses (withdrawn, reissued) has its copy dropped at once.
// The copies are personal data on the registrant's device: they end with the day after the
// conference (PASS_DEVICE_COPY_ENDS, functions/src/domain/retention.ts), when the worker deletes
// them and unregisters; replaced meanwhile on every online visit. An erasure on our servers does
// not reach a device: the copy opens (offline only) until then (docs/privacy-operations.md).
import { clockOffset, now, serverInstant, WINDOW_PATH } from '../../lib/clock';
import { copiesAreOver, copyAfter, withinTime } from './pass-copy';
import { passApiPath, type KeepAnswer } from './pass-offline';
import { PASS_SHELL_PAGE, SAVED_AT_HEADER } from './pass-worker-address';

// Written in by the build (pass-worker-build.ts): the page's files, a version that changes with any
// of them, and when the copies end.
declare const PASS_WORKER_SHELL: readonly string[];
declare const PASS_WORKER_VERSION: string;
declare const PASS_WORKER_COPY_ENDS: string;
declare const PASS_WORKER_COPY_LAST_DAY: string;

// The few service worker types used here (the site's TypeScript has the DOM's, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: { unregister(): Promise<boolean> };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as ServiceWorkerScope;

const SHELL_CACHE = `pass-shell-${PASS_WORKER_VERSION}`;
const DATA_CACHE = 'pass-data';
/** Where, in DATA_CACHE, the server's clock offset is kept (a key, never fetched). */
const CLOCK_KEY = '/pass/sw-clock';
/** How long the network has to answer before the kept copy is shown. */
const NETWORK_WAIT_MS = 5000;

// The server's clock is learnt as the site learns it (lib/clock.ts), but kept in the cache: a worker
// is stopped and started again at will, and offline it cannot ask. lib/clock's now() is never
// synced in here, so it reads the device's clock, which the kept offset corrects.
let offsetMs: number | null = null;

/** The server's clock against the device's, as last learnt (kept across the worker's restarts). */
async function serverOffset(): Promise<number | null> {
  if (offsetMs !== null) return offsetMs;
  const kept = await (await caches.open(DATA_CACHE)).match(CLOCK_KEY);
  const value = kept ? Number(await kept.text()) : NaN;
  offsetMs = Number.isFinite(value) ? value : null;
  return offsetMs;
}

/** Asks the server its time (as the site does, lib/clock.ts) and keeps the offset; silent offline. */
async function learnServerTime(): Promise<void> {
  const sentAt = now().getTime();
  const response = await fetch(WINDOW_PATH, { headers: { Accept: 'application/json' } }).catch(() => null);
  const serverNow = response?.ok ? serverInstant(await response.json().catch(() => null)) : undefined;
  if (!serverNow) return;
  offsetMs = clockOffset(serverNow, sentAt, now().getTime());
  await (await caches.open(DATA_CACHE)).put(CLOCK_KEY, new Response(String(offsetMs)));
}

const copiesOver = async () => copiesAreOver(now().getTime(), await serverOffset(), PASS_WORKER_COPY_ENDS);

/** The end of the copies: every cache of this worker deleted, and the worker gone. */
async function forgetEverything(): Promise<void> {
  const names = (await caches.keys()).filter((name) => name === DATA_CACHE || name.startsWith('pass-shell-'));
  await Promise.all(names.map((name) => caches.delete(name)));
  offsetMs = null;
  await worker.registration.unregister();
}

/** Keeps, replaces or drops the copy of one pass by the server's answer (which stays unread). */
async function rememberAnswer(url: string, response: Response): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  switch (copyAfter(response.status)) {
    case 'keep': {
      if (await copiesOver()) return;
      const headers = new Headers(response.headers);
      // The device's time: the page shows it to the device's owner.
      headers.set(SAVED_AT_HEADER, now().toISOString());
      const body = await response.clone().arrayBuffer();
      return cache.put(url, new Response(body, { status: response.status, headers }));
    }
    case 'drop':
      await cache.delete(url);
      return;
    case 'leave':
      return;
  }
}

/** A /pass/{code} page: the network's, or the kept page when it does not answer in time. */
async function passPage(request: Request): Promise<Response> {
  if (await copiesOver()) {
    await forgetEverything();
    return fetch(request);
  }
  try {
    return await withinTime(fetch(request), NETWORK_WAIT_MS);
  } catch {
    return (await caches.match(PASS_SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

/**
 * GET /api/passes/{code}: the network's answer whenever it says anything about the pass (a pass,
 * or a refusal, which drops the copy); the kept copy when there is no answer in time or only a
 * server error. The network's answer, if late, still updates or drops the copy.
 */
async function passData(request: Request, network: Promise<Response>): Promise<Response> {
  try {
    const response = await withinTime(network, NETWORK_WAIT_MS);
    if (copyAfter(response.status) !== 'leave') return response;
  } catch {
    // No connection, or none worth waiting for: the copy, if there is one.
  }
  return (await caches.match(request.url, { cacheName: DATA_CACHE })) ?? network;
}

/** The page's request to keep its pass: kept (fetched now if it was not) unless the copies are over. */
async function keep(code: string): Promise<KeepAnswer> {
  await learnServerTime();
  if (await copiesOver()) {
    await forgetEverything();
    return { kept: false };
  }
  const url = new URL(passApiPath(code), worker.location.origin).href;
  if (!(await caches.match(url, { cacheName: DATA_CACHE }))) {
    const response = await fetch(url).catch(() => null);
    if (response) await rememberAnswer(url, response);
  }
  const kept = await caches.match(url, { cacheName: DATA_CACHE });
  return kept ? { kept: true, lastDay: PASS_WORKER_COPY_LAST_DAY } : { kept: false };
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...PASS_WORKER_SHELL]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // A new deploy's worker: the previous page's files go.
      const stale = (await caches.keys()).filter((name) => name.startsWith('pass-shell-') && name !== SHELL_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      if (await copiesOver()) return forgetEverything();
      // The open pass page's next requests (a retry, say) come through here too.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(passPage(request));
  } else if (url.pathname.startsWith(passApiPath(''))) {
    const network = fetch(request).then(async (response) => {
      await rememberAnswer(request.url, response);
      return response;
    });
    event.waitUntil(network.catch(() => undefined));
    event.respondWith(passData(request, network));
  } else if (PASS_WORKER_SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((kept) => kept ?? fetch(request)));
  }
});

worker.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown } | null;
  const [port] = event.ports;
  if (typeof data?.keep !== 'string' || !port) return;
  event.waitUntil(keep(data.keep).then((answer) => port.postMessage(answer)));
});
