// A small copy on this phone of what Help Me Now needs with no network: the contacts (for the SMS composer)
// and the alert settings. One key per person, so another account on the same phone never sees them.

const PREFIX = 'amparo-emergency';

export function readDeviceCache<T>(kind: string, userId: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(`${PREFIX}:${kind}:${userId}`);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDeviceCache(kind: string, userId: string, value: unknown): void {
  try {
    window.localStorage.setItem(`${PREFIX}:${kind}:${userId}`, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the online path still works.
  }
}
