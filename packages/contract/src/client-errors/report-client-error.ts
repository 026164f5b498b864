import { z } from 'zod';
import { text } from '../platform/typed-text.ts';

// Limits keep one report small enough to log as a single line; the route's body limit (32 KB) sits above them.
export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 8000,
  componentStack: 8000,
  path: 500,
  release: 100,
} as const;

export const ZReportClientErrorRequest = z
  .strictObject({
    message: text({ multiline: true }).min(1).max(CLIENT_ERROR_LIMITS.message).describe('The error message'),
    stack: text({ multiline: true })
      .max(CLIENT_ERROR_LIMITS.stack)
      .optional()
      .describe('The JavaScript stack trace'),
    componentStack: text({ multiline: true })
      .max(CLIENT_ERROR_LIMITS.componentStack)
      .optional()
      .describe('The React component stack'),
    // Only the pathname: query strings and fragments can carry tokens or personal data.
    path: text()
      .max(CLIENT_ERROR_LIMITS.path)
      .regex(/^\/[^?#\s]*$/, 'Must be a pathname that starts with / and has no query or fragment')
      .describe('The pathname of the page where the error happened'),
    release: text().max(CLIENT_ERROR_LIMITS.release).optional().describe('The web app version'),
  })
  .describe('A rendering error caught by the web app, reported without personal data');

export type ReportClientErrorRequest = z.infer<typeof ZReportClientErrorRequest>;
