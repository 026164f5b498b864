import type { Session } from '@supabase/auth-js';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, fixedSessionSource } from '../test/render-app.tsx';
import { AUTH_STORAGE_KEY } from './auth-client.ts';
import { SessionProvider, type SessionSource, useSession } from './session-provider.tsx';

function Status() {
  const { status, session } = useSession();
  return <p>{`${status}:${session?.access_token ?? 'none'}`}</p>;
}

describe('SessionProvider', () => {
  it('is loading, then signed out when there is no stored session', async () => {
    render(
      <SessionProvider source={fixedSessionSource(null)}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading:none')).toBeTruthy();
    expect(await screen.findByText('signed-out:none')).toBeTruthy();
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
    let emit: (session: Session | null) => void = () => undefined;
    const source: SessionSource = {
      ...fixedSessionSource(null),
      onAuthStateChange: ((callback: (event: string, session: Session | null) => void) => {
        emit = (session) => callback(session ? 'SIGNED_IN' : 'SIGNED_OUT', session);
        return { data: { subscription: { id: 't', callback, unsubscribe: () => undefined } } };
      }) as unknown as SessionSource['onAuthStateChange'],
    };
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

  it('opens with the stored session when the client is stuck on the network (offline)', async () => {
    vi.useFakeTimers();
    try {
      window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession()));
      const stuck: SessionSource = {
        ...fixedSessionSource(null),
        getSession: (() => new Promise(() => undefined)) as SessionSource['getSession'],
      };
      render(
        <SessionProvider source={stuck} storage={window.localStorage} storedSessionWaitMs={2000}>
          <Status />
        </SessionProvider>,
      );
      expect(screen.getByText('loading:none')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(2000);
      });
      expect(screen.getByText('signed-in:test-access-token')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Status />)).toThrow('useSession must be used inside <SessionProvider>');
  });
});
