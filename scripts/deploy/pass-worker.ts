// Check: the entry pass's service worker (web/src/features/pass/pass-worker.ts) is served as a
// worker must be. Its script is revalidated on every fetch (a cached old script would keep an old
// worker, and the old page it keeps, for as long); it sends Service-Worker-Allowed only within
// /pass/, if at all (a wider scope would put the registration and the administration under a
// cache); and the pass page's Content-Security-Policy lets it start.
import { PASS_WORKER_SCOPE, PASS_WORKER_URL } from '../../web/src/features/pass/pass-worker-address';
import { hostingRuleMatches } from './firebase-tools';

export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers?: { key: string; value: string }[];
}

/** The headers Hosting sends for `path` from firebase.json: every matching rule, a later one overriding. */
export function hostingHeadersFor(path: string, rules: readonly HostingHeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules.filter((rule) => hostingRuleMatches(path, rule))) {
    for (const { key, value } of rule.headers ?? []) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

/** Whether a Cache-Control value makes every use ask the server first (the smoke test reads it too). */
export function revalidatesEveryTime(cacheControl: string): boolean {
  const directives = cacheControl.split(',').map((part) => part.trim().toLowerCase());
  if (directives.includes('immutable')) return false;
  return directives.some((directive) => ['no-cache', 'no-store', 'max-age=0'].includes(directive));
}

/**
 * The sources a Content-Security-Policy allows workers from: worker-src, else child-src, else
 * script-src, else default-src (CSP level 3's fallback); null when it restricts none.
 */
export function workerSources(policy: string | undefined): string[] | null {
  const directives = new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name?.toLowerCase() ?? '', sources] as const),
  );
  for (const name of ['worker-src', 'child-src', 'script-src', 'default-src']) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  return null;
}

/** A pass page's address: every /pass/{code} is the same page. */
const A_PASS_PAGE = `${PASS_WORKER_SCOPE}AAAAAAAAAAAAAAAAAAAAAA`;

export function passWorkerProblems(rules: readonly HostingHeaderRule[]): string[] {
  const problems: string[] = [];
  const worker = hostingHeadersFor(PASS_WORKER_URL, rules);
  const cacheControl = worker.get('cache-control');
  if (cacheControl === undefined || !revalidatesEveryTime(cacheControl)) {
    problems.push(
      `${PASS_WORKER_URL} is sent with Cache-Control ${cacheControl === undefined ? 'unset (Hosting: an hour)' : `"${cacheControl}"`}: a worker's script must be "no-cache", or browsers keep an old worker`,
    );
  }
  const allowed = worker.get('service-worker-allowed');
  if (allowed !== undefined && !allowed.startsWith(PASS_WORKER_SCOPE)) {
    problems.push(
      `${PASS_WORKER_URL} sends Service-Worker-Allowed "${allowed}": the pass's worker must control nothing outside ${PASS_WORKER_SCOPE}`,
    );
  }
  const sources = workerSources(hostingHeadersFor(A_PASS_PAGE, rules).get('content-security-policy'));
  if (sources !== null && !sources.includes("'self'")) {
    problems.push(
      `the Content-Security-Policy of ${PASS_WORKER_SCOPE}{code} allows workers from ${sources.join(' ') || 'nowhere'}, not 'self': the pass's worker would not start`,
    );
  }
  return problems;
}
