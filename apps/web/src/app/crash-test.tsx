/**
 * Test hook (docs/decisions/002-error-screen-test-hook.md): end-to-end tests set
 * sessionStorage "amparo:crash-test" to "1" to make the production build show its error screen.
 * Only the tab that sets the key crashes, and only until the error screen is reset.
 */
export const CRASH_TEST_KEY = 'amparo:crash-test';

export class CrashTestError extends Error {
  override name = 'CrashTestError';
}

let armed = false;

function takeCrashRequest(): boolean {
  try {
    if (window.sessionStorage.getItem(CRASH_TEST_KEY) !== '1') return false;
    // Removed before throwing, so a reload or "Try Again" renders normally.
    window.sessionStorage.removeItem(CRASH_TEST_KEY);
    return true;
  } catch {
    return false;
  }
}

export function CrashTestTrigger() {
  if (takeCrashRequest()) armed = true;
  // Throws on every render until the boundary resets: React may render a failed tree twice before
  // it gives up, and a single throw could be swallowed by that retry.
  if (armed) throw new CrashTestError('Crash test requested through sessionStorage');
  return null;
}

/** Called by the error boundary when it resets. */
export function disarmCrashTest(): void {
  armed = false;
}
