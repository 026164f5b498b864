import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForEscapeExit, neutralUrl, QUICK_EXIT_URL, quickExit } from './quick-exit.ts';

function press(key = 'Escape', repeat = false) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, repeat, bubbles: true }));
}

describe('quick exit', () => {
  afterEach(() => {
    document.body.style.visibility = '';
    window.sessionStorage.clear();
  });

  it('goes to the neutral site in the page language, English for anything else', () => {
    expect(QUICK_EXIT_URL).toMatch(/^https:\/\//);
    expect(neutralUrl('ar')).toBe('https://ar.wikipedia.org/');
    expect(neutralUrl('pt-BR')).toBe('https://pt.wikipedia.org/');
    expect(neutralUrl('xx')).toBe('https://en.wikipedia.org/');
    expect(neutralUrl(undefined)).toBe('https://en.wikipedia.org/');
    expect(neutralUrl('es', 'http://127.0.0.1:9/{language}')).toBe('http://127.0.0.1:9/es');
  });

  it('rewrites the current entry to the home page, hides the screen, then replaces the page', () => {
    window.history.pushState(null, '', '/documents');
    document.title = 'Document vault';
    const replace = vi.fn();
    quickExit({ language: 'fr', replace });
    expect(replace).toHaveBeenCalledWith('https://fr.wikipedia.org/');
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('');
    expect(document.body.style.visibility).toBe('hidden');
    // Back into the app from the neutral page leaves again (guardBackAfterExit reads this).
    expect(window.sessionStorage.getItem('amparo-left')).toBe('1');
  });

  it('after a wipe, remembers nothing at all', () => {
    quickExit({ replace: vi.fn(), remember: false });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('leaves on Escape pressed three times within 1.5 s, not on slower or other presses', () => {
    let now = 1_000;
    const onExit = vi.fn();
    const stop = listenForEscapeExit(onExit, { now: () => now });
    press();
    now += 700;
    press();
    now += 900; // the first press is now 1.6 s old
    press();
    expect(onExit).not.toHaveBeenCalled();
    press('Enter');
    now += 100;
    press('Escape', true); // a key held down counts once
    expect(onExit).not.toHaveBeenCalled();
    now += 100;
    press();
    expect(onExit).toHaveBeenCalledTimes(1);
    // It starts counting again.
    press();
    expect(onExit).toHaveBeenCalledTimes(1);
    stop();
    press();
    press();
    press();
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});
