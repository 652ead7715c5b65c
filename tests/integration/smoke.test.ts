// npm run smoke against the local suite: every check passes (--mail-to and --jobs too); through a
// copy of the site that stops sending one header, the check that reads it fails and names it, and
// no other does. With the triggers off, --jobs fails naming them: jobs-disabled.alone.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from '../../scripts/smoke/smoke';
import { BOUNCING_DOMAIN, SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { receivedMails } from '../support/inbox';
import { uniqueEmail } from '../support/registration';

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

  it('with --mail-to and an administrator’s token, passes once the sender delivered a test mail to the inbox', async () => {
    const to = uniqueEmail();
    const results = await runSmoke(SITE_URL, { mail: { to, token: await idTokenFor({ admin: true }), pollMs: 100 } });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.find((result) => result.check === 'mail')?.detail).toMatch(
      new RegExp(`^delivered to ${to} \\(250 `),
    );
    expect(await receivedMails(to, 'Test mail')).toHaveLength(1);
  });

  it('with --mail-to, fails the mail check with the server’s answer when the mail is refused', async () => {
    const to = `refused-${Date.now()}@${BOUNCING_DOMAIN}`;
    const results = await runSmoke(SITE_URL, { mail: { to, token: await idTokenFor({ admin: true }), pollMs: 100 } });
    expect(results.filter((result) => !result.ok)).toEqual([
      {
        check: 'mail',
        ok: false,
        detail: expect.stringMatching(/^the sender could not send it after 1 attempt\(s\): .*550 /),
      },
    ]);
  });

  it('with --mail-to and a token that is no administrator’s, fails the mail check with the API’s answer', async () => {
    const results = await runSmoke(SITE_URL, {
      mail: { to: uniqueEmail(), token: await idTokenFor({ admin: false }) },
    });
    expect(results.find((result) => result.check === 'mail')).toEqual({
      check: 'mail',
      ok: false,
      detail: expect.stringMatching(/^POST \/api\/admin\/test-mail answered 403: /),
    });
  });

  it('with --jobs and an administrator’s token, passes once each scheduled job and the mail trigger answered', async () => {
    const results = await runSmoke(SITE_URL, { jobs: { token: await idTokenFor({ admin: true }), pollMs: 100 } });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.find((result) => result.check === 'jobs and triggers')?.detail).toMatch(
      /^mailSweep, retentionDaily, mailSender answered within \d+ s \(probe [a-z0-9]{24}\)$/,
    );
  });
});
