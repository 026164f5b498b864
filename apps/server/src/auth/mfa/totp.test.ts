import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, qrCodeSvg, timeStepAt, totpCodeAt, totpUri } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 secret is the ASCII "12345678901234567890", codes have 8 digits.
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('computes the RFC 6238 SHA-1 test vectors', () => {
    for (const [seconds, expected] of RFC_VECTORS) {
      const totp = new TOTP({ secret: RFC_SECRET_BASE32, digits: 8, period: 30, algorithm: 'SHA1' });
      expect(totp.generate({ timestamp: seconds * 1000 })).toBe(expected);
    }
  });

  it('uses the last six digits of the same HOTP value for our 6-digit codes', () => {
    for (const [seconds, expected] of RFC_VECTORS) {
      expect(totpCodeAt(RFC_SECRET_BASE32, new Date(seconds * 1000))).toBe(expected.slice(2));
    }
  });

  it('accepts the code of the step before and after now and names its step, and nothing further', () => {
    const now = new Date(1_700_000_015_000);
    const step = timeStepAt(now);
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCodeAt(RFC_SECRET_BASE32, now), now)).toBe(step);
    const previous = new Date(now.getTime() - 30_000);
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCodeAt(RFC_SECRET_BASE32, previous), now)).toBe(step - 1);
    const next = new Date(now.getTime() + 30_000);
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCodeAt(RFC_SECRET_BASE32, next), now)).toBe(step + 1);
    const old = new Date(now.getTime() - 90_000);
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCodeAt(RFC_SECRET_BASE32, old), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET_BASE32, 'abcdef', now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET_BASE32, '1234567', now)).toBeNull();
  });

  it('draws the QR code as an SVG that survives an unencoded data URI (no #)', async () => {
    const svg = await qrCodeSvg('otpauth://totp/Amparo:a%40example.org?secret=ABC&issuer=Amparo');
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect(svg).not.toContain('#');
  });

  it('writes an otpauth URI with the issuer and account', () => {
    const uri = totpUri(RFC_SECRET_BASE32, { issuer: 'Amparo', accountName: 'ana@example.org' });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Amparo:ana%40example\.org\?/);
    expect(uri).toContain(`secret=${RFC_SECRET_BASE32}`);
    expect(uri).toContain('issuer=Amparo');
  });
});
