import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { markSessionEnded, takeSessionEndedNotice, useSessionEndedNotice } from './session-ended-notice.ts';

function Notice() {
  return <p>{useSessionEndedNotice() ? 'ended' : 'open'}</p>;
}

describe('the session-ended notice', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is read once: a second read finds nothing', () => {
    markSessionEnded();
    expect(takeSessionEndedNotice()).toBe(true);
    expect(takeSessionEndedNotice()).toBe(false);
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
    // The page took the note: a later page does not show it again.
    expect(takeSessionEndedNotice()).toBe(false);
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
    expect(takeSessionEndedNotice()).toBe(false);
  });
});
