import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  type History,
  type HistoryAction,
  type Location,
  resolveTo,
  type To,
} from './history.ts';
import { createMatcher, type RouteMatch, type RouteObject } from './match-routes.ts';

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type RouterState = {
  location: Location;
  historyAction: HistoryAction;
  /** null when no route matches: nothing renders, as in react-router. */
  matches: RouteMatch | null;
  /**
   * For ScrollRestoration: a saved position to go back to (back/forward), null to go to the top or the #hash,
   * false on the first page, which the browser has just loaded.
   */
  restoreScrollPosition: number | null | false;
};

export type Router = {
  readonly state: RouterState;
  /** Resolves once the new location is the router's state; a delta in the browser lands later, on popstate. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** ScrollRestoration hands its table here, so the position is saved before the next page replaces this one. */
  enableScrollRestoration(positions: Record<string, number>, scrollY: () => number): () => void;
  dispose(): void;
};

/** react-router's name for the object createBrowserRouter returns; kept so the app's types read the same. */
export type DataRouter = Router;

function createRouter(history: History, routes: RouteObject[]): Router {
  const match = createMatcher(routes);
  const listeners = new Set<(state: RouterState) => void>();
  let scroll: { positions: Record<string, number>; scrollY: () => number } | null = null;
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: match(history.location.pathname),
    restoreScrollPosition: false,
  };

  const commit = (historyAction: HistoryAction) => {
    const { location } = history;
    if (scroll) scroll.positions[state.location.key] = scroll.scrollY();
    state = {
      location,
      historyAction,
      matches: match(location.pathname),
      restoreScrollPosition: historyAction === 'POP' ? (scroll?.positions[location.key] ?? null) : null,
    };
    for (const listener of listeners) listener(state);
  };
  const stopListening = history.listen(() => commit('POP'));

  return {
    get state() {
      return state;
    },
    async navigate(to, { replace, state: entryState = null } = {}) {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, state.location);
      // A push to the address already shown replaces it, as react-router's <Link> does: the entry gets a new
      // key (which clears an error screen) without leaving a duplicate to step back through.
      const same = createPath(path) === createPath(state.location);
      history[replace || same ? 'replace' : 'push'](path, entryState);
      commit(replace || same ? 'REPLACE' : 'PUSH');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enableScrollRestoration(positions, scrollY) {
      const mine = { positions, scrollY };
      scroll = mine;
      return () => {
        // A layout that unmounts after the next one mounted must not switch the next one's off.
        if (scroll === mine) scroll = null;
      };
    },
    dispose() {
      stopListening();
      listeners.clear();
    },
  };
}

/** Not called during render or at module scope: it reads `window`, which prerendering does not have. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(createBrowserHistory(), routes);
}

export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries, initialIndex }: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(createMemoryHistory(initialEntries, initialIndex), routes);
}
