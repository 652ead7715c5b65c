// firebase.json's hosting block, checked as data: rewrites and the headers each kind of path is
// sent with, matched as Hosting matches them (superstatic's own matcher, hostingHeadersFor). That
// each rewrite's page is built, and that the built pages' inline scripts are the ones the CSP
// lists, is checked against the build (tests/e2e/hosting-config.spec.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CSP } from '../../functions/src/domain/uploads';
import { hostingRuleMatches } from './firebase-tools';
import { hostingHeadersFor, type HostingHeaderRule } from './pass-worker';

interface HostingRewrite {
  source?: string;
  destination?: string;
  function?: { functionId: string };
}
const hosting = (
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { cleanUrls: boolean; rewrites: HostingRewrite[]; headers: HostingHeaderRule[] };
  }
).hosting;

const headersFor = (path: string) => hostingHeadersFor(path, hosting.headers);

describe('firebase.json hosting', () => {
  // The suite's Hosting emulator reads firebase.json once, as it starts: this checks it before then.
  it('rewrites: the API and uploads go to the function; a token, ID or code, one segment, to its page; nothing else', () => {
    expect(hosting.cleanUrls).toBe(true);
    // What Hosting does with a path no file answers: the first rewrite that matches, or its 404.
    const rewriteOf = (path: string) => {
      const rule = hosting.rewrites.find((candidate) => hostingRuleMatches(path, candidate));
      return rule?.function?.functionId ?? rule?.destination ?? '404';
    };
    for (const path of [
      '/api/registrations',
      '/api/admin/registrations/ICEI25-X/mail',
      '/backend/uploads/ICEI25-X/receipt.pdf',
    ])
      expect(rewriteOf(path), path).toBe('api');
    expect(rewriteOf('/verify/a-token')).toBe('/verify/_token.html');
    expect(rewriteOf('/verify/registration/ICEI25-X')).toBe('/verify/registration/_id.html');
    expect(rewriteOf('/certificates/CODE')).toBe('/certificates/_code.html');
    expect(rewriteOf('/pass/CODE')).toBe('/pass/_code.html');
    // Without its segment, or with more than one, a page's address is no page: the 404, not a shell
    // its application would have to refuse after loading.
    // (`/verify/registration/` is read as a token, "registration", that no link carries: its page says
    // the link is invalid.)
    expect(rewriteOf('/verify/registration/')).toBe('/verify/_token.html');
    for (const path of ['/verify/', '/verify/a/b', '/certificates/', '/pass/', '/pass/a/b', '/committee/nobody'])
      expect(rewriteOf(path), path).toBe('404');
  });

  it('headers: immutable hashed assets, no-cache pages, a strict CSP and the security headers', () => {
    expect(headersFor('/assets/index-abc123.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/venue/travel', '/404.html']) {
      const headers = headersFor(page);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      const csp = headers.get('content-security-policy') ?? '';
      for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-inline');
    }
    // What the function answers (records, receipts, ID cards, the CSV) must never be cached, and
    // Hosting's own header replaces the function's: it must say no-store too.
    for (const path of ['/api/registrations/ICEI25-X', '/backend/uploads/ICEI25-X/receipt.pdf']) {
      expect(headersFor(path).get('cache-control')).toMatch(/\bno-store\b/);
    }
    // The deployed admin pages talk to Firebase Auth only; the local suite adds its emulator itself.
    for (const rule of hosting.headers) {
      for (const header of rule.headers ?? []) expect(header.value).not.toMatch(/127\.0\.0\.1|localhost/);
    }
    // App Check's reCAPTCHA Enterprise runs only where the protected calls are sent: the wizard and
    // the status page may load Google's script and frame and reach the token exchange; no other page.
    for (const page of ['/registration/details', '/registration/status']) {
      const csp = headersFor(page).get('content-security-policy') ?? '';
      expect(csp).toMatch(
        /script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' )?https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
      );
      expect(csp).toMatch(/connect-src [^;]*https:\/\/content-firebaseappcheck\.googleapis\.com/);
      expect(csp).not.toContain('unsafe-inline');
    }
    for (const page of ['/', '/registration', '/venue/travel']) {
      expect(headersFor(page).get('content-security-policy')).not.toMatch(/recaptcha|firebaseappcheck/);
    }
    // The admin pages load reCAPTCHA for the sign-in's second factor (docs/deploy.md), not App Check.
    expect(headersFor('/admin').get('content-security-policy')).toMatch(
      /script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//,
    );
    expect(headersFor('/admin').get('content-security-policy')).not.toMatch(/firebaseappcheck/);
    // The camera is the check-in desk's alone; every other page, the pass included, may not ask for it.
    expect(headersFor('/admin/check-in').get('permissions-policy')).toBe(
      'camera=(self), microphone=(), geolocation=()',
    );
    for (const page of ['/', '/admin', '/admin/reconciliation', '/pass/abc', '/registration/details']) {
      expect(headersFor(page).get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
    // A stored file opens as a sandboxed document, framed only by the admin pages (Hosting replaces
    // the function's own headers, so firebase.json must say the same as the function).
    const upload = headersFor('/backend/uploads/ICEI25-X/payment-receipt-1-abc.pdf/preview');
    expect(upload.get('content-security-policy')).toBe(UPLOAD_CSP);
    expect(upload.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(upload.get('x-content-type-options')).toBe('nosniff');
    // The program schedule's PDF is embedded by the site itself, so only its own origin may frame it.
    expect(headersFor('/docs/program-schedule.pdf').get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(headersFor('/docs/program-schedule.pdf').get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
