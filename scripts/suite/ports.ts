import { createServer } from 'node:net';

/** Resolves true when nothing listens on host:port yet. */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Polls a URL until `accept` approves its response, or fails with the last reason after `timeoutMs`. */
export async function waitForUrl(
  url: string,
  accept: (response: Response) => Promise<boolean> | boolean,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastReason = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`gave up waiting for ${url}: the process serving it exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (await accept(response)) return;
      lastReason = `status ${response.status}`;
    } catch (error) {
      lastReason = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s (${lastReason})`);
}
