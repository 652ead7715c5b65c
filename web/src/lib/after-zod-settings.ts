/**
 * Imports a module that builds zod schemas as it loads, after zod has been told that the CSP
 * forbids eval (lib/zod-jitless.ts): zod probes eval when it builds an object schema, and the
 * browser reports a CSP violation for the probe. Every dynamic import of zod code goes through
 * here; no page statically imports zod before its first paint.
 */
export async function afterZodSettings<T>(importModule: () => Promise<T>): Promise<T> {
  await import('./zod-jitless');
  return importModule();
}
