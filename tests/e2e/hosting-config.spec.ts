import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { hostingHeadersFor, type HostingHeaderRule } from '../../scripts/deploy/pass-worker';
import { http } from './support/http';

// firebase.json's hosting block against the build: its rules as data are unit-tested
// (scripts/deploy/hosting-config.test.ts), which runs before anything is built.
const hosting = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { public: string; rewrites: { destination?: string }[]; headers: HostingHeaderRule[] };
  }
).hosting;

test('each rewrite to a page names a page the build made', () => {
  const pages = hosting.rewrites.flatMap((rule) => (rule.destination ? [rule.destination] : []));
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    expect(() => readFileSync(new URL(`../../${hosting.public}${page}`, import.meta.url)), page).not.toThrow();
  }
});

test('the pages pass the CSP: no inline script but JSON-LD data and those whose hash the page’s CSP lists, no inline style attribute', async () => {
  for (const path of [
    '/',
    '/venue/nearby',
    '/404.html',
    '/registration/details',
    '/registration/status',
    '/pass/abc',
  ]) {
    // Followed: Hosting's clean URLs answer /404.html with a redirect to /404, which serves the file.
    const html = await (await http(path, { redirect: 'follow' })).text();
    const policy = hostingHeadersFor(path, hosting.headers).get('content-security-policy') ?? '';
    const scriptSources = policy.match(/script-src ([^;]*)/)?.[1] ?? '';
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', code = ''] of inlineScripts) {
      if (attributes.includes('type="application/ld+json"')) continue;
      const hash = createHash('sha256').update(code).digest('base64');
      expect(scriptSources.split(' '), `${path}: an inline script the CSP does not allow`).toContain(
        `'sha256-${hash}'`,
      );
    }
    expect(html).not.toMatch(/\sstyle="/);
  }
});
