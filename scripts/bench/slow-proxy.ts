// A proxy that answers as its target does, late: each answer waits `delay()` milliseconds before it
// goes back. bench:rush puts it between the function and the Storage emulator for its slow-storage
// fault, as Cloud Storage answering slowly on a bad day.
import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowProxy {
  /** host:port to give a client in place of the target's. */
  hostPort: string;
  /** How long each answer now waits, in ms (0: none). */
  setDelay(delay: () => number): void;
  /** Answers sent, and how many waited. */
  counts(): { answered: number; delayed: number };
  stop(): Promise<void>;
}

export async function startSlowProxy(target: { host: string; port: number }): Promise<SlowProxy> {
  let delay: () => number = () => 0;
  let answered = 0;
  let delayed = 0;
  const agent = new Agent({ keepAlive: true });
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        const wait = delay();
        if (wait > 0) delayed += 1;
        setTimeout(() => {
          answered += 1;
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        }, wait);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, target.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `${target.host}:${port}`,
    setDelay: (next) => void (delay = next),
    counts: () => ({ answered, delayed }),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
