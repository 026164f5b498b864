import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useRouter } from './contexts.ts';

const STORAGE_KEY = 'amparo-scroll-positions';

// One table for the tab, keyed by history entry; sessionStorage keeps it across a reload of the same tab.
let positions: Record<string, number> | null = null;

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
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // An id with a stray '%' is looked up as written.
  }
  const element = document.getElementById(id);
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
    if (restoreScrollPosition === false) {
      // The tab's first page (or a reload): back where it was before the reload, if it was.
      const saved = loadPositions()[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
      else scrollToHash(location.hash);
    } else if (restoreScrollPosition !== null) {
      window.scrollTo(0, restoreScrollPosition);
    } else if (!scrollToHash(location.hash)) {
      window.scrollTo(0, 0);
    }
  }, [router, location]);

  return null;
}
