import type { Session } from '@supabase/auth-js';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, fixedSessionSource } from '../test/render-app.tsx';
import { AUTH_STORAGE_KEY } from './auth-client.ts';
import { SessionProvider, type SessionSource, SIGNED_IN_COOKIE, useSession } from './session-provider.tsx';

function Status() {
  const { status, session } = useSession();
  return <p>{`${status}:${session?.access_token ?? 'none'}`}</p>;
}

/** An auth client stand-in with no session that emits SIGNED_IN / SIGNED_OUT when the test says so. */
function emittingSource() {
  let callback: ((event: string, session: Session | null) => void) | undefined;
  const source: SessionSource = {
    ...fixedSessionSource(null),
    onAuthStateChange: ((listener: (event: string, session: Session | null) => void) => {
      callback = listener;
      return { data: { subscription: { id: 't', callback: listener, unsubscribe: () => undefined } } };
    }) as unknown as SessionSource['onAuthStateChange'],
  };
  const emit = (session: Session | null) => callback?.(session ? 'SIGNED_IN' : 'SIGNED_OUT', session);
  return { source, emit };
}

describe('SessionProvider', () => {
  it('is signed out at once when nothing is stored, without waiting for the auth client', () => {
    const never: SessionSource = {
      ...fixedSessionSource(null),
      getSession: (() => new Promise(() => undefined)) as SessionSource['getSession'],
    };
    render(
      <SessionProvider source={never}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signed-out:none')).toBeTruthy();
  });

  it('is signed in with the stored session', async () => {
    render(
      <SessionProvider source={fixedSessionSource(fakeSession())}>
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed-in:test-access-token')).toBeTruthy();
  });

  it('follows auth events', async () => {
    const { source, emit } = emittingSource();
    render(
      <SessionProvider source={source}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signed-out:none');
    act(() => emit(fakeSession()));
    expect(screen.getByText('signed-in:test-access-token')).toBeTruthy();
    act(() => emit(null));
    expect(screen.getByText('signed-out:none')).toBeTruthy();
  });

  it('keeps a sign-out that arrived before the answer of an earlier getSession (read before it)', async () => {
    const { source, emit } = emittingSource();
    let answer: (session: Session | null) => void = () => undefined;
    const late: SessionSource = {
      ...source,
      getSession: (() =>
        new Promise((resolve) => {
          answer = (session) => resolve({ data: { session }, error: null });
        })) as unknown as SessionSource['getSession'],
    };
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession()));
    try {
      render(
        <SessionProvider source={late} storage={window.localStorage}>
          <Status />
        </SessionProvider>,
      );
      expect(screen.getByText('signed-in:test-access-token')).toBeTruthy();
      // The session ended elsewhere: auth-js signs out, then the answer it read before comes in.
      act(() => emit(null));
      expect(screen.getByText('signed-out:none')).toBeTruthy();
      await act(async () => answer(fakeSession()));
      expect(screen.getByText('signed-out:none')).toBeTruthy();
    } finally {
      window.localStorage.removeItem(AUTH_STORAGE_KEY);
    }
  });

  it('opens with the stored session at once, even when the client is stuck on the network (offline)', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession()));
    const stuck: SessionSource = {
      ...fixedSessionSource(null),
      getSession: (() => new Promise(() => undefined)) as SessionSource['getSession'],
    };
    render(
      <SessionProvider source={stuck} storage={window.localStorage}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signed-in:test-access-token')).toBeTruthy();
  });

  it('says where a session is stored, in a hint cookie for the server, and removes it on sign-out', async () => {
    const { source, emit } = emittingSource();
    render(
      <SessionProvider source={source}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signed-out:none');
    expect(document.cookie).not.toContain(`${SIGNED_IN_COOKIE}=1`);
    act(() => emit(fakeSession()));
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`);
    act(() => emit(null));
    expect(document.cookie).not.toContain(`${SIGNED_IN_COOKIE}=1`);
  });

  it('waits ("loading") while a link from an email carries a token for the auth client to read', () => {
    window.history.replaceState(null, '', '/auth#access_token=abc&type=recovery');
    try {
      render(
        <SessionProvider>
          <Status />
        </SessionProvider>,
      );
      expect(screen.getByText('loading:none')).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Status />)).toThrow('useSession must be used inside <SessionProvider>');
  });
});
