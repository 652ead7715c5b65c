import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthClient, SecondFactorChallenge, SignedInUser } from './firebase-auth';
import { loadOnce } from '../../../lib/load-once';
import { loadFirebaseConfig } from './firebase-config';
import { clearKeptReasons } from './kept-reason';

export type SessionState =
  | { kind: 'starting' }
  | { kind: 'unavailable' }
  /**
   * `ended`: the server's sentence when it ended the sign-in (too old, idle, not recent enough);
   * `email`: the address of the sign-in it ended, for the form to offer again.
   */
  | { kind: 'signed-out'; ended?: string; email?: string }
  | ({ kind: 'signed-in' } & SignedInUser);

export interface AdminSession {
  state: SessionState;
  /** Signs in; an account with a second factor gets the challenge to complete. */
  signIn(email: string, password: string): Promise<SecondFactorChallenge | null>;
  signOut(): Promise<void>;
  /**
   * Signs out because the server refused the sign-in even with a fresh token: the sign-in form
   * then says why, in the server's words.
   */
  endSession(why: string): Promise<void>;
  /** Fetches a fresh token, so rights granted since sign-in take effect without signing in again. */
  recheck(): Promise<void>;
  idToken(refresh?: boolean): Promise<string | null>;
}

const authChunk = loadOnce(() => import('./firebase-auth'));

// One client per page load: the layout may remount, Firebase's app must be created once.
let clientPromise: Promise<AuthClient> | null = null;
function authClient(): Promise<AuthClient> {
  clientPromise ??= Promise.all([loadFirebaseConfig(), authChunk.load()]).then(([config, module]) =>
    module.createAuthClient(config),
  );
  clientPromise.catch(() => {
    clientPromise = null; // a later mount may try again
  });
  return clientPromise;
}

const SessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  // 'starting' on the server and in the first client render, so hydration matches; the SDK
  // loads in the effect.
  const [state, setState] = useState<SessionState>({ kind: 'starting' });
  // Why the last sign-in ended, kept until the next one: the SDK's signed-out event follows.
  const ended = useRef<{ why: string; email?: string } | undefined>(undefined);
  // The address of the current sign-in, for the form that follows the server's ending it.
  const signedInEmail = useRef<string | undefined>(undefined);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    authClient().then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe((user) => {
          signedInEmail.current = user?.email ?? undefined;
          const why = ended.current;
          setState(
            user
              ? { kind: 'signed-in', ...user }
              : { kind: 'signed-out', ...(why ? { ended: why.why, ...(why.email ? { email: why.email } : {}) } : {}) },
          );
        });
      },
      () => !cancelled && setState({ kind: 'unavailable' }),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => (await authClient()).signIn(email, password),
    [],
  );
  const signOut = useCallback(async () => {
    ended.current = undefined;
    clearKeptReasons();
    await (await authClient()).signOut();
  }, []);
  const endSession = useCallback(async (why: string) => {
    ended.current = { why, ...(signedInEmail.current ? { email: signedInEmail.current } : {}) };
    await (await authClient()).signOut();
  }, []);
  const idToken = useCallback(async (refresh?: boolean) => (await authClient()).idToken(refresh), []);
  const recheck = useCallback(async () => {
    await (await authClient()).idToken(true);
  }, []);

  const session = useMemo(
    () => ({ state, signIn, signOut, endSession, recheck, idToken }),
    [state, signIn, signOut, endSession, recheck, idToken],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession is used outside AdminSessionProvider.');
  return session;
}
