import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { ConfigurationErrorScreen } from '../../components/ui/configuration-error-screen.tsx';
import { isOffline } from '../api-client.ts';
import type { AuthRuntime } from './auth-runtime.ts';

/**
 * - idle: nothing has asked for the signed-in state yet, so the auth client has not been downloaded (public
 *   pages never download it);
 * - loading: the client and its configuration are on their way, or the session is being read;
 * - ready: the session is known (it may be none);
 * - failed: the configuration could not be loaded or used.
 */
export type AuthStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AuthContextValue {
  readonly status: AuthStatus;
  /** True until the session is known. */
  readonly loading: boolean;
  readonly session: Session | null;
  readonly user: User | null;
  /** The latest event of the auth client (spec section 4): INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, ... */
  readonly event: AuthChangeEvent | null;
  /** The client and what the address brought back; present once status is ready. */
  readonly runtime: AuthRuntime | null;
  /** Downloads and starts the auth client if nothing has yet; useAuth calls it. */
  readonly start: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export type LoadAuthRuntime = () => Promise<AuthRuntime>;

const loadAppRuntime: LoadAuthRuntime = () => import('./auth-runtime.ts').then((module) => module.loadAuthRuntime());

interface AuthState {
  readonly status: AuthStatus;
  readonly runtime: AuthRuntime | null;
  readonly session: Session | null;
  readonly event: AuthChangeEvent | null;
}

interface AuthProviderProps {
  children: ReactNode;
  /** How the client is loaded; a unit test passes a client talking to a fake server. */
  loadRuntime?: LoadAuthRuntime;
}

/**
 * Holds the signed-in state for the whole app, but downloads the auth client only when a page first asks for it
 * (through useAuth), so the public pages stay small. While someone is signed in it also runs the inactivity rules
 * of spec section 4.
 */
export function AuthProvider({ children, loadRuntime = loadAppRuntime }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'idle', runtime: null, session: null, event: null });
  const requested = useRef(false);
  const loadRuntimeRef = useRef(loadRuntime);

  const start = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setState((current) => ({ ...current, status: 'loading' }));
    loadRuntimeRef.current().then(
      (runtime) => setState((current) => ({ ...current, runtime })),
      (error: unknown) => {
        requested.current = false;
        console.error('Tedi could not start signing in', error);
        setState((current) => ({ ...current, status: 'failed' }));
      },
    );
  }, []);

  const { runtime } = state;
  useEffect(() => {
    if (!runtime) return;
    let latestEvent = 0;
    const {
      data: { subscription },
    } = runtime.client.onAuthStateChange((event, session) => {
      latestEvent += 1;
      const thisEvent = latestEvent;
      const settle = (known: Session | null) => {
        if (thisEvent === latestEvent) setState((current) => ({ ...current, status: 'ready', event, session: known }));
      };
      // With no connection the client cannot renew a session whose access token has run out, and reports none, but
      // keeps it and renews it once there is signal. The person stays signed in here meanwhile, so a child's board
      // opens in a car or a hospital basement: the server refuses the old token, so only what this device kept for
      // them shows (decision 40). A session the service refused is gone from the device, and stays signed out.
      if (event === 'INITIAL_SESSION' && session === null) {
        void runtime.sessionKeptWithoutConnection().then(settle, () => settle(null));
      } else {
        settle(session);
      }
    });
    // With no connection the client takes half a minute to give up renewing; the kept session is used meanwhile.
    if (isOffline()) {
      void runtime.sessionKeptWithoutConnection().then((kept) => {
        if (latestEvent === 0)
          setState((current) => ({ ...current, status: 'ready', event: 'INITIAL_SESSION', session: kept }));
      });
    }
    return () => subscription.unsubscribe();
  }, [runtime]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      loading: state.status !== 'ready' && state.status !== 'failed',
      session: state.session,
      user: state.session?.user ?? null,
      event: state.event,
      runtime: state.status === 'ready' ? state.runtime : null,
      start,
    }),
    [state, start],
  );

  if (state.status === 'failed') return <ConfigurationErrorScreen />;
  const signedIn = state.status === 'ready' && state.runtime !== null && state.session !== null;
  return (
    <AuthContext value={value}>
      {children}
      {signedIn && state.runtime && state.session ? (
        <state.runtime.SessionTimeoutWatch
          key={state.session.user.id}
          client={state.runtime.client}
          event={state.event}
          userId={state.session.user.id}
        />
      ) : null}
    </AuthContext>
  );
}

/**
 * The signed-in state without starting the auth client: for a page that works signed out and needs the client only
 * once something happens (a child's sign-in takes up its session); it calls `start()` then.
 */
export function useAuthState(): AuthContextValue {
  const value = use(AuthContext);
  if (value === null) throw new Error('useAuthState must be used inside <AuthProvider>.');
  return value;
}

/** The signed-in state; the first call anywhere downloads and starts the auth client. */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>.');
  const { start } = value;
  useEffect(() => {
    start();
  }, [start]);
  return value;
}
