import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session-provider.tsx';
import { type CommunityEvent, openCommunityEventStream } from './event-stream.ts';

// One live connection per page, shared by every part that listens (the new-posts indicator, the Alerts badge):
// it opens with the first listener and closes with the last, and follows the session's token when it is renewed.

export type CommunityEventListener = (event: CommunityEvent) => void;

const listeners = new Set<CommunityEventListener>();
let connection: { token: string; close: () => void } | null = null;

function dispatch(event: CommunityEvent) {
  for (const listener of [...listeners]) listener(event);
}

function ensureConnection(token: string | null) {
  if (connection && (connection.token !== token || listeners.size === 0)) {
    connection.close();
    connection = null;
  }
  if (!connection && token && listeners.size > 0) {
    connection = {
      token,
      close: openCommunityEventStream({
        token,
        onEvent: dispatch,
        onReconnected: () => dispatch({ event: 'resync', data: {} }),
      }),
    };
  }
}

/**
 * Calls `onEvent` with each live community event while mounted: `post` ({ id, topic, language, created_at }),
 * `notification` ({}: the Alerts tab has something new) and `resync` (events may have been missed: catch up).
 */
export function useCommunityEvents(onEvent: CommunityEventListener): void {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  const latest = useRef(onEvent);
  latest.current = onEvent;

  useEffect(() => {
    const listener: CommunityEventListener = (event) => latest.current(event);
    listeners.add(listener);
    ensureConnection(token);
    return () => {
      listeners.delete(listener);
      ensureConnection(listeners.size > 0 ? token : null);
    };
  }, [token]);
}
