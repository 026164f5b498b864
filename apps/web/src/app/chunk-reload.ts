/**
 * After a deploy, a tab that was opened before it asks for page chunks that no longer exist. A
 * reload fetches the new build; the flag makes sure we reload only once, so a chunk that is
 * really missing shows the error screen instead of a reload loop.
 */
export const CHUNK_RELOAD_FLAG = 'amparo:chunk-reload';

const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // Vite's own preload helper
];

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): FlagStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_MESSAGES.some((known) => message.toLowerCase().includes(known.toLowerCase()));
}

/** True when no reload was tried yet for a failed chunk in this tab. */
export function canReloadForChunkError(storage: FlagStorage | undefined = sessionStore()): boolean {
  try {
    return storage !== undefined && storage.getItem(CHUNK_RELOAD_FLAG) === null;
  } catch {
    return false;
  }
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Reloads the page once; returns false (and does nothing) when that was already tried, or when the browser is
 * offline: then the chunk failed for want of a network, not because of a deploy, and a reload would replace the
 * page the person is reading (and what they typed) with the browser's "no internet" page.
 */
export function reloadOnceForChunkError(
  storage: FlagStorage | undefined = sessionStore(),
  reload: () => void = () => window.location.reload(),
  isOnline: () => boolean = browserIsOnline,
): boolean {
  if (!isOnline()) return false;
  if (!canReloadForChunkError(storage)) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Called once a page has rendered: the next chunk failure may reload again. */
export function clearChunkReloadFlag(storage: FlagStorage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // Nothing to clear without storage.
  }
}

/** Vite fires `vite:preloadError` when a chunk's preloaded dependencies fail to load. */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // preventDefault keeps Vite from rethrowing: the page is about to reload anyway.
    if (reloadOnceForChunkError()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
