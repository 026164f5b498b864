import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, ZReportClientErrorRequest } from './report-client-error.ts';

const valid = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Page (/assets/page-abc123.js:1:200)',
  componentStack: '\n    at Page\n    at Layout',
  path: '/emergency',
  release: '2025.11.21',
};

function issuePaths(input: unknown): string[] {
  const result = ZReportClientErrorRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('ZReportClientErrorRequest', () => {
  it('accepts a full report and a minimal one', () => {
    expect(ZReportClientErrorRequest.parse(valid)).toEqual(valid);
    expect(ZReportClientErrorRequest.parse({ message: 'boom', path: '/' })).toEqual({
      message: 'boom',
      path: '/',
    });
  });

  it('rejects fields it does not know, so nothing else can be smuggled into the logs', () => {
    const result = ZReportClientErrorRequest.safeParse({ ...valid, email: 'someone@example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('rejects a path with a query string or fragment, or one that is not a pathname', () => {
    expect(issuePaths({ message: 'x', path: '/auth?token=abc' })).toEqual(['path']);
    expect(issuePaths({ message: 'x', path: '/auth#access_token=abc' })).toEqual(['path']);
    expect(issuePaths({ message: 'x', path: 'https://example.com/' })).toEqual(['path']);
  });

  it('enforces each length limit at its boundary', () => {
    for (const [field, limit] of Object.entries(CLIENT_ERROR_LIMITS)) {
      const atLimit = field === 'path' ? `/${'a'.repeat(limit - 1)}` : 'a'.repeat(limit);
      const overLimit = `${atLimit}a`;
      expect(issuePaths({ ...valid, [field]: atLimit }), field).toEqual([]);
      expect(issuePaths({ ...valid, [field]: overLimit }), field).toEqual([field]);
    }
  });

  it('requires a non-empty message and a path', () => {
    expect(issuePaths({ message: '', path: '/' })).toEqual(['message']);
    expect(issuePaths({ message: 'x' })).toEqual(['path']);
  });
});
