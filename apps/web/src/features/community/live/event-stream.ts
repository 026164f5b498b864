// Reads the community's Server-Sent Events (GET /api/v1/community/events) with fetch, not EventSource: the API is
// called with the access token in the Authorization header, which EventSource cannot send, and a token in the
// address would end up in logs (docs/decisions/030-live-feed-over-sse.md).

export type CommunityEvent = { event: string; data: unknown };

/** Splits the text received so far into whole events; returns them and what is left for the next chunk. */
export function parseEventStream(buffer: string): { events: CommunityEvent[]; rest: string } {
  const events: CommunityEvent[] = [];
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    try {
      events.push({ event, data: JSON.parse(data.join('\n')) });
    } catch {
      // Not ours to understand: skipped, the stream goes on.
    }
  }
  return { events, rest };
}

/** The pause before reconnecting after `failures` failed tries in a row: grows, with some jitter, up to 30 s. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
  return Math.round(base * (0.75 + random() * 0.5));
}

export type StreamOptions = {
  token: string;
  onEvent: (event: CommunityEvent) => void;
  /**
   * Called each time the server says a stream is registered (`event: ready`), the first time included: whatever
   * happened before that moment (while the page loaded, while the stream was down) was not sent, so catch up.
   */
  onReconnected: () => void;
  send?: typeof fetch;
};

/** Keeps one stream open until the returned function is called, reconnecting with a growing pause. */
export function openCommunityEventStream({ token, onEvent, onReconnected, send = fetch }: StreamOptions) {
  const controller = new AbortController();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    try {
      const response = await send('/api/v1/community/events', {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      // Signed out or not allowed: retrying with the same token cannot help; a new token opens a new stream.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
      failures = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEventStream(buffer + value);
        buffer = parsed.rest;
        for (const event of parsed.events) {
          if (event.event === 'ready') onReconnected();
          else onEvent(event);
        }
      }
    } catch {
      if (controller.signal.aborted) return;
      failures++;
    }
    if (controller.signal.aborted) return;
    // The server ends a stream after a while (and on shutdown): come back, sooner when it ended cleanly.
    timer = setTimeout(() => void connect(), failures === 0 ? 500 : reconnectDelayMs(failures));
  };

  void connect();
  return () => {
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
