import { describe, expect, it } from 'vitest';
import { PASS_WORKER_URL } from '../../web/src/features/pass/pass-worker-address';
import { passWorkerCheck } from './checks';
import { hostingHeadersFor, passWorkerProblems, workerSources, type HostingHeaderRule } from './pass-worker';
import { loadRepository } from './repository';

describe('deploy check: the pass’s service worker is served as a worker must be', () => {
  const repo = loadRepository();
  const rules = repo.firebaseJson.hosting?.headers ?? [];
  const withRule = (rule: HostingHeaderRule) => [...rules, rule];
  const header = (source: string, key: string, value: string): HostingHeaderRule => ({
    source,
    headers: [{ key, value }],
  });

  it('passes on the repository: revalidated, no wider scope, allowed by the pass page’s CSP', () => {
    expect(passWorkerCheck(repo).problems).toEqual([]);
    const served = hostingHeadersFor(PASS_WORKER_URL, rules);
    expect(served.get('cache-control')).toBe('no-cache');
    expect(served.has('service-worker-allowed')).toBe(false);
  });

  it('applies Hosting’s rules as Hosting does: every matching glob, the later one winning', () => {
    const served = hostingHeadersFor('/assets/pass-x.js', rules);
    expect(served.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.get('x-content-type-options')).toBe('nosniff');
  });

  it('fails when the script may be cached, for a year or by Hosting’s default hour', () => {
    for (const value of ['public, max-age=31536000, immutable', 'max-age=600', 'no-cache, immutable']) {
      expect(passWorkerProblems(withRule(header('/pass/**', 'Cache-Control', value)))).toEqual([
        expect.stringContaining(`Cache-Control "${value}"`),
      ]);
    }
    const withoutCacheControl = rules.map((rule) => ({
      ...rule,
      headers: rule.headers?.filter(({ key }) => key !== 'Cache-Control'),
    }));
    expect(passWorkerProblems(withoutCacheControl)).toEqual([expect.stringContaining('unset')]);
    expect(passWorkerProblems(withRule(header('/pass/sw.js', 'Cache-Control', 'max-age=0')))).toEqual([]);
  });

  it('fails when the worker may claim pages outside /pass/', () => {
    expect(passWorkerProblems(withRule(header('/pass/sw.js', 'Service-Worker-Allowed', '/')))).toEqual([
      expect.stringContaining('Service-Worker-Allowed "/"'),
    ]);
    expect(passWorkerProblems(withRule(header('/pass/sw.js', 'Service-Worker-Allowed', '/pass/')))).toEqual([]);
  });

  it('fails when the pass page’s CSP keeps a same-origin worker from starting', () => {
    for (const policy of ["default-src 'self'; worker-src 'none'", "script-src 'self'; child-src https://x.example"]) {
      expect(passWorkerProblems(withRule(header('/pass/**', 'Content-Security-Policy', policy)))).toEqual([
        expect.stringContaining("not 'self'"),
      ]);
    }
  });

  it('reads a policy’s worker sources by CSP’s fallback: worker-src, child-src, script-src, default-src', () => {
    expect(workerSources("default-src 'none'; script-src 'self' https://a.example")).toEqual([
      "'self'",
      'https://a.example',
    ]);
    expect(workerSources("script-src 'self'; worker-src blob:")).toEqual(['blob:']);
    expect(workerSources("default-src 'self'")).toEqual(["'self'"]);
    expect(workerSources("img-src 'self'")).toBeNull();
    expect(workerSources(undefined)).toBeNull();
  });
});
