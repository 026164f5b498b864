import { ZReportClientTimingRequest } from '@amparo/contract/client-errors/report-client-timing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSlowLoadReporting } from './report-slow-load.ts';
import {
  finishRouteChange,
  LCP_SETTLE_MS,
  measureRouteChanges,
  type RouterLike,
  resetRouteChange,
  type SlowLoadEnvironment,
  startRouteChange,
  watchPageLoad,
} from './watch-slow-loads.ts';

type Entry = { name: string; startTime: number; entryType: string } & Record<string, unknown>;

/** A page's performance timeline and events, driven by the test; LCP entries arrive when the test says. */
function fakePage(options: { readyState?: DocumentReadyState; hidden?: boolean; pathname?: string } = {}) {
  const win = new EventTarget();
  const doc = new EventTarget();
  const state = {
    readyState: options.readyState ?? 'loading',
    visibilityState: (options.hidden ? 'hidden' : 'visible') as DocumentVisibilityState,
    now: 0,
    entries: [] as Entry[],
    pendingLcp: [] as Entry[],
    lcpCallback: undefined as undefined | ((list: { getEntries: () => Entry[] }) => void),
  };
  class FakeObserver {
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      state.lcpCallback = callback;
    }
    observe() {}
    disconnect() {
      state.lcpCallback = undefined;
    }
    takeRecords() {
      const records = state.pendingLcp;
      state.pendingLcp = [];
      return records;
    }
  }
  const sent: unknown[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 204 });
  });
  const environment: SlowLoadEnvironment = {
    window: Object.assign(win, {
      setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
      clearTimeout: (id?: number) => clearTimeout(id),
    }) as unknown as SlowLoadEnvironment['window'],
    // Getters, not values: Object.assign would copy today's state once.
    document: Object.defineProperties(doc, {
      readyState: { get: () => state.readyState },
      visibilityState: { get: () => state.visibilityState },
    }) as unknown as SlowLoadEnvironment['document'],
    performance: {
      now: () => state.now,
      getEntriesByType: (type: string) => state.entries.filter((entry) => entry.entryType === type),
    } as unknown as SlowLoadEnvironment['performance'],
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    connection: { effectiveType: '3g', rtt: 350, downlink: 1.2, saveData: false },
    pathname: () => options.pathname ?? '/proof/3f1c2a9e-1b7d-4c55-9e61-0a2b3c4d5e6f',
    fetch,
  };
  return {
    environment,
    sent,
    fetch,
    /** The navigation finishes loading with these figures, and the load event fires. */
    load(
      timings: { responseStart: number; domContentLoadedEventEnd: number; loadEventEnd: number },
      fcp = 0,
    ) {
      state.entries.push({ name: 'https://amparo.test/', entryType: 'navigation', startTime: 0, ...timings });
      if (fcp) state.entries.push({ name: 'first-contentful-paint', entryType: 'paint', startTime: fcp });
      state.readyState = 'complete';
      win.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(0);
    },
    /** The browser paints a larger element; delivered to the observer at once, or left pending. */
    paintLargest(startTime: number, { delivered = true } = {}) {
      const entry = { name: '', entryType: 'largest-contentful-paint', startTime };
      if (delivered) state.lcpCallback?.({ getEntries: () => [entry] });
      else state.pendingLcp.push(entry);
    },
    hide() {
      state.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    tap: () => win.dispatchEvent(new Event('pointerdown')),
    at(now: number) {
      state.now = now;
    },
    fetchedScript(name: string, startTime: number) {
      state.entries.push({ name, entryType: 'resource', startTime });
    },
  };
}

const slowLoad = { responseStart: 1200, domContentLoadedEventEnd: 3100, loadEventEnd: 4400 };
const fastLoad = { responseStart: 200, domContentLoadedEventEnd: 900, loadEventEnd: 1300 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetSlowLoadReporting();
  resetRouteChange();
});

