// For the live feed tests: reads a Server-Sent Events stream with fetch (as the browser does) and keeps what came.

export type ReceivedEvent = { event: string; data: unknown };

export type EventStreamClient = {
  status: number;
  headers: Headers;
  /** Every event but `ready`, which is counted apart so tests can compare the events that carry news. */
  events: ReceivedEvent[];
  readyCount: () => number;
  comments: string[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openEventStream(url: string, token: string | null): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let ready = 0;
  const read = async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (event === 'ready') ready++;
        else if (data) events.push({ event, data: JSON.parse(data) });
        boundary = buffer.indexOf('\n\n');
      }
    }
  };
  const ended = read().catch(() => {});
  return {
    status: response.status,
    headers: response.headers,
    events,
    readyCount: () => ready,
    comments,
    ended,
    close: () => controller.abort(),
  };
}
