function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned access token with these claims: the app only reads the payload (as auth-js does), never checks it. */
export function tokenWith(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'ES256' })}.${base64url(claims)}.signature`;
}
