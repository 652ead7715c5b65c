// The registration pages draw their forms without zod: their schemas and parsers arrive in a
// chunk loaded when first needed, after zod's settings (lib/after-zod-settings.ts).
import { afterZodSettings } from '../../lib/after-zod-settings';

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
      const attempt = afterZodSettings(importChunk).then((arrived) => (chunk = arrived));
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
