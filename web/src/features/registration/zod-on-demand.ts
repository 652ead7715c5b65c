// The registration pages draw their forms without zod: the schemas, and the API client (which
// parses its App Check settings with zod as it loads), arrive in a chunk loaded when first needed.
// The site's CSP forbids eval, so zod is told so (lib/zod-jitless.ts) before that chunk builds
// any schema; the routes do it only for the pages that load zod at once.

/** A chunk loaded on first need, once; `loaded` has it without waiting once it has arrived. */
export interface OnDemand<T> {
  load(): Promise<T>;
  loaded(): T | null;
}

export function onDemand<T>(importChunk: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  let chunk: T | null = null;
  return {
    load() {
      if (loading) return loading;
      const attempt = import('../../lib/zod-jitless').then(importChunk).then((arrived) => (chunk = arrived));
      // A chunk that did not arrive (the connection dropped) is asked for again by the next call.
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
      loading = attempt;
      return attempt;
    },
    loaded: () => chunk,
  };
}
