// Links in emails and the GET /verify redirect only ever lead back to Amparo itself: an attacker who asks for
// a recovery email with `redirect_to=https://evil.example` must not receive the victim's tokens there.

/**
 * The requested URL when it is on the public origin, else `fallback`. Relative paths resolve against the
 * public URL. Only http(s) is accepted.
 */
export function safeRedirect(
  requested: string | undefined | null,
  publicUrl: string,
  fallback: string,
): string {
  if (!requested) return fallback;
  try {
    const origin = new URL(publicUrl).origin;
    const target = new URL(requested, `${origin}/`);
    if (target.origin !== origin || (target.protocol !== 'http:' && target.protocol !== 'https:'))
      return fallback;
    target.hash = '';
    return target.toString();
  } catch {
    return fallback;
  }
}

/** Appends protocol parameters in the fragment, where they never reach a server log. */
export function withFragment(url: string, parameters: Record<string, string | number>): string {
  const target = new URL(url);
  const fragment = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) fragment.set(key, String(value));
  target.hash = fragment.toString();
  return target.toString();
}

/** Adds protocol parameters to the query (the PKCE `code`, which the client reads from there). */
export function withQuery(url: string, parameters: Record<string, string | number>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(parameters)) target.searchParams.set(key, String(value));
  return target.toString();
}

/** Error parameters in both the query and the fragment, as GoTrue sends them in a PKCE flow. */
export function withQueryAndFragment(url: string, parameters: Record<string, string | number>): string {
  return withFragment(withQuery(url, parameters), parameters);
}
