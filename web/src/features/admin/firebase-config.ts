import { z } from 'zod';

// Firebase Hosting serves the project's web configuration at this address (the emulator too),
// so the site is built once and works on any project it is deployed to.
const INIT_URL = '/__/firebase/init.json';

// The local suite's Auth emulator (firebase.json, emulators.auth). A `demo-` project exists only
// on emulators, so it can never reach real Firebase Auth.
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const firebaseWebConfigSchema = z.object({
  projectId: z.string().min(1),
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
});

export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

export const isDemoProject = (config: FirebaseWebConfig) => config.projectId.startsWith('demo-');

export async function loadFirebaseConfig(): Promise<FirebaseWebConfig> {
  const response = await fetch(INIT_URL);
  if (!response.ok) throw new Error(`${INIT_URL} answered ${response.status}`);
  return firebaseWebConfigSchema.parse(await response.json());
}
