// The App Check gate of the routes flagged `appCheck` (router.ts): registration, resend, payment
// proof and the IEEE check, the public calls that change state or spend money.
import { APP_CHECK_REFUSED } from '../domain/messages';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors';
import { appCheckEnforced, verifyAppCheckToken, type AppCheckVerdict } from '../services/app-check';
import type { ApiRequest, Route } from './types';

/** The header Firebase's web SDK and the site's API client send the token in. */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';

export interface AppCheckGate {
  enforced(): Promise<boolean>;
  verify(token: string): Promise<AppCheckVerdict>;
}

const firebaseGate: AppCheckGate = { enforced: appCheckEnforced, verify: verifyAppCheckToken };

/**
 * Enforced: a call without a valid token is refused with 401 before its handler runs. Not
 * enforced (until the deployer has watched tokens arrive): every call passes, and each verdict
 * is logged, so the logs show what enforcing would refuse.
 */
export async function requireAppCheck(req: ApiRequest, route: Route, gate: AppCheckGate = firebaseGate): Promise<void> {
  const header = req.headers[APP_CHECK_HEADER];
  const token = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const [enforced, verdict] = await Promise.all([
    gate.enforced(),
    token === '' ? Promise.resolve({ outcome: 'missing' as const }) : gate.verify(token),
  ]);
  const entry = {
    call: callOf(route),
    appCheck: verdict.outcome,
    enforced,
    ...('reason' in verdict ? { reason: verdict.reason } : {}),
  };
  if (verdict.outcome === 'valid') {
    logger.info('App Check verdict', { ...entry, appId: verdict.appId });
    return;
  }
  if (!enforced) {
    logger.info('App Check verdict', entry);
    return;
  }
  logger.warn('App Check refused a call', entry);
  throw new DomainError('unauthenticated', APP_CHECK_REFUSED);
}

/**
 * A route as docs/api.md writes it, "POST /api/registrations/{id}/resend-verification": what the
 * log names, rather than the path, whose registration ID is the key to a registration.
 */
export function callOf(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
