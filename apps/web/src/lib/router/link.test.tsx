import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, type LinkProps, RouterProvider } from './index.ts';

/**
 * Clicks like a user and says whether the browser would have followed the link itself. The browser's own
 * navigation is then stopped, so the test page (happy-dom) does not try to load the address.
 */
function click(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const stop = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  fireEvent.click(link, { button: 0, ...init });
  window.removeEventListener('click', stop);
  return leftToBrowser;
}

function renderLink(props: LinkProps, at = '/start?q=1') {
  const router = createMemoryRouter([{ path: '*', element: <Link {...props}>go</Link> }], {
    initialEntries: [at],
  });
  render(<RouterProvider router={router} />);
  const link = screen.getByRole('link', { name: 'go' }) as HTMLAnchorElement;
  return { router, link };
}

describe('Link', () => {
  it('is a real <a href> with every anchor prop', () => {
    const { link } = renderLink({ to: '/auth?mode=signup#form', className: 'c', 'aria-current': 'page' });
    expect(link.getAttribute('href')).toBe('/auth?mode=signup#form');
    expect(link.className).toBe('c');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('builds the href from a path object and from a query or hash alone', () => {
    expect(renderLink({ to: { pathname: '/a', search: '?b=1', hash: '#c' } }).link.getAttribute('href')).toBe(
      '/a?b=1#c',
    );
    document.body.innerHTML = '';
    expect(renderLink({ to: '?tab=2' }).link.getAttribute('href')).toBe('/start?tab=2');
    document.body.innerHTML = '';
    expect(renderLink({ to: '#part' }).link.getAttribute('href')).toBe('/start?q=1#part');
  });

  it('moves within the app on a plain primary click, with replace and state', () => {
    const onClick = vi.fn();
    const { router, link } = renderLink({ to: '/next', state: { from: 'link' }, onClick });
    expect(click(link)).toBe(false);
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.location.state).toEqual({ from: 'link' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces when asked, and when the link points at the page already shown', () => {
    const first = renderLink({ to: '/next', replace: true });
    click(first.link);
    expect(first.router.state.historyAction).toBe('REPLACE');
    document.body.innerHTML = '';
    const same = renderLink({ to: '/start?q=1' });
    click(same.link);
    expect(same.router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a modifier key (new tab or window)', {}, { ctrlKey: true }],
    ['the meta key', {}, { metaKey: true }],
    ['shift', {}, { shiftKey: true }],
    ['alt (download)', {}, { altKey: true }],
    ['the middle button', {}, { button: 1 }],
    ['target="_blank"', { target: '_blank' }, {}],
    ['a download link', { download: 'file.txt' }, {}],
  ] as const)('leaves the click to the browser with %s', (_, props, event) => {
    const { router, link } = renderLink({ to: '/next', ...props });
    expect(click(link, event)).toBe(true);
    expect(router.state.location.pathname).toBe('/start');
  });

  it('leaves the click to the browser when the caller prevented it', () => {
    const { router, link } = renderLink({ to: '/next', onClick: (event) => event.preventDefault() });
    expect(click(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/start');
  });

  it('intercepts target="_self"', () => {
    const { router, link } = renderLink({ to: '/next', target: '_self' });
    expect(click(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/next');
  });

  it('leaves another origin to the browser, and moves within the app for its own origin', () => {
    const other = renderLink({ to: 'https://example.org/x' });
    expect(other.link.getAttribute('href')).toBe('https://example.org/x');
    expect(click(other.link)).toBe(true);
    expect(other.router.state.location.pathname).toBe('/start');
    document.body.innerHTML = '';
    const own = renderLink({ to: `${window.location.origin}/mine?a=1` });
    expect(click(own.link)).toBe(false);
    expect(own.router.state.location.pathname).toBe('/mine');
    expect(own.router.state.location.search).toBe('?a=1');
  });
});
