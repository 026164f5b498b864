import { signOutOnThisDevice } from '../account/sign-out.ts';
import { getAuthClient } from '../auth-client.ts';
import { stopKeepingScrollPositions } from '../router/scroll-restoration.tsx';
import { lockVault } from '../vault/vault-session.ts';

// "Wipe this device" (decision 036): everything this site keeps in this browser goes, not only a signed-in
// person's offline copies (lib/forget-device-data.ts): the session, every setting, the vault's encrypted offline
// documents, the toolkit's offline data, Help Me Now alerts still waiting to be sent, the offline app itself.
// What a page cannot reach (the browser's history, downloads, screenshots, other devices, the account) the
// Settings section says plainly.

/** Databases we know we create, for browsers without indexedDB.databases(). */
const KNOWN_DATABASES = ['amparo-vault'];
/** The server is asked to end the session, but a wipe on a phone with no network must not wait for it. */
const SIGN_OUT_WAIT_MS = 4000;

export type WipeStep = 'session' | 'storage' | 'cookies' | 'caches' | 'databases' | 'service-workers';

/** What did not go (each step is tried whatever happened to the others). Empty when everything went. */
export type WipeResult = { failed: WipeStep[] };

async function signOut(): Promise<void> {
  lockVault('sign-out');
  const signedOut = getAuthClient().then(async (client) => {
    client.stopAutoRefresh().catch(() => undefined);
    await signOutOnThisDevice(client);
  });
  await Promise.race([
    signedOut.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS)),
  ]);
}

function clearStorage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/** Expires every cookie the page can see, on this path and every parent, for this host and its parent domains. */
export function clearCookies(
  doc: Pick<Document, 'cookie'> = document,
  location: Pick<Location, 'hostname' | 'pathname'> = window.location,
): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  const paths = ['/'];
  const segments = location.pathname.split('/').filter(Boolean);
  for (let index = 1; index <= segments.length; index++) paths.push(`/${segments.slice(0, index).join('/')}`);
  const hostParts = location.hostname.split('.');
  const domains: (string | null)[] = [null];
  for (let index = 0; index < hostParts.length - 1; index++) domains.push(hostParts.slice(index).join('.'));
  for (const name of names) {
    for (const path of paths) {
      for (const domain of domains) {
        doc.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=${path}${domain ? `; Domain=${domain}` : ''}`;
      }
    }
  }
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
    // Another tab holds it open: the deletion happens as soon as that tab lets go; nothing more to wait for here.
    request.onblocked = () => resolve();
  });
}

async function clearDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const listed =
    typeof indexedDB.databases === 'function'
      ? (await indexedDB.databases())
          .map((database) => database.name)
          .filter((name): name is string => Boolean(name))
      : [];
  const names = new Set([...listed, ...KNOWN_DATABASES]);
  await Promise.all([...names].map(deleteDatabase));
}

/**
 * How long a wipe waits for a service worker that was still installing (the offline app being saved, on a first
 * visit) to finish or give up, before clearing the caches a second time: that install writes its cache after the
 * first clearing, and left alone it would keep a copy of the app in the browser after the wipe (seen in the
 * quick-exit e2e on a busy machine). A person who wipes must leave quickly, so the wait has an end.
 */
const INSTALL_END_WAIT_MS = 5000;

type WorkerState = Pick<ServiceWorker, 'state' | 'addEventListener' | 'removeEventListener'>;

/** Resolves once none of `workers` is installing any more, or after `timeoutMs`. */
export function installsEnded(workers: WorkerState[], timeoutMs = INSTALL_END_WAIT_MS): Promise<void> {
  const installing = workers.filter((worker) => worker.state === 'installing');
  if (installing.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, timeoutMs);
    function check() {
      if (installing.every((worker) => worker.state !== 'installing')) finish();
    }
    function finish() {
      clearTimeout(timer);
      for (const worker of installing) worker.removeEventListener('statechange', check);
      resolve();
    }
    for (const worker of installing) worker.addEventListener('statechange', check);
  });
}

/** Unregisters every service worker of this site; returns the workers that were still installing. */
async function unregisterServiceWorkers(): Promise<ServiceWorker[]> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return [];
  const registrations = await navigator.serviceWorker.getRegistrations();
  const installing = registrations.flatMap((registration) =>
    registration.installing ? [registration.installing] : [],
  );
  await Promise.all(
    registrations.map(async (registration) => {
      // A push subscription lives in the browser's push service: end it too, or alerts could still arrive here.
      await registration.pushManager
        ?.getSubscription()
        .then((subscription) => subscription?.unsubscribe())
        .catch(() => undefined);
      await registration.unregister();
    }),
  );
  return installing;
}

/**
 * Removes every trace this site can reach in this browser. Signs out first (the server ends the session when it
 * can be reached), since the session is needed to tell it; then storage, cookies, caches, databases and the
 * service worker. Each step runs even when an earlier one failed.
 */
export async function wipeDevice(): Promise<WipeResult> {
  const failed: WipeStep[] = [];
  const step = async (name: WipeStep, run: () => unknown) => {
    try {
      await run();
    } catch {
      failed.push(name);
    }
  };
  await step('session', signOut);
  let installing: ServiceWorker[] = [];
  await step('service-workers', async () => {
    installing = await unregisterServiceWorkers();
  });
  await step('caches', clearCaches);
  if (installing.length > 0) {
    // An install still under way writes its cache after the clearing above: once it has ended, clear again.
    await installsEnded(installing);
    await step('caches', clearCaches);
  }
  await step('databases', clearDatabases);
  await step('cookies', () => clearCookies());
  // Last: signing out and the steps above may still write (auth-js's own keys, a language choice); and the
  // router's scroll table would be written back as the page leaves.
  stopKeepingScrollPositions();
  await step('storage', clearStorage);
  return { failed };
}
