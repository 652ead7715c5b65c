import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlowProxy, type SlowProxy } from './slow-proxy';

describe("the proxy that slows Storage's answers", () => {
  const target = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(201, { 'x-seen': `${request.method} ${request.url}` });
      response.end(body.toUpperCase());
    });
  });
  let proxy: SlowProxy;
  beforeAll(async () => {
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    proxy = await startSlowProxy({ host: '127.0.0.1', port: (target.address() as AddressInfo).port });
  });
  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => target.close(resolve));
  });

  const send = () =>
    fetch(`http://${proxy.hostPort}/upload/b/x?name=a`, { method: 'POST', body: 'proof' }).then(async (answer) => ({
      status: answer.status,
      seen: answer.headers.get('x-seen'),
      body: await answer.text(),
    }));

  it("passes the request and the target's answer through, whole", async () => {
    proxy.setDelay(() => 0);
    expect(await send()).toEqual({ status: 201, seen: 'POST /upload/b/x?name=a', body: 'PROOF' });
  });

  it('holds each answer back for the delay it is given, and counts it', async () => {
    const before = proxy.counts();
    proxy.setDelay(() => 300);
    const started = performance.now();
    expect((await send()).body).toBe('PROOF');
    expect(performance.now() - started).toBeGreaterThanOrEqual(295); // a timer may fire within a millisecond early of this clock
    expect(proxy.counts()).toEqual({ answered: before.answered + 1, delayed: before.delayed + 1 });
  });
});
