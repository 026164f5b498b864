import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amparo/contract/auth/password-policy';
import { useTranslation } from 'react-i18next';

// A hint, not a verdict: the server judges guessability (zxcvbn and a breached-password list) and answers
// with reasons. The browser only counts characters the way the server does, so "long enough" here is never
// contradicted by a "too short" there.

export type PasswordLengthLevel = 'empty' | 'short' | 'fair' | 'good' | 'long';

/** Passphrases of this length resist guessing well; shorter ones can still pass the server's check. */
const GOOD_LENGTH = 15;

export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

export function passwordLengthLevel(password: string): PasswordLengthLevel {
  const length = passwordLength(password);
  if (length === 0) return 'empty';
  if (length < PASSWORD_MIN_LENGTH) return 'short';
  if (length > PASSWORD_MAX_LENGTH) return 'long';
  return length >= GOOD_LENGTH ? 'good' : 'fair';
}

/** What a new password is checked against before it is sent; null when it may be sent. */
export function newPasswordProblem(
  password: string,
): 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | null {
  const level = passwordLengthLevel(password);
  if (level === 'empty') return 'passwordRequired';
  if (level === 'short') return 'passwordTooShort';
  if (level === 'long') return 'passwordTooLong';
  return null;
}

const BARS: Record<PasswordLengthLevel, number> = { empty: 0, short: 1, fair: 2, good: 3, long: 1 };

export function PasswordHint({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const level = passwordLengthLevel(password);
  const filled = BARS[level];
  const colour = level === 'good' ? 'bg-success' : level === 'fair' ? 'bg-primary' : 'bg-warning';
  return (
    <div className="flex flex-col gap-1.5">
      <p>{t('passwordHint.rule')}</p>
      {level === 'empty' ? null : (
        <div className="flex items-center gap-3">
          <div aria-hidden="true" className="flex w-24 shrink-0 gap-1">
            {[1, 2, 3].map((bar) => (
              <span
                key={bar}
                className={`h-1.5 flex-1 rounded-full ${bar <= filled ? colour : 'bg-border'}`}
              />
            ))}
          </div>
          <span className="font-medium text-foreground">{t(`passwordHint.${level}`)}</span>
        </div>
      )}
    </div>
  );
}
