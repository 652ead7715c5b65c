// The suite's own Admin SDK handle (seeding, the mail log, tests), pointed at the emulators.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { emulatorEnv, PROJECT_ID, STORAGE_BUCKET } from './config';

export function suiteAdminApp(): App {
  // No metadata server exists off Google Cloud; without this the SDK probes for one and warns.
  Object.assign(process.env, emulatorEnv(), { METADATA_SERVER_DETECTION: 'none' });
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET });
}
