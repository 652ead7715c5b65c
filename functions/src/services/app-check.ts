// Firebase App Check for the public calls that change state or spend money (http/app-check.ts
// decides what to do with the verdict). Only this file meets the Admin SDK's App Check.
import { getAppCheck } from 'firebase-admin/app-check';
import { ENFORCE_APP_CHECK } from '../config';
import { appCheckSettings } from './collections';
import { firestore } from './firebase';
import { protectionOn } from './protection-switch';

export type AppCheckVerdict = { outcome: 'valid'; appId: string } | { outcome: 'invalid'; reason: string };

// Verification is local once Google's public keys are cached (six hours); fetching them is the
// only network step, and a registrant should not wait on it longer than this.
const VERIFY_TIMEOUT_MS = 10_000;

/**
 * Whether calls without a valid token are refused: the deployment's ENFORCE_APP_CHECK, or the
 * document settings/app-check (`{ enforce: true }`), which switches it on without a deploy (the
 * integration tests use it). If that document cannot be read, enforce: a caller with a valid
 * token still passes.
 */
export function appCheckEnforced(): Promise<boolean> {
  return protectionOn(ENFORCE_APP_CHECK, appCheckSettings(), (data) => data?.enforce === true);
}

/**
 * Checks a token's signature, audience (this project) and expiry. Never throws: a malformed,
 * forged or expired token, and a failure to fetch Google's keys, are all "invalid", with the
 * reason for the log.
 *
 * Not `consume: true` (replay protection): that costs a call to App Check's backend on every
 * request and a fresh reCAPTCHA assessment for every token on the site, and what a replayed
 * token could do here is already bounded per address, per registration and per recipient.
 */
export async function verifyAppCheckToken(token: string): Promise<AppCheckVerdict> {
  firestore(); // initialises the Admin SDK app
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${VERIFY_TIMEOUT_MS} ms`)), VERIFY_TIMEOUT_MS);
  });
  try {
    const verified = await Promise.race([getAppCheck().verifyToken(token), timeout]);
    return { outcome: 'valid', appId: verified.appId };
  } catch (error) {
    return { outcome: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
