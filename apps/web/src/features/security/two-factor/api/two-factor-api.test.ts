import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRecoveryCodes, replaceRecoveryCodes, type TwoFactorClient } from './two-factor-api.ts';

const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

function fakeClient(): TwoFactorClient {
  return {
    getSession: async () => ({ data: { session: { access_token: 'token-aal2' } }, error: null }),
  } as unknown as TwoFactorClient;
}

function stubFetch(answer: (path: string) => Response) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const path = new URL(String(input)).pathname;
      paths.push(path);
      return answer(path);
    }),
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('recovery codes', () => {
  it('replaces the set with one call to /regenerate, never trying the first-set endpoint', async () => {
    const paths = stubFetch((path) =>
      path.endsWith('/regenerate')
        ? Response.json({ codes: CODES })
        : Response.json({ code: 'mfa_verified_factor_exists' }, { status: 422 }),
    );
    await expect(replaceRecoveryCodes(fakeClient())).resolves.toEqual(CODES);
    expect(paths).toEqual(['/auth/v1/factors/recovery-codes/regenerate']);
  });

  it('asks for the first set right after turning on', async () => {
    const paths = stubFetch(() => Response.json({ codes: CODES }));
    await expect(firstRecoveryCodes(fakeClient())).resolves.toEqual(CODES);
    expect(paths).toEqual(['/auth/v1/factors/recovery-codes']);
  });

  it('says why a replacement was refused', async () => {
    stubFetch(() => Response.json({ code: 'insufficient_aal' }, { status: 403 }));
    await expect(replaceRecoveryCodes(fakeClient())).rejects.toMatchObject({
      code: 'insufficient_aal',
      status: 403,
    });
  });
});
