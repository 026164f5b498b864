import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { AUTH_STORAGE_KEY, getAuthClient } from './auth-client.ts';
import { forgetDeviceData } from './forget-device-data.ts';
import { lockVaultForSession } from './vault/open-vault.ts';

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
export type SessionSource = Pick<ReturnType<typeof getAuthClient>, 'getSession' | 'onAuthStateChange'>;

const SessionContext = createContext<SessionState | null>(null);

/**
 * How long to wait for the auth client before trusting the stored session. getSession() only
 * reads storage, except when the stored access token has expired: then it refreshes first, and
 * with no network that can take up to 30 s of retries. The app must open offline all the same.
 */
const STORED_SESSION_WAIT_MS = 2000;

function stateOf(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session } : { status: 'signed-out', session: null };
}

/** The session auth-js saved, read without the client: used only when the client is slow. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): Session | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as Session).access_token === 'string' &&
      typeof (parsed as Session).refresh_token === 'string'
    ) {
      return parsed as Session;
    }
  } catch {
    // Unreadable storage or JSON: treat as signed out.
  }
  return null;
}

type SessionProviderProps = {
  children: ReactNode;
  source?: SessionSource;
  storage?: Pick<Storage, 'getItem'>;
  storedSessionWaitMs?: number;
};

export function SessionProvider({
  children,
  source,
  storage,
  storedSessionWaitMs = STORED_SESSION_WAIT_MS,
}: SessionProviderProps) {
  const [state, setState] = useState<SessionState>({ status: 'loading', session: null });

  useEffect(() => {
    const client = source ?? getAuthClient();
    let active = true;
    let answered = false;
    const apply = (session: Session | null, event?: AuthChangeEvent) => {
      answered = true;
      if (event === 'SIGNED_OUT') forgetDeviceData(safeLocalStorage());
      lockVaultForSession(event, session);
      if (!active) return;
      setState((previous) => {
        const recovery =
          event === 'PASSWORD_RECOVERY' ||
          (previous.passwordRecovery === true && session !== null && event !== 'USER_UPDATED');
        return recovery ? { ...stateOf(session), passwordRecovery: true } : stateOf(session);
      });
    };

    // Synchronous on purpose: calling the client from inside this callback (or awaiting in it)
    // deadlocks auth-js, which holds its lock while it notifies.
    const { data } = client.onAuthStateChange((event, session) => apply(session, event));

    client.getSession().then(
      ({ data: result }) => apply(result.session),
      () => apply(readStoredSession(storage ?? safeLocalStorage())),
    );

    const timer = window.setTimeout(() => {
      if (!answered && active) setState(stateOf(readStoredSession(storage ?? safeLocalStorage())));
    }, storedSessionWaitMs);

    return () => {
      active = false;
      window.clearTimeout(timer);
      data.subscription.unsubscribe();
    };
  }, [source, storage, storedSessionWaitMs]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** `{ status, session }`: status is 'loading' until the stored session has been read. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}

/** For tests and stories: a fixed session state without an auth client. */
export function StaticSessionProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
