import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type WeakPasswordReason,
} from '@amparo/contract/auth/password-policy';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// OWASP ASVS 5.0 6.2: length is the only composition rule; everything else is about guessability. zxcvbn
// estimates it; the shipped list of common and breached passwords (zxcvbn-ts' ranked list, about 49,000
// entries drawn from real breaches) catches the passwords attackers try first, with no call to a third party.

/** zxcvbn scores 0–4; 3 means "safely unguessable" (about 10^8 guesses and more) against online attacks. */
const MINIMUM_SCORE = 3;

let configured = false;
let commonPasswords: ReadonlySet<string> | undefined;

function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    maxLength: PASSWORD_MAX_LENGTH,
  });
  commonPasswords = new Set(commonDictionary.passwords.map((entry) => entry.toLowerCase()));
  configured = true;
}

/** True when the password, ignoring case and surrounding spaces, is on the shipped list. */
export function isCommonPassword(password: string): boolean {
  configure();
  return commonPasswords?.has(password.trim().toLowerCase()) ?? false;
}

export type PasswordCheck = { ok: true } | { ok: false; reasons: WeakPasswordReason[]; message: string };

/** Length in characters as a person counts them (an emoji or an accented letter is one). */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/**
 * Judges a new password. `userInputs` are words an attacker would try for this person (their email, phone).
 * One reason is given, the most useful to act on: fix the length first, then avoid a known password, then
 * make it harder to guess.
 */
export function checkPasswordStrength(password: string, userInputs: readonly string[] = []): PasswordCheck {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return {
      ok: false,
      reasons: ['length'],
      message: `Password should be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`,
    };
  }
  if (isCommonPassword(password)) {
    return {
      ok: false,
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    };
  }
  configure();
  const result = zxcvbn(password, ['amparo', ...expandUserInputs(userInputs)]);
  if (result.score < MINIMUM_SCORE) {
    return {
      ok: false,
      reasons: ['characters'],
      message: 'Password is too easy to guess. Use a longer phrase of several unrelated words.',
    };
  }
  return { ok: true };
}

// An email gives an attacker its whole, its local part and the words in it ("maria.lopez" → maria, lopez).
function expandUserInputs(inputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const localPart = value.split('@')[0] ?? value;
    words.add(localPart);
    for (const part of localPart.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 4) {
      words.add(digits);
      words.add(digits.slice(-4));
    }
  }
  return [...words];
}
