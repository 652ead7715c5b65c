import type { FirebaseWebConfig } from '../../../lib/firebase-config';

// The project's web configuration is read in lib/firebase-config.ts, shared with App Check.
export { loadFirebaseConfig, type FirebaseWebConfig } from '../../../lib/firebase-config';

// The local suite's Auth emulator (firebase.json, emulators.auth). A `demo-` project exists only
// on emulators, so it can never reach real Firebase Auth.
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export const isDemoProject = (config: FirebaseWebConfig) => config.projectId.startsWith('demo-');
