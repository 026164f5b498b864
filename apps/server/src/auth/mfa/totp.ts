import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 time-based codes as every authenticator app computes them: HMAC-SHA1, 6 digits, 30-second steps
// (the otpauth package; totp.test.ts checks it against the RFC's own test vectors). A code is accepted for the
// step before and after the current one, so a phone clock a little off still works (RFC 6238 §5.2).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now. */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA1 block the RFC recommends (RFC 4226 §4). */
const SECRET_BYTES = 20;

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpFor(secretBase32: string, label = 'Amparo', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, input: { issuer: string; accountName: string }): string {
  return totpFor(secretBase32, input.accountName, input.issuer).toString();
}

export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a time (tests, and the e2e spec's own computation). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpFor(secretBase32).generate({ timestamp: now.getTime() });
}

/**
 * The time step whose code this is, within the window around `now`, or null. The caller refuses a step at or
 * before the last one accepted, so each code works once.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : timeStepAt(now) + delta;
}

/**
 * The QR code of the URI as an SVG document. The protocol sends it raw and auth-js prefixes
 * `data:image/svg+xml;utf-8,` without encoding it, so the SVG must hold no `#` (it would end the URI):
 * colours are named.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"').trim();
}
