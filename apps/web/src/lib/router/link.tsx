import type { ComponentProps, MouseEvent } from 'react';
import { useLocation, useRouter } from './contexts.ts';
import type { NavigateOptions } from './create-router.ts';
import { createPath, resolveTo, type To } from './history.ts';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To } & NavigateOptions;

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether the browser should handle this click itself: a new tab or window, a download, another button. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** A real <a href> that moves within the app without a page load on a plain click. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = typeof to === 'string' && ABSOLUTE_URL.test(to) ? to : createPath(resolveTo(to, location));

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The anchor's resolved href: an absolute URL on this origin still moves within the app; another origin
    // is the browser's.
    const url = new URL(event.currentTarget.href);
    if (browserHandles(event) || url.origin !== window.location.origin) return;
    event.preventDefault();
    void router.navigate(url.pathname + url.search + url.hash, { replace, state });
  };

  return <a {...rest} href={href} onClick={handleClick} />;
}
