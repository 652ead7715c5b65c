// The pass page's side of its offline copy, which the pass's service worker keeps
// (pass-worker.ts): where the worker is, what the page and the worker say to each other, and the
// lines the page shows about the copy. Shared by both, so small: it is part of the page's script.
import { PASS_WORKER_SCOPE, PASS_WORKER_URL } from './pass-worker-address';

/** The page asks the worker to keep its pass; the worker answers on the message's port. */
export interface KeepRequest {
  keep: string;
}
/** Kept until the end of `lastDay` (the venue's calendar day, YYYY-MM-DD), or not kept. */
export type KeepAnswer = { kept: true; lastDay: string } | { kept: false };

export const passApiPath = (code: string) => `/api/passes/${encodeURIComponent(code)}`;

/**
 * Asks the pass's worker (registering it first) to keep this pass on the device; resolves to the
 * last day it is kept, or null when it is not (no service workers here, none allowed, or the
 * conference is over). Never throws: the pass shows either way.
 */
export async function keepOnDevice(code: string): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    await navigator.serviceWorker.register(PASS_WORKER_URL, { scope: PASS_WORKER_SCOPE });
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return null;
    const answer = await new Promise<unknown>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      worker.postMessage({ keep: code } satisfies KeepRequest, [channel.port2]);
    });
    const kept = answer as Partial<{ kept: boolean; lastDay: unknown }> | null;
    return kept?.kept === true && typeof kept.lastDay === 'string' ? kept.lastDay : null;
  } catch {
    return null;
  }
}

/** What the page says when it shows the kept copy: the device's own time of saving. */
export function offlineNote(savedAt: string): string {
  const when = new Date(savedAt);
  const saved = Number.isNaN(when.getTime())
    ? ''
    : ` saved on this device on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(when)}`;
  return `Offline copy: there is no connection, so this is your pass as${saved || ' saved on this device'}. The QR code works at the desk as usual.`;
}

/** What the page says once the worker has kept the pass: until when, and what for. */
export function keptNote(lastDay: string): string {
  return `Kept on this device until ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${lastDay}T00:00:00Z`))}: this page opens without a connection.`;
}
