import { RELEASE } from './release.ts';

export const CLIENT_ERRORS_ENDPOINT = '/api/v1/client-errors';

// The server's limits (POST /api/v1/client-errors); longer values would be refused whole.
const LIMITS = { message: 2000, stack: 8000, componentStack: 8000, path: 500, release: 100 } as const;

/** A crash loop must not flood the server; the server rate-limits too. */
const MAX_REPORTS_PER_PAGE_LOAD = 10;

export type ClientErrorReport = {
  message: string;
  stack?: string;
  componentStack?: string;
  path: string;
  release?: string;
};

const reported = new WeakSet<object>();
let sentCount = 0;

function truncate(text: string, limit: number): string {
  return text.length > limit ? text.slice(0, limit) : text;
}

/**
 * Error texts can quote what a user typed. Strip what looks like personal data before it leaves
 * the device: e-mail addresses, long digit runs (phone, A-number, card), and URL query strings.
 */
export function scrubPersonalData(text: string, { numbers = true } = {}): string {
  const scrubbed = text
    .replace(/[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[a-z]{2,}/gi, '[email]')
    .replace(/(https?:\/\/[^\s?#"')]+)[?#][^\s"')]*/g, '$1');
  if (!numbers) return scrubbed;
  return scrubbed.replace(/\+?\d[\d\s().-]{5,}\d/g, (run) =>
    run.replace(/\D/g, '').length >= 7 ? '[number]' : run,
  );
}

/** A stack starts with the message (scrubbed in full); its frames keep their line and column numbers. */
function scrubStack(stack: string, message: string): string {
  if (message && stack.startsWith(message)) {
    return scrubPersonalData(message) + scrubPersonalData(stack.slice(message.length), { numbers: false });
  }
  return scrubPersonalData(stack, { numbers: false });
}

export function buildClientErrorReport(
  error: unknown,
  componentStack: string | null | undefined,
  pathname: string,
): ClientErrorReport {
  const asError = error instanceof Error ? error : undefined;
  const message = asError ? `${asError.name}: ${asError.message}` : String(error);
  const report: ClientErrorReport = {
    message: truncate(scrubPersonalData(message), LIMITS.message) || 'Unknown error',
    path: truncate(pathname || '/', LIMITS.path),
    release: truncate(RELEASE, LIMITS.release),
  };
  if (asError?.stack) report.stack = truncate(scrubStack(asError.stack, message), LIMITS.stack);
  if (componentStack) report.componentStack = truncate(componentStack, LIMITS.componentStack);
  return report;
}

/**
 * Tells the server about a rendering error, once per error. Only the pathname is sent: never the
 * query or hash, which can carry tokens or what the user searched for. Never throws.
 */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  try {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    if (sentCount >= MAX_REPORTS_PER_PAGE_LOAD) return;
    sentCount += 1;
    const report = buildClientErrorReport(error, componentStack, window.location.pathname);
    fetch(CLIENT_ERRORS_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => {
      // Offline or rate-limited: the user already sees the error screen; nothing more to do.
    });
  } catch {
    // Reporting must never turn one error into two.
  }
}

/** For tests: forget what was sent. */
export function resetClientErrorReporting(): void {
  sentCount = 0;
}
