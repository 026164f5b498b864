import { describe, expect, it } from 'vitest';
import { createMatcher, type RouteObject } from './match-routes.ts';

// Each route's element is its name, so a match reads as the chain of names from the outermost layout down.
const routes: RouteObject[] = [
  { path: '/proof/:linkId', element: 'proof-layout', children: [{ index: true, element: 'proof' }] },
  {
    path: '/',
    element: 'root',
    children: [
      { index: true, element: 'home' },
      { path: 'auth', element: 'auth' },
      { path: 'organization/registry', element: 'registry' },
      { path: 'posts/new', element: 'new-post' },
      { path: 'posts/:postId', element: 'post' },
      { path: 'files/*', element: 'files' },
      {
        element: 'guard',
        children: [
          { path: 'dashboard', element: 'dashboard' },
          { element: 'inner-guard', children: [{ path: 'emergency', element: 'emergency' }] },
        ],
      },
      { path: '*', element: 'fallback' },
    ],
  },
];

const match = createMatcher(routes);
const names = (pathname: string) => match(pathname)?.routes.map((route) => route.element) ?? null;

describe('createMatcher', () => {
  it.each([
    ['/', ['root', 'home']],
    ['/auth', ['root', 'auth']],
    ['/auth/', ['root', 'auth']],
    ['/AUTH', ['root', 'auth']],
    ['/organization/registry', ['root', 'registry']],
    ['/dashboard', ['root', 'guard', 'dashboard']],
    ['/emergency', ['root', 'guard', 'inner-guard', 'emergency']],
    ['/proof/abc', ['proof-layout', 'proof']],
    ['/posts/new', ['root', 'new-post']],
    ['/posts/42', ['root', 'post']],
    ['/files', ['root', 'files']],
    ['/files/a/b', ['root', 'files']],
    ['/nowhere', ['root', 'fallback']],
    ['/auth/extra', ['root', 'fallback']],
    ['/proof', ['root', 'fallback']],
    ['/proof/a/b', ['root', 'fallback']],
  ])('%s → %j', (pathname, expected) => {
    expect(names(pathname)).toEqual(expected);
  });

  it('ranks static over :param over splat whatever the order they are declared in', () => {
    const reversed = createMatcher([
      { path: '*', element: 'splat' },
      { path: '/a/:id', element: 'param' },
      { path: '/a/b', element: 'static' },
    ]);
    expect(reversed('/a/b')?.routes[0]?.element).toBe('static');
    expect(reversed('/a/c')?.routes[0]?.element).toBe('param');
    expect(reversed('/x')?.routes[0]?.element).toBe('splat');
  });

  it('keeps declaration order between routes of equal rank', () => {
    const twice = createMatcher([
      { path: '/same', element: 'first' },
      { path: '/same', element: 'second' },
    ]);
    expect(twice('/same')?.routes[0]?.element).toBe('first');
  });

  it('gives decoded params, and the splat under "*"', () => {
    expect(match('/proof/a%20b')?.params).toEqual({ linkId: 'a b' });
    expect(match('/files/x/y%2Fz')?.params).toEqual({ '*': 'x/y/z' });
    expect(match('/files')?.params).toEqual({ '*': '' });
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(match('/proof/%E0%A4%A')?.params).toEqual({ linkId: '%E0%A4%A' });
  });

  it('matches nothing when no route fits, and a pathless layout never matches alone', () => {
    const noFallback = createMatcher([{ element: 'layout', children: [{ path: '/a', element: 'a' }] }]);
    expect(noFallback('/b')).toBeNull();
    expect(noFallback('/')).toBeNull();
    expect(noFallback('/a')?.routes.map((route) => route.element)).toEqual(['layout', 'a']);
  });

  it('treats regular-expression characters in a path literally', () => {
    const dotted = createMatcher([{ path: '/a.b', element: 'dot' }]);
    expect(dotted('/a.b')).not.toBeNull();
    expect(dotted('/axb')).toBeNull();
  });
});
