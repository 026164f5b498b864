import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load the test finishes when it chooses. */
function deferredLoad() {
  let finish: () => void = () => undefined;
  const arrived = new Promise<typeof Greeting>((resolve) => {
    finish = () => resolve(Greeting);
  });
  return { load: () => arrived, finish };
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in its parent’s first commit, never showing the fallback', async () => {
    const { load, finish } = deferredLoad();
    const { Component, preload } = preloadableLazy(load);
    const loading = preload();
    finish();
    await loading;

    // No act() flush needed: a plain lazy would commit "Loading…" here and the greeting only after a retry.
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Rosa" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Rosa')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends like React.lazy while the module is still on its way, then shows it', async () => {
    const { load, finish } = deferredLoad();
    const { Component } = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Karim" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => finish());
    expect(await screen.findByText('Hello Karim')).toBeTruthy();
  });

  it('asks for a module again after a failed load instead of remembering the failure', async () => {
    let calls = 0;
    const { preload } = preloadableLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
    expect(calls).toBe(2);
  });
});