describe('watchPageLoad', () => {
  it('sends one report of a slow load at the first input after the load, with the route pattern and no id', () => {
    const page = fakePage();
    watchPageLoad(page.environment);
    page.paintLargest(2100);
    page.load(slowLoad, 1900);
    page.paintLargest(5200);
    expect(page.fetch).not.toHaveBeenCalled();

    page.tap();
    page.tap();
    vi.advanceTimersByTime(LCP_SETTLE_MS * 2);
    expect(page.sent).toEqual([
      {
        kind: 'page-load',
        route: '/proof/:linkId',
        release: 'test',
        connection: { effectiveType: '3g', rtt: 350, downlink: 1.2, saveData: false },
        timings: { ttfb: 1200, domContentLoaded: 3100, load: 4400, fcp: 1900, lcp: 5200, total: 5200 },
      },
    ]);
    expect(ZReportClientTimingRequest.safeParse(page.sent[0]).success).toBe(true);
    expect(JSON.stringify(page.sent)).not.toContain('3f1c2a9e');
  });

  it('sends nothing for a fast load', () => {
    const page = fakePage();
    watchPageLoad(page.environment);
    page.load(fastLoad, 600);
    page.paintLargest(1500);
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('counts a largest paint still pending when the page settles, so a late LCP after a fast load is slow', () => {
    const page = fakePage();
    watchPageLoad(page.environment);
    page.load(fastLoad, 600);
    page.paintLargest(3700, { delivered: false });
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(page.sent).toEqual([
      expect.objectContaining({ timings: expect.objectContaining({ total: 3700 }) }),
    ]);
  });

  it('reports at once when the tab is hidden after the load, while the page can still send', () => {
    const page = fakePage();
    watchPageLoad(page.environment);
    page.load(slowLoad);
    page.hide();
    expect(page.sent).toHaveLength(1);
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(page.sent).toHaveLength(1);
  });

  it('measures a page that had already loaded when it was called', () => {
    const late = fakePage();
    late.load(slowLoad);
    watchPageLoad(late.environment);
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(late.sent).toHaveLength(1);
  });

  it('ignores a tab opened in the background or hidden before the load: hidden tabs are throttled', () => {
    const background = fakePage({ hidden: true });
    watchPageLoad(background.environment);
    background.load(slowLoad);
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(background.fetch).not.toHaveBeenCalled();

    const switchedAway = fakePage();
    watchPageLoad(switchedAway.environment);
    switchedAway.hide();
    switchedAway.load(slowLoad);
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(switchedAway.fetch).not.toHaveBeenCalled();
  });

  it('never throws, with no LCP support, no connection information or a browser with no timing at all', () => {
    const page = fakePage();
    page.environment.PerformanceObserver = class {
      constructor() {
        throw new TypeError('PerformanceObserver is not supported');
      }
    } as unknown as typeof PerformanceObserver;
    page.environment.connection = undefined;
    expect(() => watchPageLoad(page.environment)).not.toThrow();
    page.load(slowLoad);
    vi.advanceTimersByTime(LCP_SETTLE_MS);
    expect(page.sent).toEqual([
      expect.objectContaining({ timings: expect.objectContaining({ total: 4400 }) }),
    ]);
    expect(page.sent[0]).not.toHaveProperty('connection');

    expect(() => watchPageLoad(undefined)).not.toThrow();
    const broken = fakePage();
    broken.environment.performance.getEntriesByType = () => {
      throw new Error('no timeline');
    };
    watchPageLoad(broken.environment);
    expect(() => broken.load(slowLoad)).not.toThrow();
  });
});

describe('route changes', () => {
  it('reports a slow one with its pattern, its duration and whether the page chunk was fetched', () => {
    const page = fakePage();
    page.at(10_000);
    startRouteChange('/documents/', page.environment);
    page.fetchedScript('https://amparo.test/assets/documents-page-Ab12Cd34.js', 10_050);
    page.at(14_250);
    finishRouteChange();
    expect(page.sent).toEqual([
      {
        kind: 'route-change',
        route: '/documents',
        release: 'test',
        connection: { effectiveType: '3g', rtt: 350, downlink: 1.2, saveData: false },
        timings: { duration: 4250 },
        chunkFetched: true,
      },
    ]);
  });

  it('says the chunk was not fetched when no script was downloaded during the change', () => {
    const page = fakePage();
    page.fetchedScript('https://amparo.test/assets/documents-page-Ab12Cd34.js', 500);
    page.at(10_000);
    startRouteChange('/help', page.environment);
    page.fetchedScript('https://amparo.test/api/v1/profile', 10_010);
    page.at(13_500);
    finishRouteChange();
    expect(page.sent).toEqual([expect.objectContaining({ route: '/help', chunkFetched: false })]);
  });

  it('sends nothing for a fast change, a finish without a start, a second finish, or a hidden tab', () => {
    const page = fakePage();
    finishRouteChange();
    startRouteChange('/help', page.environment);
    page.at(2900);
    finishRouteChange();
    page.at(9000);
    finishRouteChange();
    startRouteChange('/help', page.environment);
    page.at(20_000);
    page.hide();
    finishRouteChange();
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('measures from the latest start when the person navigates again before the page shows', () => {
    const page = fakePage();
    startRouteChange('/documents', page.environment);
    page.at(2000);
    startRouteChange('/family', page.environment);
    page.at(4500);
    finishRouteChange();
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('measureRouteChanges starts a change when the pathname changes, not for a query or hash alone', () => {
    const page = fakePage();
    let listener: ((state: { location: { pathname: string } }) => void) | undefined;
    const router: RouterLike = {
      state: { location: { pathname: '/' } },
      subscribe: (next) => {
        listener = next;
        return () => {
          listener = undefined;
        };
      },
    };
    const stop = measureRouteChanges(router, page.environment);
    page.at(1000);
    listener?.({ location: { pathname: '/' } });
    page.at(5000);
    finishRouteChange();
    expect(page.fetch).not.toHaveBeenCalled();

    listener?.({ location: { pathname: '/emergency' } });
    page.at(9000);
    finishRouteChange();
    expect(page.sent).toEqual([
      expect.objectContaining({ route: '/emergency', timings: { duration: 4000 } }),
    ]);
    stop();
    expect(listener).toBe(undefined);
  });
});
