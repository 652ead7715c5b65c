// The only module that imports the Firebase SDK. It is loaded on demand by the admin session,
// so the SDK is its own chunk: public pages never download it, and neither does the prerender.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { AUTH_EMULATOR_URL, isDemoProject, type FirebaseWebConfig } from './firebase-config';

export interface SignedInUser {
  email: string | null;
  /** The custom claim set by `npm run admin -- grant`; the API checks it again on every call. */
  admin: boolean;
  /** The claim of check-in staff (`npm run admin -- grant-checkin`): the desk, and nothing else. */
  checkin: boolean;
}

export interface AuthClient {
  /** Called at once with the current user (or null), then on every sign-in, sign-out and token refresh. */
  subscribe(listener: (user: SignedInUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** The current ID token; `refresh` fetches a new one, carrying claims granted since sign-in. */
  idToken(refresh?: boolean): Promise<string | null>;
}

export function createAuthClient(config: FirebaseWebConfig): AuthClient {
  const app = initializeApp(config, 'admin');
  // No popup/redirect resolver: e-mail and password only, so no hidden iframe to authDomain.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (isDemoProject(config)) connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });

  return {
    subscribe(listener) {
      return onIdTokenChanged(auth, (user) => {
        if (!user) {
          listener(null);
          return;
        }
        user
          .getIdTokenResult()
          .then((result) =>
            listener({
              email: user.email,
              admin: result.claims.admin === true,
              checkin: result.claims.checkin === true,
            }),
          )
          .catch(() => listener({ email: user.email, admin: false, checkin: false }));
      });
    },
    async signIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    async idToken(refresh = false) {
      return (await auth.currentUser?.getIdToken(refresh)) ?? null;
    },
  };
}
