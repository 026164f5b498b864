import { act, render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionEndedNotice, markSessionEnded, useSessionEndedNotice } from './session-ended-notice.ts';

function Notice() {
  return <p>{useSessionEndedNotice() ? 'ended' : 'open'}</p>;
}

describe('the session-ended notice', () => {
  afterEach(() => window.sessionStorage.clear());

  it('stays until the person signs in again, however often the page reads it', () => {
    markSessionEnded();
    const first = render(<Notice />);
    expect(screen.getByText('ended')).toBeTruthy();
    first.unmount();
    // The same sign-in page mounted again (a second redirect to it, a part of it loading): still explained.
    render(<Notice />);
    expect(screen.getByText('ended')).toBeTruthy();
  });

  it('is gone once the person signed in again', () => {
    markSessionEnded();
    clearSessionEndedNotice();
    render(<Notice />);
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('shows when it was marked before the page mounted', () => {
    markSessionEnded();
    render(<Notice />);
    expect(screen.getByText('ended')).toBeTruthy();
  });

  it('shows when it is marked after the page is already on screen (auth-js signs out before the caller marks)', () => {
    render(<Notice />);
    expect(screen.getByText('open')).toBeTruthy();
    act(() => markSessionEnded());
    expect(screen.getByText('ended')).toBeTruthy();
  });

  it('shows when it is marked after the page rendered but before its effects ran (a busy phone)', () => {
    // A layout effect runs after the page's first render and before its passive effects: the moment when the
    // event reaches no listener yet.
    function MarkBeforeEffects() {
      useLayoutEffect(() => markSessionEnded(), []);
      return null;
    }
    render(
      <>
        <Notice />
        <MarkBeforeEffects />
      </>,
    );
    expect(screen.getByText('ended')).toBeTruthy();
  });

  it('shows when the first render of the page was thrown away while a part of it was still loading', async () => {
    markSessionEnded();
    let loaded = false;
    let finishLoading = () => {};
    const loading = new Promise<void>((resolve) => {
      finishLoading = () => {
        loaded = true;
        resolve();
      };
    });
    // Renders after the notice and suspends the first time: React discards the notice's first render.
    function StillLoading() {
      if (!loaded) throw loading;
      return null;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Notice />
        <StillLoading />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finishLoading());
    expect(screen.getByText('ended')).toBeTruthy();
  });
});
