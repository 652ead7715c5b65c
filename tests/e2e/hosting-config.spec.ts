import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { UPLOAD_CSP } from '../../functions/src/domain/uploads';
import { http } from './support/http';

// firebase.json's hosting block, checked as data: the running suite only reads it at start.
interface HostingRule {
  source?: string;
  destination?: string;
  function?: { functionId: string };
  headers?: { key: string; value: string }[];
}
const hosting = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { public: string; cleanUrls: boolean; rewrites: HostingRule[]; headers: HostingRule[] };
  }
).hosting;

/** Headers a path receives: every matching rule in order, a later one overriding the same key (as Hosting does). */
function headersFor(path: string): Record<string, string> {
  const matches = (source: string): boolean =>
    source === '**' ||
    source === path ||
    (/^\/registration\/\{[a-z,]+\}$/.test(source) &&
      (source
        .slice(15, -1)
        .split(',')
        .some((name) => path === `/registration/${name}`) ??
        false)) ||
    (source === '/{api,backend/uploads}/**' && /^\/(api|backend\/uploads)\//.test(path)) ||
    (source.endsWith('/**') && path.startsWith(source.slice(0, -2))) ||
    (source === '**/*.html' && path.endsWith('.html'));
  const result: Record<string, string> = {};
  for (const rule of hosting.headers) {
    if (rule.source && matches(rule.source)) for (const header of rule.headers ?? []) result[header.key] = header.value;
  }
  return result;
}

test('rewrites: the API and uploads go first to the function, only /verify/**, /pass/** and /certificates/** go to a page, no catch-all', () => {
  expect(hosting.cleanUrls).toBe(true);
  expect(hosting.rewrites.map((rule) => rule.source)).toEqual([
    '/api/**',
    '/backend/uploads/**',
    '/verify/registration/**',
    '/verify/**',
    '/certificates/**',
    '/pass/**',
  ]);
  expect(hosting.rewrites[0]?.function?.functionId).toBe('api');
  expect(hosting.rewrites[1]?.function?.functionId).toBe('api');
  for (const rule of hosting.rewrites.slice(2)) {
    expect(rule.destination).toMatch(/^\/(verify|pass|certificates)\/.+\.html$/);
    expect(() => readFileSync(new URL(`../../${hosting.public}${rule.destination}`, import.meta.url))).not.toThrow();
  }
});

test('headers: immutable hashed assets, no-cache pages, a strict CSP and the security headers', () => {
  expect(headersFor('/assets/index-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  for (const page of ['/', '/venue/travel', '/404.html']) {
    const headers = headersFor(page);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    const csp = headers['Content-Security-Policy'] ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
  }
  // What the function answers (records, receipts, ID cards, the CSV) must never be cached, and
  // Hosting's own header replaces the function's: it must say no-store too.
  for (const path of ['/api/registrations/ICEI25-X', '/backend/uploads/ICEI25-X/receipt.pdf']) {
    expect(headersFor(path)['Cache-Control']).toMatch(/\bno-store\b/);
  }
  // The deployed admin pages talk to Firebase Auth only; the local suite adds its emulator itself.
  for (const rule of hosting.headers) {
    for (const header of rule.headers ?? []) expect(header.value).not.toMatch(/127\.0\.0\.1|localhost/);
  }
  // App Check's reCAPTCHA Enterprise runs only where the protected calls are sent: the wizard and
  // the status page may load Google's script and frame and reach the token exchange; no other page.
  for (const page of ['/registration/details', '/registration/status']) {
    const csp = headersFor(page)['Content-Security-Policy'] ?? '';
    expect(csp).toMatch(
      /script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' )?https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/content-firebaseappcheck\.googleapis\.com/);
    expect(csp).not.toContain('unsafe-inline');
  }
  for (const page of ['/', '/registration', '/venue/travel', '/admin']) {
    expect(headersFor(page)['Content-Security-Policy']).not.toMatch(/recaptcha|firebaseappcheck/);
  }
  // The camera is the check-in desk's alone; every other page, the pass included, may not ask for it.
  expect(headersFor('/admin/check-in')['Permissions-Policy']).toBe('camera=(self), microphone=(), geolocation=()');
  for (const page of ['/', '/admin', '/admin/reconciliation', '/pass/abc', '/registration/details']) {
    expect(headersFor(page)['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=()');
  }
  // A stored file opens as a sandboxed document, framed only by the admin pages (Hosting replaces
  // the function's own headers, so firebase.json must say the same as the function).
  const upload = headersFor('/backend/uploads/ICEI25-X/payment-receipt-1-abc.pdf/preview');
  expect(upload['Content-Security-Policy']).toBe(UPLOAD_CSP);
  expect(upload['X-Frame-Options']).toBe('SAMEORIGIN');
  expect(upload['X-Content-Type-Options']).toBe('nosniff');
  // The program schedule's PDF is embedded by the site itself, so only its own origin may frame it.
  expect(headersFor('/docs/program-schedule.pdf')['Content-Security-Policy']).toBe("frame-ancestors 'self'");
  expect(headersFor('/docs/program-schedule.pdf')['X-Frame-Options']).toBe('SAMEORIGIN');
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
    const scriptSources = (headersFor(path)['Content-Security-Policy'] ?? '').match(/script-src ([^;]*)/)?.[1] ?? '';
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
