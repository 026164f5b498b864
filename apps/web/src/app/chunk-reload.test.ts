import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  clearChunkReloadFlag,
  isChunkLoadError,
  listenForPreloadErrors,
  reloadOnceForChunkError,
} from './chunk-reload.ts';

describe('lazy chunk failures', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://amparo.test/assets/help-page-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://amparo.test/assets/x.js',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not mistake other errors for one', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again until a page has loaded', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(window.sessionStorage, reload)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    expect(reloadOnceForChunkError(window.sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    clearChunkReloadFlag(window.sessionStorage);
    expect(reloadOnceForChunkError(window.sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while the browser is offline: the chunk failed for want of a network, not a deploy', () => {
    clearChunkReloadFlag(window.sessionStorage);
    const reload = vi.fn();
    expect(reloadOnceForChunkError(window.sessionStorage, reload, () => false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nothing was spent: back online, a real deploy still gets its one reload.
    expect(reloadOnceForChunkError(window.sessionStorage, reload, () => true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("cancels Vite's preload error only when it reloads", () => {
    const target = new EventTarget() as Window;
    const stop = listenForPreloadErrors(target);
    window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    // Already reloaded once in this tab: let the error reach the error screen.
    expect(event.defaultPrevented).toBe(false);
    stop();
  });
});
