import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../test/test-app.ts';
import { pathWithoutQuery, REDACTED, scrubPersonalData } from './logging.ts';

describe('scrubPersonalData', () => {
  it('replaces email addresses', () => {
    expect(scrubPersonalData('Invalid login for maria.lopez+test@example.com, retry')).toBe(
      'Invalid login for [email], retry',
    );
    expect(scrubPersonalData('josé@correo.es')).toBe('[email]');
  });

  it('replaces phone-number-like digit runs in the usual spellings', () => {
    for (const phone of [
      '+1 (555) 123-4567',
      '555-123-4567',
      '5551234567',
      '+509 3712 3456',
      '555.123.4567',
    ]) {
      expect(scrubPersonalData(`call ${phone} now`), phone).toBe('call [phone] now');
    }
  });

  it('keeps the short numbers of stack traces, versions and status codes', () => {
    const stack =
      'TypeError: x is undefined\n    at render (/assets/index-Bx9k2aZq.js:12:3456)\n    at 200 OK v1.2.3';
    expect(scrubPersonalData(stack)).toBe(stack);
  });

  it('replaces JWTs and long token-like strings, but not long plain words', () => {
    const jwt =
      'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.MEUCIQDfJ6oPq0ZR9vC1D9m1s4qS2rT8kXy5o3w';
    expect(scrubPersonalData(`Bearer ${jwt}`)).toBe('Bearer [token]');
    expect(
      scrubPersonalData('session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 expired'),
    ).toBe('session [token] expired');
    expect(scrubPersonalData('id 1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe('id [token]');
    expect(scrubPersonalData('useSuspenseQueryWithLongComponentNameThatGoesOn')).toBe(
      'useSuspenseQueryWithLongComponentNameThatGoesOn',
    );
  });

  it('redacts secrets carried in URLs, query and fragment alike', () => {
    expect(scrubPersonalData('GET /verify?token=abc123&lang=ar failed')).toBe(
      `GET /verify?token=${REDACTED}&lang=ar failed`,
    );
    expect(scrubPersonalData('/auth#access_token=short&type=recovery')).toBe(
      `/auth#access_token=${REDACTED}&type=recovery`,
    );
    expect(scrubPersonalData('/auth?mode=reset&code=abc&x=1;code_verifier=v')).toBe(
      `/auth?mode=reset&code=${REDACTED}&x=1;code_verifier=${REDACTED}`,
    );
  });
});

describe('pathWithoutQuery', () => {
  it('drops the query string and fragment', () => {
    expect(pathWithoutQuery('/auth/v1/verify?token=secret&type=signup')).toBe('/auth/v1/verify');
    expect(pathWithoutQuery('/a#b')).toBe('/a');
    expect(pathWithoutQuery('/plain')).toBe('/plain');
  });
});

describe('the JSON logger', () => {
  it('redacts secrets and personal data at any depth we log', () => {
    const capture = createCapturingLogger();
    capture.logger.info(
      {
        password: 'p1',
        user: {
          email: 'a@b.co',
          phone: '+15551234567',
          profile: { nonce: 'n', deep: { refresh_token: 'r' } },
        },
        headers: { authorization: 'Bearer x', cookie: 'sid=1', 'set-cookie': 'sid=2', accept: 'text/html' },
        grant: { code: '123456', access_token: 'a', token: 't', auth_code: 'ac', code_verifier: 'cv' },
      },
      'something happened',
    );
    const [entry] = capture.entries();
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'something happened',
      password: REDACTED,
      user: {
        email: REDACTED,
        phone: REDACTED,
        profile: { nonce: REDACTED, deep: { refresh_token: REDACTED } },
      },
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, accept: 'text/html' },
      grant: {
        code: REDACTED,
        access_token: REDACTED,
        token: REDACTED,
        auth_code: REDACTED,
        code_verifier: REDACTED,
      },
    });
    for (const secret of ['p1', 'a@b.co', '+15551234567', 'Bearer x', 'sid=1', '123456']) {
      expect(capture.raw()).not.toContain(secret);
    }
  });

  it('keeps an error code, which is a constant, while redacting other codes', () => {
    const capture = createCapturingLogger();
    capture.logger.error({ err: Object.assign(new Error('boom'), { code: 'ECONNREFUSED' }) }, 'failed');
    const [entry] = capture.entries();
    expect(entry?.err).toMatchObject({ type: 'Error', message: 'boom', errorCode: 'ECONNREFUSED' });
  });

  it('logs a request by method and path only: no query, headers or address', () => {
    const capture = createCapturingLogger();
    capture.logger.info(
      {
        req: {
          method: 'GET',
          url: '/auth/v1/verify?token=secret',
          headers: { cookie: 'c' },
          ip: '203.0.113.9',
        },
      },
      'incoming request',
    );
    const [entry] = capture.entries();
    expect(entry?.req).toEqual({ method: 'GET', path: '/auth/v1/verify' });
    expect(capture.raw()).not.toContain('secret');
    expect(capture.raw()).not.toContain('203.0.113.9');
  });
});
