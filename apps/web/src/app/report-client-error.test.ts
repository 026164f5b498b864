import { describe, expect, it } from 'vitest';
import { buildClientErrorReport, scrubPersonalData } from './report-client-error.ts';

describe('client error reports', () => {
  it('keeps within the server limits', () => {
    const error = new Error('x'.repeat(5000));
    error.stack = `Error: ${'y'.repeat(20_000)}`;
    const report = buildClientErrorReport(error, 'z'.repeat(20_000), `/${'p'.repeat(1000)}`);
    expect(report.message.length).toBe(2000);
    expect(report.stack?.length).toBe(8000);
    expect(report.componentStack?.length).toBe(8000);
    expect(report.path.length).toBe(500);
    expect(report.release).toBe('test');
  });

  it('leaves out what it does not have', () => {
    const report = buildClientErrorReport('plain string', undefined, '/help');
    expect(report).toEqual({ message: 'plain string', path: '/help', release: 'test' });
  });

  it('strips e-mail addresses, phone and document numbers, and URL queries', () => {
    expect(scrubPersonalData('No user maria.lopez@example.org found')).toBe('No user [email] found');
    expect(scrubPersonalData('Call +1 (305) 555-0147 now')).toBe('Call [number] now');
    expect(scrubPersonalData('A-number 123456789 invalid')).toBe('A-number [number] invalid');
    expect(scrubPersonalData('GET https://amparo.test/api/v1/x?q=secret failed')).toBe(
      'GET https://amparo.test/api/v1/x failed',
    );
    expect(scrubPersonalData('Step 3 of 12')).toBe('Step 3 of 12');
  });

  it('keeps line and column numbers in stack frames', () => {
    const error = new Error('Phone 3055550147 rejected');
    error.stack =
      'Error: Phone 3055550147 rejected\n    at render (https://amparo.test/assets/index.js:1:1234567)';
    const report = buildClientErrorReport(error, null, '/');
    expect(report.stack).toBe(
      'Error: Phone [number] rejected\n    at render (https://amparo.test/assets/index.js:1:1234567)',
    );
  });
});
