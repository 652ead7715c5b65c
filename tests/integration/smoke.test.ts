// npm run smoke against the local suite: every check passes; through a copy of the site that stops
// sending one header, the check that reads it fails and names it, and no other does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from '../../scripts/smoke/smoke';
import { SITE_URL } from '../../scripts/suite/config';

/** The suite's Hosting as it answers, minus `dropped` on every response. */
function siteWithout(dropped: string): Server {
  return createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', SITE_URL), { redirect: 'manual' });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => ![dropped, 'content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })();
  });
}

describe('npm run smoke', () => {
  let proxy: Server;
  let proxyUrl = '';
  beforeAll(async () => {
    proxy = siteWithout('content-security-policy');
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it('passes every check on the local suite', async () => {
    const results = await runSmoke(SITE_URL);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
  });

  it('fails on a site that stopped sending its Content-Security-Policy, naming it', async () => {
    const failed = (await runSmoke(proxyUrl)).filter((result) => !result.ok);
    expect(failed).toEqual([
      { check: 'security headers', ok: false, detail: expect.stringMatching(/^\/ lacks Content-Security-Policy$/) },
    ]);
  });
});
