import { z } from '@domain/zod';

// Firebase Hosting serves the project's web configuration at this address (the emulator too),
// so the site is built once and works on any project it is deployed to. The admin pages' sign-in
// and the registration pages' App Check both start their Firebase app from it.
const INIT_URL = '/__/firebase/init.json';

const firebaseWebConfigSchema = z.object({
  projectId: z.string().min(1),
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  /** The registered web app's ID; App Check needs it (the local suite's configuration has none). */
  appId: z.string().min(1).optional(),
});

export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

export async function loadFirebaseConfig(): Promise<FirebaseWebConfig> {
  const response = await fetch(INIT_URL);
  if (!response.ok) throw new Error(`${INIT_URL} answered ${response.status}`);
  return firebaseWebConfigSchema.parse(await response.json());
}
