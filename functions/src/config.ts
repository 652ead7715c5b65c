// Deployment settings of the function. Values a deployer provides are Firebase params, so
// `firebase deploy` asks for them instead of silently using a placeholder.
export const FUNCTION_REGION = 'asia-south1';

/** The project id the Admin SDK runs under (set by the Functions runtime and its emulator). */
export function currentProjectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'unknown';
}

export function emulatorHosts(): Record<string, string | null> {
  return {
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? null,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? null,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}
