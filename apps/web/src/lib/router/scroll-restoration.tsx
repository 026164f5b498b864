import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useRouter } from './contexts.ts';
import { decode } from './match-routes.ts';

const STORAGE_KEY = 'amparo-scroll-positions';

// One table for the tab, keyed by history entry; sessionStorage keeps it across a reload of the same tab.
let positions: Record<string, number> | null = null;
/** False once this device was wiped: the page's last save (on pagehide) must not write the table back. */
let keeping = true;

/** Stops keeping scroll positions in the tab's storage for the rest of this page's life ("Wipe this device"). */
export function stopKeepingScrollPositions(): void {
  keeping = false;
}

function loadPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function scrollToHash(hash: string): boolean {
  const element = hash ? document.getElementById(decode(hash.slice(1))) : null;
  element?.scrollIntoView();
  return element !== null;
}

/**
 * Back and forward return to where the page was scrolled; a new page starts at the top, or at the element its
 * #hash names. Renders nothing, so prerendered and hydrated markup are the same.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const location = useLocation();

  useEffect(() => {
    const table = loadPositions();
    const stop = router.enableScrollRestoration(table, () => window.scrollY);
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      if (!keeping) return;
      table[router.state.location.key] = window.scrollY;
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(table));
      } catch {
        // Storage full or blocked: positions are still kept for this page's life.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
      stop();
    };
  }, [router]);

  // Layout effect: the position is set before the new page is painted, so it never flashes at the old offset.
  useLayoutEffect(() => {
    const { restoreScrollPosition } = router.state;
    // On the tab's first page (or a reload) the browser has just put it at the top: back where it was before
    // the reload, if it was, else at the #hash; after a navigation, also at the top when there is neither.
    const first = restoreScrollPosition === false;
    const saved = first ? loadPositions()[location.key] : restoreScrollPosition;
    if (saved != null) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !first) window.scrollTo(0, 0);
  }, [router, location]);

  return null;
}
