import { ApiRequestError } from '../../../../lib/account/profile-api.ts';

// A part that fails on a flaky network is sent again a few times, waiting longer each time, before the upload
// gives up. Only failures that another try can fix are retried: no network, a timeout, a busy or broken server.

export const PART_RETRY_DELAYS_MS = [1_000, 3_000, 8_000];

export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof TypeError) return true;
  return (
    error instanceof ApiRequestError && (error.status === 408 || error.status === 429 || error.status >= 500)
  );
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export async function withRetry<T>(
  attempt: () => Promise<T>,
  delays: readonly number[] = PART_RETRY_DELAYS_MS,
  signal?: AbortSignal,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tries];
      if (delay === undefined || signal?.aborted || !isWorthRetrying(error)) throw error;
      await wait(delay, signal);
    }
  }
}
