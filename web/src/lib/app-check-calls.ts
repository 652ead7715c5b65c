// The public calls that change state or spend money, which carry an App Check token: the routes
// the function's router flags `appCheck` (app-check-calls.test.ts holds the two lists together).
const APP_CHECK_CALLS: readonly RegExp[] = [
  /^\/api\/registrations$/,
  /^\/api\/registrations\/[^/]+\/resend-verification$/,
  /^\/api\/registrations\/[^/]+\/data-request$/,
  /^\/api\/registrations\/[^/]+\/billing$/,
  /^\/api\/registrations\/[^/]+\/cancellation$/,
  /^\/api\/payments$/,
  /^\/api\/ieee-verification\/ieee-status$/,
];

export function needsAppCheck(method: string, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return method === 'POST' && APP_CHECK_CALLS.some((call) => call.test(pathname));
}
