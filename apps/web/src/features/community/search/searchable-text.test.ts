import { expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { searchFailureOf, withoutUnsearchableCharacters } from './searchable-text.ts';

it('takes out what the server would refuse, keeps emoji whole and turns word breaks into spaces', () => {
  expect(withoutUnsearchableCharacters('a\u0000b\u0007c')).toEqual({ text: 'abc', removed: 2 });
  // A whole emoji stays; half of one (a lone surrogate) goes.
  expect(withoutUnsearchableCharacters('🙏 visa \uD83D')).toEqual({ text: '🙏 visa ', removed: 1 });
  expect(withoutUnsearchableCharacters('\u202Bالمحامية\u202C')).toEqual({ text: 'المحامية', removed: 2 });
  expect(withoutUnsearchableCharacters('permiso\ttrabajo\r\nhoy')).toEqual({
    text: 'permiso trabajo  hoy',
    removed: 0,
  });
  // The right-to-left mark some keyboards type is searchable.
  expect(withoutUnsearchableCharacters('\u200Fتجديد')).toEqual({ text: '\u200Fتجديد', removed: 0 });
});

it('offers a retry only when the network or the server failed', () => {
  expect(searchFailureOf(new TypeError('Failed to fetch'), 'visa')).toEqual({ kind: 'connection' });
  expect(searchFailureOf(new ApiRequestError(503, 'service_unavailable', ''), 'visa')).toEqual({
    kind: 'connection',
  });
  const refused = new ApiRequestError(400, 'validation_failed', '');
  expect(searchFailureOf(refused, 'a\u0000b')).toEqual({ kind: 'characters' });
  expect(searchFailureOf(refused, 'visa')).toEqual({ kind: 'words' });
  const signedOut = new ApiRequestError(401, 'unauthorized', '');
  expect(searchFailureOf(signedOut, 'visa')).toEqual({ kind: 'refused', error: signedOut });
});
