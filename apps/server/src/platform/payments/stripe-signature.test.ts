import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider.ts';
import { SIGNATURE_TOLERANCE_SECONDS, signStripePayload, verifyStripeSignature } from './stripe-signature.ts';

const SECRET = 'whsec_test_0123456789abcdefghijklmnop';
const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const BODY = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' });

function verify(body: string, header: string, now = NOW, secret = SECRET) {
  return verifyStripeSignature(Buffer.from(body), header, secret, now);
}

describe("Stripe's webhook signature scheme", () => {
  it('signs exactly as Stripe does: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">', () => {
    expect(signStripePayload(BODY, SECRET, NOW_SECONDS)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: BODY, secret: SECRET, timestamp: NOW_SECONDS }),
    );
  });

  it('accepts a valid signature and returns the event', () => {
    expect(verify(BODY, signStripePayload(BODY, SECRET, NOW_SECONDS))).toEqual(JSON.parse(BODY));
    // Stripe signs once and may retry for days, each time with a fresh timestamp; a few minutes of clock skew pass.
    expect(() => verify(BODY, signStripePayload(BODY, SECRET, NOW_SECONDS - 200))).not.toThrow();
    expect(() => verify(BODY, signStripePayload(BODY, SECRET, NOW_SECONDS + 200))).not.toThrow();
  });

  it('refuses a signature made with another secret', () => {
    const header = signStripePayload(BODY, 'whsec_someone_else_entirely_000000', NOW_SECONDS);
    expect(() => verify(BODY, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing, even by one character', () => {
    const header = signStripePayload(BODY, SECRET, NOW_SECONDS);
    expect(() => verify(BODY.replace('evt_1', 'evt_2'), header)).toThrow(WebhookSignatureError);
    expect(() => verify(`${BODY} `, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a timestamp changed after signing', () => {
    const header = signStripePayload(BODY, SECRET, NOW_SECONDS);
    expect(() => verify(BODY, header.replace(`t=${NOW_SECONDS}`, `t=${NOW_SECONDS + 1}`))).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses a signature older or newer than the tolerance, so a captured request cannot be replayed later', () => {
    const old = signStripePayload(BODY, SECRET, NOW_SECONDS - SIGNATURE_TOLERANCE_SECONDS - 1);
    expect(() => verify(BODY, old)).toThrow(/tolerance/);
    const future = signStripePayload(BODY, SECRET, NOW_SECONDS + SIGNATURE_TOLERANCE_SECONDS + 60);
    expect(() => verify(BODY, future)).toThrow(/tolerance/);
  });

  it('refuses missing and malformed headers', () => {
    for (const header of ['', 'garbage', `t=${NOW_SECONDS}`, 'v1=abc', `t=${NOW_SECONDS},v0=abc`]) {
      expect(() => verify(BODY, header), header).toThrow(WebhookSignatureError);
    }
  });

  it('refuses every malformed header with a signature error, never another exception (a 500)', () => {
    const good = signStripePayload(BODY, SECRET, NOW_SECONDS);
    const hex = good.split('v1=')[1] ?? '';
    const malformed = [
      't=1,v1=',
      `t=${NOW_SECONDS},v1=`,
      `t=${NOW_SECONDS},v1==`,
      `v1=${hex}`,
      `t=,v1=${hex}`,
      `t=abc,v1=${hex}`,
      `t=${NOW_SECONDS}.5,v1=${hex}`,
      `t=${NOW_SECONDS} ,v1=${hex}`,
      `t=${'9'.repeat(400)},v1=${hex}`,
      `t=${NOW_SECONDS},v1=${'z'.repeat(64)}`,
      `t=${NOW_SECONDS},v1=${hex.slice(1)}`,
      `t=${NOW_SECONDS},v1=${hex}0`,
      `t=${NOW_SECONDS},v1=${hex.toUpperCase()}`,
      `t=${NOW_SECONDS},t=${NOW_SECONDS},v1=${hex}`,
      `t=${NOW_SECONDS},v1=${hex},v1=abc`,
      `${good},${'v1='.padEnd(100_000, 'a')}`,
      `${good},`,
      `,${good}`,
      `${good},junk`,
      '=,=',
      '\u0000',
    ];
    for (const header of malformed) {
      expect(() => verify(BODY, header), header.slice(0, 60)).toThrow(WebhookSignatureError);
    }
  });

  it('ignores schemes other than v1, as Stripe advises', () => {
    const good = signStripePayload(BODY, SECRET, NOW_SECONDS);
    expect(() => verify(BODY, `${good},v0=${'0'.repeat(64)}`)).not.toThrow();
  });

  it('accepts any one of several v1 signatures, as during a secret rotation', () => {
    const good = signStripePayload(BODY, SECRET, NOW_SECONDS);
    const other = signStripePayload(BODY, 'whsec_old_secret_00000000000000000', NOW_SECONDS);
    const combined = `${other},${good.split(',')[1]}`;
    expect(() => verify(BODY, combined)).not.toThrow();
  });

  it('refuses a correctly signed body that is not a JSON object', () => {
    for (const body of ['not json', '[1,2]']) {
      expect(() => verify(body, signStripePayload(body, SECRET, NOW_SECONDS))).toThrow(WebhookSignatureError);
    }
  });
});
