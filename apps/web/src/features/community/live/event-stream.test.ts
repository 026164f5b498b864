import { describe, expect, it } from 'vitest';
import { parseEventStream, reconnectDelayMs } from './event-stream.ts';

describe('reading the live stream', () => {
  it('splits whole events, skips comments, keeps a partial event for later', () => {
    const { events, rest } = parseEventStream(
      'retry: 5000\n\n: connected\n\nevent: post\ndata: {"id":"a"}\n\nevent: notification\r\ndata: {}\r\n\r\nevent: po',
    );
    expect(events).toEqual([
      { event: 'post', data: { id: 'a' } },
      { event: 'notification', data: {} },
    ]);
    expect(rest).toBe('event: po');
    expect(parseEventStream(`${rest}st\ndata: {"id":"b"}\n\n`).events).toEqual([
      { event: 'post', data: { id: 'b' } },
    ]);
  });

  it('skips data that is not JSON', () => {
    expect(parseEventStream('event: post\ndata: {nope\n\n').events).toEqual([]);
  });

  it('waits longer after each failure, up to about 30 s', () => {
    const middle = () => 0.5;
    expect(reconnectDelayMs(1, middle)).toBe(2000);
    expect(reconnectDelayMs(3, middle)).toBe(8000);
    expect(reconnectDelayMs(50, middle)).toBe(30_000);
    expect(reconnectDelayMs(50, () => 1)).toBeLessThanOrEqual(37_500);
  });
});
