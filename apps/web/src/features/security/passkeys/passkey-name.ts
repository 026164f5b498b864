import { PASSKEY_NAME_MAX_CHARS, ZPasskeyName } from '@amparo/contract/auth/passkeys';
import { isInvalidCharactersIssue } from '@amparo/contract/platform/typed-text';

export type PasskeyNameProblem = 'nameRequired' | 'nameTooLong' | 'nameInvalid';

/** The same rule as the server's (the contract's ZPasskeyName), named for a translated message. */
export function checkPasskeyName(
  name: string,
): { ok: true; name: string } | { ok: false; problem: PasskeyNameProblem } {
  const result = ZPasskeyName.safeParse(name);
  if (result.success) return { ok: true, name: result.data };
  const issue = result.error.issues[0];
  if (issue && isInvalidCharactersIssue(issue)) return { ok: false, problem: 'nameInvalid' };
  if (name.trim().length > PASSKEY_NAME_MAX_CHARS) return { ok: false, problem: 'nameTooLong' };
  return { ok: false, problem: 'nameRequired' };
}
