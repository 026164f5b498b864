import type { ReactNode } from 'react';

export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  errorElement?: ReactNode;
  children?: RouteObject[];
};

export type Params = Record<string, string | undefined>;

/** The routes from the outermost layout down to the one that matched, and every parameter along the way. */
export type RouteMatch = { routes: RouteObject[]; params: Params };

type Branch = { routes: RouteObject[]; pattern: RegExp; keys: string[]; score: number };

/**
 * Scores a full path pattern the way react-router ranks routes, so the same route wins in both: more segments
 * first; a static segment outweighs a :param, which outweighs a splat; an index route beats its layout.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    total += segment === '*' ? -2 : segment[0] === ':' ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, key: string) => {
      keys.push(key);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    keys.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  // Case-insensitive and trailing slashes allowed, as react-router's defaults.
  return { pattern: new RegExp(source, 'i'), keys };
}

function flatten(routes: RouteObject[], parents: RouteObject[], parentPath: string, branches: Branch[]) {
  for (const route of routes) {
    const path =
      route.path?.[0] === '/' ? route.path : `${parentPath}/${route.path ?? ''}`.replace(/\/\/+/g, '/');
    const chain = [...parents, route];
    if (route.children) flatten(route.children, chain, path, branches);
    // A route without a path (a layout) never matches on its own, only through its children.
    if (route.path === undefined && !route.index) continue;
    branches.push({ routes: chain, ...compile(path), score: score(path, route.index === true) });
  }
}

export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape ('%E0%A4%A') stays as typed rather than crashing the render.
    return value;
  }
}

/** Ranks the routes once; the returned function finds the best match of a pathname, or null. */
export function createMatcher(routes: RouteObject[]): (pathname: string) => RouteMatch | null {
  const branches: Branch[] = [];
  flatten(routes, [], '', branches);
  // Array.prototype.sort is stable: equal scores keep the order the routes were declared in.
  branches.sort((a, b) => b.score - a.score);
  return (pathname) => {
    for (const branch of branches) {
      const found = branch.pattern.exec(pathname);
      if (!found) continue;
      const params: Params = {};
      branch.keys.forEach((key, i) => {
        params[key] = decode(found[i + 1] ?? '');
      });
      return { routes: branch.routes, params };
    }
    return null;
  };
}
