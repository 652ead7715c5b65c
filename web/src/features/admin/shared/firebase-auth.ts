// The only module that imports the Firebase SDK. It is loaded on demand by the admin session,
// so the SDK is its own chunk: public pages never download it, and neither does the prerender.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getMultiFactorResolver,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type MultiFactorError,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import { inEventOrder } from '../../../lib/in-event-order';
import { AUTH_EMULATOR_URL, isDemoProject, type FirebaseWebConfig } from './firebase-config';

export interface SignedInUser {
  email: string | null;
  /** The custom claim set by `npm run admin -- grant`; the API checks it again on every call. */
  admin: boolean;
  /** The claim of check-in staff (`npm run admin -- grant-checkin`): the desk, and nothing else. */
  checkin: boolean;
}

/**
 * The second step of an administrator's sign-in: a code sent by text message to the phone
 * enrolled with `npm run admin -- enrol-phone` (Firebase Auth multi-factor).
 */
export interface SecondFactorChallenge {
  /** The enrolled phone as Firebase shows it, most digits hidden ("+*******3210"). */
  phoneHint: string;
  /**
   * Sends a code (again, for a new one). `container` holds the invisible reCAPTCHA that Firebase
   * requires before it sends a text message; the Auth emulator skips it.
   */
  sendCode(container: HTMLElement): Promise<void>;
  /** Completes the sign-in with the code from the text message. */
  confirm(code: string): Promise<void>;
}

export interface AuthClient {
  /** Called at once with the current user (or null), then on every sign-in, sign-out and token refresh. */
  subscribe(listener: (user: SignedInUser | null) => void): () => void;
  /** Signs in; a user with an enrolled phone gets the second step to complete instead. */
  signIn(email: string, password: string): Promise<SecondFactorChallenge | null>;
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
      // A token's claims take a promise to read: a sign-in's could otherwise arrive after the
      // sign-out that followed it and show a console to a signed-out visitor.
      return onIdTokenChanged(
        auth,
        inEventOrder(async (user: User | null): Promise<SignedInUser | null> => {
          if (!user) return null;
          try {
            const { claims } = await user.getIdTokenResult();
            return { email: user.email, admin: claims.admin === true, checkin: claims.checkin === true };
          } catch {
            return { email: user.email, admin: false, checkin: false };
          }
        }, listener),
      );
    },
    async signIn(email, password) {
      try {
        await signInWithEmailAndPassword(auth, email, password);
        return null;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/multi-factor-auth-required') throw error;
        return secondFactorChallenge(auth, error as MultiFactorError);
      }
    },
    signOut: () => signOut(auth),
    async idToken(refresh = false) {
      return (await auth.currentUser?.getIdToken(refresh)) ?? null;
    },
  };
}

function secondFactorChallenge(auth: Auth, error: MultiFactorError): SecondFactorChallenge {
  const resolver = getMultiFactorResolver(auth, error);
  const hint = resolver.hints.find((info) => info.factorId === PhoneMultiFactorGenerator.FACTOR_ID) as
    PhoneMultiFactorInfo | undefined;
  // Only phones are enrolled (npm run admin -- enrol-phone); anything else is not ours to complete.
  if (!hint) throw Object.assign(new Error('unsupported second factor'), { code: 'auth/unsupported-second-factor' });
  let verifier: RecaptchaVerifier | undefined;
  let verificationId: string | undefined;
  return {
    phoneHint: hint.phoneNumber,
    async sendCode(container) {
      // A new verifier for each code: one that has been used once is reset, and the emulator's
      // stand-in for reCAPTCHA cannot be used again after a reset.
      verifier?.clear();
      verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: resolver.session },
        verifier,
      );
    },
    async confirm(code) {
      if (verificationId === undefined) {
        throw Object.assign(new Error('no code sent'), { code: 'auth/missing-verification-id' });
      }
      const credential = PhoneAuthProvider.credential(verificationId, code);
      await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
      verifier?.clear();
    },
  };
}
