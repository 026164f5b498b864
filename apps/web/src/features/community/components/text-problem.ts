import { isInvalidCharactersIssue } from '@amparo/contract/platform/typed-text';
import type { z } from 'zod';

/**
 * What the contract's schema for a text field says of it, before sending, so the form names the field and the
 * server never answers a bare `validation_failed`: nothing to read (empty, only spaces or invisible characters),
 * or a character no keyboard types. Emoji alone are something to read ("🙏🙏").
 */
export function textProblem(schema: z.ZodType<string, string>, value: string): 'empty' | 'characters' | null {
  const checked = schema.safeParse(value);
  if (checked.success) return null;
  return checked.error.issues.some(isInvalidCharactersIssue) ? 'characters' : 'empty';
}
