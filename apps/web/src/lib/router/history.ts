export type Path = { pathname: string; search: string; hash: string };
export type Location = Path & { state: unknown; key: string };
export type To = string | Partial<Path>;
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** Where the router keeps its entries: the browser's history, or an array in memory (tests, prerendering). */
export type History = {
  readonly location: Location;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  /** Called with the new location after a back/forward move (POP); push and replace do not notify. */
  listen(listener: (location: Location) => void): () => void;
};

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** '/a?b=1#c' → its parts; a part the string does not have is left out, so a caller can tell '' from absent. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parts.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parts.pathname = path;
  return parts;
}

/** A lone '?' or '#' is no search or hash, as in react-router: navigating to '?' clears the query. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  if (search && search !== '?') pathname += search[0] === '?' ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash[0] === '#' ? hash : `#${hash}`;
  return pathname;
}

/**
 * Resolves `to` against the current location. The app's targets are absolute paths, '?query' or '#hash'; a
 * query or hash alone keeps the current pathname (a hash alone also keeps the query, as a browser does).
 * Relative paths ('next', '../up') are not supported: nothing in the app uses them.
 */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let { pathname, search = '', hash = '' } = parts;
  if (!pathname) {
    pathname = from.pathname;
    if (parts.search === undefined) search = from.search;
  }
  return parsePathParts(createPath({ pathname, search, hash }));
}

function parsePathParts(path: string): Path {
  return { pathname: '/', search: '', hash: '', ...parsePath(path) };
}

export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((entry, i) => ({
    ...parsePathParts(entry),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index] as Location;
    },
    push(path, state) {
      entries.splice(++index, entries.length, { ...path, state, key: createKey() });
    },
    replace(path, state) {
      entries[index] = { ...path, state, key: createKey() };
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index] as Location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** react-router's { usr, key } entry state (less its blocker index), so open tabs survive a switch either way. */
type EntryState = { usr?: unknown; key?: string } | null;

export function createBrowserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as EntryState;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  const write = (path: Path, state: unknown, replace: boolean) => {
    const key = createKey();
    const url = createPath(path);
    try {
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state, key }, '', url);
    } catch {
      // Safari throws after 100 pushState calls in 30 s, and state that cannot be cloned throws anywhere:
      // a full page load still reaches the address.
      window.location[replace ? 'replace' : 'assign'](url);
      return;
    }
    location = { ...path, state, key };
  };
  return {
    get location() {
      return location;
    },
    push: (path, state) => write(path, state, false),
    replace: (path, state) => write(path, state, true),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPopState = () => {
        location = read();
        listener(location);
      };
      window.addEventListener('popstate', onPopState);
      return () => window.removeEventListener('popstate', onPopState);
    },
  };
}
