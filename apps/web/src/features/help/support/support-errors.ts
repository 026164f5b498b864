import { isInvalidCharactersIssue } from '@amparo/contract/platform/typed-text';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_TICKET_NOT_FOUND,
  SUPPORT_TOO_MANY_OPEN,
} from '@amparo/contract/support/support-limits';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';

// Every refusal of a support form, in the reader's language: what happened and what to do. The form checks the
// contract's own schema before sending, so a message the server would refuse is explained without a round trip.

/** The translated problem with a message, or null when the schema accepts it. */
export function messageProblem(
  t: TFunction<'help'>,
  issues: readonly z.core.$ZodIssue[] | undefined,
  kind: 'first' | 'reply',
): string | null {
  const issue = issues?.find((candidate) => candidate.path[0] === 'message');
  if (!issue) return null;
  if (isInvalidCharactersIssue(issue)) return t('support.errors.invalidCharacters');
  if (issue.code === 'too_big')
    return t('support.errors.tooLong', { max: SUPPORT_MESSAGE_MAX, count: SUPPORT_MESSAGE_MAX });
  return kind === 'first'
    ? t('support.errors.tooShort', { min: SUPPORT_MESSAGE_MIN, count: SUPPORT_MESSAGE_MIN })
    : t('support.errors.empty');
}

/** What went wrong with a request the server refused, or the network lost. */
export function requestProblem(t: TFunction<'help'>, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === SUPPORT_TOO_MANY_OPEN) return t('support.errors.tooManyOpen');
    if (error.code === 'rate_limited') return t('support.errors.rateLimited');
    if (error.code === SUPPORT_TICKET_NOT_FOUND) return t('support.notFound');
    if (error.code === 'invalid_characters') return t('support.errors.invalidCharacters');
    return t('support.errors.generic');
  }
  if (error instanceof TypeError) return t('support.errors.network');
  return t('support.errors.generic');
}
