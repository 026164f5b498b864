import { describe, expect, it } from 'vitest';
import { type AuthUser, fakeSignUpUser, toGoTrueSession, toGoTrueUser } from './gotrue-user.ts';

const created = new Date('2026-01-02T03:04:05.000Z');

function user(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'maria@example.org',
    phone: null,
    emailConfirmedAt: created,
    phoneConfirmedAt: null,
    lastSignInAt: created,
    confirmationSentAt: null,
    recoverySentAt: null,
    newEmail: null,
    newPhone: null,
    emailChangeSentAt: null,
    phoneChangeSentAt: null,
    userMetadata: { locale: 'pt' },
    bannedUntil: null,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

describe('toGoTrueUser', () => {
  it('has every field the client reads, with identities always present', () => {
    const shaped = toGoTrueUser(user());
    expect(shaped).toMatchObject({
      id: '11111111-1111-4111-8111-111111111111',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'maria@example.org',
      phone: '',
      email_confirmed_at: '2026-01-02T03:04:05.000Z',
      confirmed_at: '2026-01-02T03:04:05.000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { locale: 'pt' },
      created_at: '2026-01-02T03:04:05.000Z',
      is_anonymous: false,
    });
    expect(shaped.identities).toHaveLength(1);
    expect(shaped.identities[0]).toMatchObject({
      provider: 'email',
      user_id: shaped.id,
      identity_data: { email: 'maria@example.org', email_verified: true, sub: shaped.id },
    });
    expect(shaped).not.toHaveProperty('phone_confirmed_at');
    expect(shaped).not.toHaveProperty('new_email');
  });

  it('gives a phone account the protocol phone form and a phone identity', () => {
    const shaped = toGoTrueUser(
      user({ email: null, emailConfirmedAt: null, phone: '+12025550123', phoneConfirmedAt: created }),
    );
    expect(shaped).toMatchObject({
      email: '',
      phone: '12025550123',
      phone_confirmed_at: created.toISOString(),
      app_metadata: { provider: 'phone', providers: ['phone'] },
    });
    expect(shaped.identities.map((identity) => identity.provider)).toEqual(['phone']);
  });

  it('keeps identity ids stable per user and provider', () => {
    const first = toGoTrueUser(user()).identities[0]?.identity_id;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(toGoTrueUser(user()).identities[0]?.identity_id).toBe(first);
  });

  it('shows an unconfirmed user as unconfirmed and a pending email change', () => {
    const shaped = toGoTrueUser(user({ emailConfirmedAt: null, newEmail: 'new@example.org' }));
    expect(shaped).not.toHaveProperty('confirmed_at');
    expect(shaped.new_email).toBe('new@example.org');
  });
});

describe('toGoTrueSession', () => {
  it('is a session the client accepts: access token, refresh token and expires_in', () => {
    const session = toGoTrueSession(
      user(),
      { token: 'a.b.c', expiresAt: 1_800_000_000, expiresIn: 3600 },
      'r',
    );
    expect(session).toMatchObject({
      access_token: 'a.b.c',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1_800_000_000,
      refresh_token: 'r',
    });
    expect(session.user.id).toBe('11111111-1111-4111-8111-111111111111');
  });
});

describe('fakeSignUpUser', () => {
  it('looks like a new user but has no identities and a fresh id', () => {
    const fake = fakeSignUpUser({ email: 'maria@example.org' }, { locale: 'fr' });
    expect(fake.identities).toEqual([]);
    expect(fake.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(fake).toMatchObject({ email: 'maria@example.org', user_metadata: { locale: 'fr' } });
    expect(fake).not.toHaveProperty('email_confirmed_at');
  });
});
