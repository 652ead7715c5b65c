import { healthProbe } from './collections';
import { storageBucket } from './firebase';

export type ServiceState = 'ok' | 'unreachable';

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

/** A cheap read on each backing service: one document get and one bucket metadata call. */
export async function probeServices(): Promise<{ firestore: ServiceState; storage: ServiceState }> {
  const [firestoreState, storageState] = await Promise.all([
    probe(() => healthProbe().get()),
    probe(() => storageBucket().file('health/probe').exists()),
  ]);
  return { firestore: firestoreState, storage: storageState };
}
