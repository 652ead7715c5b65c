// For unit tests under Node: `Function` refusing to compile a string, as the site's CSP makes the
// browser do, and counting the attempts (the browser reports each as a violation even when zod
// catches the refusal).
import { afterEach, beforeEach } from 'vitest';

const RealFunction = globalThis.Function;

export function withEvalForbidden(): { attempts: () => number } {
  let attempts = 0;
  const refuse = (): never => {
    attempts += 1;
    throw new EvalError('Refused to evaluate a string as JavaScript (Content-Security-Policy).');
  };
  beforeEach(() => {
    attempts = 0;
    globalThis.Function = new Proxy(RealFunction, { construct: refuse, apply: refuse });
  });
  afterEach(() => {
    globalThis.Function = RealFunction;
  });
  return { attempts: () => attempts };
}
