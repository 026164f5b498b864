import { describe, expect, it } from 'vitest';
import { safeRedirect, withFragment } from './redirect-target.ts';

const publicUrl = 'https://amparo.example';
const fallback = 'https://amparo.example/auth/reset';

describe('safeRedirect', () => {
  it('keeps a target on our own origin', () => {
    expect(safeRedirect('https://amparo.example/auth/reset?lang=ar', publicUrl, fallback)).toBe(
      'https://amparo.example/auth/reset?lang=ar',
    );
    expect(safeRedirect('/settings', publicUrl, fallback)).toBe('https://amparo.example/settings');
  });

  it('falls back for other origins, tricks and non-http schemes', () => {
    for (const bad of [
      'https://evil.example/auth/reset',
      '//evil.example/x',
      'https://amparo.example.evil.example/',
      'http://amparo.example/auth/reset',
      'javascript:alert(1)',
      'https://amparo.example:8443/',
    ]) {
      expect(safeRedirect(bad, publicUrl, fallback)).toBe(fallback);
    }
    expect(safeRedirect(undefined, publicUrl, fallback)).toBe(fallback);
  });

  it('drops any fragment so ours is the only one', () => {
    expect(safeRedirect('/auth/reset#access_token=x', publicUrl, fallback)).toBe(
      'https://amparo.example/auth/reset',
    );
  });
});

describe('withFragment', () => {
  it('puts the parameters in the fragment, encoded', () => {
    expect(withFragment('https://amparo.example/auth/reset', { type: 'recovery', expires_in: 3600 })).toBe(
      'https://amparo.example/auth/reset#type=recovery&expires_in=3600',
    );
  });
});
