// A protection (App Check, administrators' second factor) is on where the deployment's param says
// so, or where its document under settings/ switches it on without a deploy (the integration tests
// do). The document can only turn it on; if it cannot be read, the protection stays on.
import type { DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

export async function protectionOn<T>(
  param: { value(): boolean },
  settings: DocumentReference<T>,
  switchedOn: (data: T | undefined) => boolean,
): Promise<boolean> {
  if (param.value()) return true;
  try {
    return switchedOn((await settings.get()).data());
  } catch (error) {
    logger.error(`${settings.path} could not be read; the protection it switches stays on`, { error });
    return true;
  }
}
