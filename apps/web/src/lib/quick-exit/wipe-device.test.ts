import { describe, expect, it, vi } from 'vitest';
import { clearCookies, installsEnded } from './wipe-device.ts';

/** A service worker stand-in whose state the test moves on. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  const worker = {
    state,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    moveTo(next: ServiceWorkerState) {
      worker.state = next;
      target.dispatchEvent(new Event('statechange'));
    },
  };
  return worker;
}

describe('installsEnded (a wipe during the offline app’s first install)', () => {
  it('waits until a worker that was installing is installed or redundant', async () => {
    vi.useFakeTimers();
    try {
      const worker = fakeWorker('installing');
      let ended = false;
      void installsEnded([worker as unknown as ServiceWorker], 5000).then(() => {
        ended = true;
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(ended).toBe(false);
      worker.moveTo('redundant');
      await vi.advanceTimersByTimeAsync(0);
      expect(ended).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for workers that were not installing, and gives up after its limit', async () => {
    vi.useFakeTimers();
    try {
      await installsEnded([fakeWorker('activated') as unknown as ServiceWorker], 5000);
      let ended = false;
      void installsEnded([fakeWorker('installing') as unknown as ServiceWorker], 5000).then(() => {
        ended = true;
      });
      await vi.advanceTimersByTimeAsync(4999);
      expect(ended).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ended).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('clearCookies', () => {
  it('expires every cookie on every path above the page and every domain above the host', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'selectedLanguage=ar; amparo-lang=ar;  other=1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    clearCookies(doc, { hostname: 'app.amparo.example', pathname: '/settings/privacy' });
    for (const name of ['selectedLanguage', 'amparo-lang', 'other']) {
      const mine = written.filter((line) => line.startsWith(`${name}=;`));
      // 3 paths (/, /settings, /settings/privacy) × 3 domains (host only, app.amparo.example, amparo.example).
      expect(mine).toHaveLength(9);
      expect(mine.every((line) => line.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);
      expect(mine.some((line) => line.includes('Path=/settings/privacy; Domain=amparo.example'))).toBe(true);
      expect(mine.some((line) => line.endsWith('Path=/'))).toBe(true);
    }
  });
});
