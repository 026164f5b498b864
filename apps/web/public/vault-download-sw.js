// Streamed downloads of decrypted vault documents (issue 6 point 3), loaded into the generated service worker
// through `workbox.importScripts`, so this `fetch` listener runs before Workbox's routes.
//
// A browser can only save a file as it arrives from a URL. A page that decrypts a document chunk by chunk hands
// its ReadableStream over here (transferred, not copied), then opens /vault-download/<id>; this worker answers
// that request with the stream itself. The plaintext only ever exists one chunk at a time on its way to the
// disk, and nothing is cached: the Response is built here and never stored.

const DOWNLOAD_PREFIX = '/vault-download/';
// A page that never opens its URL (it closed, the frame was blocked) must not keep the stream, and the
// decryption behind it, alive forever.
const UNCLAIMED_DOWNLOAD_MS = 60_000;

/** id -> { stream, fileName, size, timer } */
const pendingDownloads = new Map();

/** RFC 5987 / RFC 6266: any name, in any script, as `filename*=UTF-8''…`. */
function contentDisposition(fileName) {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

self.addEventListener('message', (event) => {
  const data = event.data;
  const port = event.ports[0];
  if (!data || typeof data !== 'object' || !port) return;
  // The page asks first whether this worker knows how to stream; an older worker would never answer.
  if (data.type === 'amparo-vault-download-ping') {
    port.postMessage({ type: 'amparo-vault-download-pong' });
    return;
  }
  if (data.type !== 'amparo-vault-download') return;
  const { id, fileName, size, stream } = data;
  if (typeof id !== 'string' || !/^[\w-]{16,64}$/.test(id) || !(stream instanceof ReadableStream)) {
    port.postMessage({ type: 'amparo-vault-download-refused' });
    return;
  }
  const timer = setTimeout(() => {
    const entry = pendingDownloads.get(id);
    if (!entry) return;
    pendingDownloads.delete(id);
    entry.stream.cancel('amparo-vault-download-expired').catch(() => undefined);
  }, UNCLAIMED_DOWNLOAD_MS);
  pendingDownloads.set(id, {
    stream,
    fileName: typeof fileName === 'string' && fileName ? fileName : 'document',
    size: Number.isSafeInteger(size) && size >= 0 ? size : null,
    timer,
  });
  port.postMessage({ type: 'amparo-vault-download-ready', id });
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(DOWNLOAD_PREFIX)) return;
  // Ours alone: no Workbox route (or the SPA fallback) may answer or cache this request.
  event.stopImmediatePropagation();
  const id = url.pathname.slice(DOWNLOAD_PREFIX.length);
  const entry = pendingDownloads.get(id);
  if (!entry) {
    event.respondWith(
      new Response('This download is no longer available.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    );
    return;
  }
  // One download per stream: a second request for the same id finds nothing.
  pendingDownloads.delete(id);
  clearTimeout(entry.timer);
  const headers = {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': contentDisposition(entry.fileName),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  // Known length: the browser shows real progress, and a stream that ends short fails instead of passing as done.
  if (entry.size !== null) headers['Content-Length'] = String(entry.size);
  event.respondWith(new Response(entry.stream, { headers }));
});
