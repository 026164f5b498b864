import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { writeHintCookie } from '../i18n/language-cookie.ts';
import { clearSessionEndedNotice } from './account/session-ended-notice.ts';
import {
  AUTH_STORAGE_KEY,
  type AuthClientInstance,
  getAuthClient,
  onAuthClientLoaded,
} from './auth-client.ts';
import { forgetDeviceData } from './forget-device-data.ts';

/** 'loading' only while auth-js reads a token from the URL (an email link): nothing may redirect before it has. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export type SessionState = {
  status: SessionStatus;
  session: Session | null;
  /**
   * True from a PASSWORD_RECOVERY event (a recovery link or code) until the password is changed or the
   * session ends: the sign-in page then shows the new-password form.
   */
  passwordRecovery?: true;
};

/** The two calls of the auth client the provider needs; tests pass their own. */
export type SessionSource = Pick<AuthClientInstance, 'getSession' | 'onAuthStateChange'>;

/**
 * The server's hint that a session is stored on this device (never the session itself): it then sends the
 * language's empty app frame instead of the signed-out home page, which would flash "Sign in" before the app
 * shows the account.
 */
export const SIGNED_IN_COOKIE = 'amparo-signed-in';

const SessionContext = createContext<SessionState | null>(null);

function stateOf(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session } : { status: 'signed-out', session: null };
}

/** The session auth-js saved, read without the client (which is 24 KB of code the first paint does without). */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): Session | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as Session).access_token === 'string' &&
      typeof (parsed as Session).refresh_token === 'string' &&
      typeof (parsed as Session).user?.id === 'string'
    ) {
      return parsed as Session;
    }
  } catch {
    // Unreadable storage or JSON: treat as signed out.
  }
  return null;
}

/** A link from an email or a redirect that carries something for auth-js to read (a token, a code, an error). */
export function urlCarriesAuthResult(location: Pick<Location, 'hash' | 'search'>): boolean {
  return (
    /(?:^#|&)(?:access_token|error_description|error_code)=/.test(location.hash) ||
    /[?&]code=/.test(location.search)
  );
}

type SessionProviderProps = {
  children: ReactNode;
  /** Tests pass their own; the app loads the one auth client when it needs it. */
  source?: SessionSource;
  storage?: Pick<Storage, 'getItem'>;
};

/**
 * "Probably signed in" comes from the stored session at once, without auth-js: the first screen renders without
 * waiting for anything. The auth client is loaded when there is a session to keep fresh, or a token in the URL, or
 * when something else asks for it (the sign-in page); from then on its events are the truth.
 */
export function SessionProvider({ children, source, storage }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    !source && typeof window !== 'undefined' && urlCarriesAuthResult(window.location)
      ? { status: 'loading', session: null }
      : stateOf(readStoredSession(storage ?? safeLocalStorage())),
  );

  useEffect(() => {
    let active = true;
    let eventSeen = false;
    let subscription: { unsubscribe: () => void } | undefined;
    const apply = (session: Session | null, event?: AuthChangeEvent) => {
      if (event) eventSeen = true;
      if (event === 'SIGNED_OUT') forgetDeviceData(safeLocalStorage());
      if (event) {
        // The vault's code loads only once there is an event to act on (sign-out, another account).
        void import('./vault/open-vault.ts').then((vault) => vault.lockVaultForSession(event, session));
      }
      if (!active) return;
      // Signed in again: the sign-in page's "you were signed out elsewhere" has done its work.
      if (event === 'SIGNED_IN') clearSessionEndedNotice();
      setState((previous) => {
        const recovery =
          event === 'PASSWORD_RECOVERY' ||
          (previous.passwordRecovery === true && session !== null && event !== 'USER_UPDATED');
        const next = recovery ? { ...stateOf(session), passwordRecovery: true as const } : stateOf(session);
        const unchanged =
          previous.status === next.status &&
          previous.session?.access_token === next.session?.access_token &&
          previous.passwordRecovery === next.passwordRecovery;
        return unchanged ? previous : next;
      });
    };

    const attach = (client: SessionSource) => {
      if (!active || subscription) return;
      // Synchronous on purpose: calling the client from inside this callback (or awaiting in it)
      // deadlocks auth-js, which holds its lock while it notifies.
      const { data } = client.onAuthStateChange((event, session) => apply(session, event));
      subscription = data.subscription;
      client.getSession().then(
        // Once an event has arrived it is the truth: an answer read before a sign-out and delivered after it
        // would bring the ended session back, and the sign-in page would send the person on to the page they
        // asked for, and back (issue 23).
        ({ data: result }) => {
          if (!eventSeen) apply(result.session);
        },
        // The stored session already shows; a client that cannot answer (offline) changes nothing.
        () => apply(readStoredSession(storage ?? safeLocalStorage())),
      );
    };

    let stopWaiting: (() => void) | undefined;
    if (source) {
      attach(source);
    } else {
      stopWaiting = onAuthClientLoaded(attach);
      const stored = readStoredSession(storage ?? safeLocalStorage());
      if (stored || urlCarriesAuthResult(window.location)) {
        getAuthClient().catch((error: unknown) =>
          console.error('The sign-in code could not be loaded', error),
        );
      }
    }
    return () => {
      active = false;
      stopWaiting?.();
      subscription?.unsubscribe();
    };
  }, [source, storage]);

  useEffect(() => {
    if (state.status !== 'loading')
      writeHintCookie(SIGNED_IN_COOKIE, state.status === 'signed-in' ? '1' : null);
  }, [state.status]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** `{ status, session }`: read from the device at once, then kept true by the auth client. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}

/** For tests and stories: a fixed session state without an auth client. */
export function StaticSessionProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
