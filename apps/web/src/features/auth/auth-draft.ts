import { REDIRECT_PARAM } from '../../lib/safe-redirect-path.ts';
import type { PhoneDraft } from './phone-number.ts';

// What the person typed, held by the page above every form: switching between sign-in, sign-up and "forgot
// password", a failed request or a change of language never clears it.

export type IdentifierMethod = 'email' | 'phone';

export type AuthDraft = {
  method: IdentifierMethod;
  email: string;
  phone: PhoneDraft;
  /** The phone in E.164 when it is a complete number, else null. Computed by the phone field. */
  phoneE164: string | null;
  password: string;
  consent: boolean;
};

export const INITIAL_DRAFT: AuthDraft = {
  method: 'email',
  email: '',
  phone: { country: 'US', national: '' },
  phoneE164: null,
  password: '',
  consent: false,
};

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset';

export function readMode(value: string | null): AuthMode {
  return value === 'signup' || value === 'forgot' || value === 'reset' ? value : 'signin';
}

/** `account=professional`: a lawyer or accredited representative joining from /lawyers/join (issue 13). */
export const ACCOUNT_PARAM = 'account';

export function isProfessionalSignUp(search: URLSearchParams): boolean {
  return search.get(ACCOUNT_PARAM) === 'professional';
}

/** The /auth URL for a mode, keeping where the person was going, the plan they picked and the kind of account. */
export function authPath(mode: AuthMode, current: URLSearchParams): string {
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  for (const key of [REDIRECT_PARAM, 'plan', ACCOUNT_PARAM]) {
    const value = current.get(key);
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** Absolute, for links in emails: the server only accepts addresses on its own origin. */
// Used by submit handlers only (never in markup), so the build's render, without a window, may leave the origin out.
export function authUrl(
  mode: AuthMode,
  current: URLSearchParams,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  return `${origin}${authPath(mode, current)}`;
}

// Deliberately plain, as the server's: one @, no spaces, a dot in the domain. The confirmation proves the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export type IdentifierProblem = 'emailRequired' | 'emailInvalid' | 'phoneRequired' | 'phoneInvalid';

/** The email or phone to send, or what is wrong with it. */
export function readIdentifier(
  draft: AuthDraft,
):
  | { ok: true; identifier: { email: string } | { phone: string } }
  | { ok: false; problem: IdentifierProblem } {
  if (draft.method === 'email') {
    const email = draft.email.trim();
    if (!email) return { ok: false, problem: 'emailRequired' };
    if (!isEmailShaped(email)) return { ok: false, problem: 'emailInvalid' };
    return { ok: true, identifier: { email } };
  }
  if (!draft.phone.national.trim()) return { ok: false, problem: 'phoneRequired' };
  if (!draft.phoneE164) return { ok: false, problem: 'phoneInvalid' };
  return { ok: true, identifier: { phone: draft.phoneE164 } };
}
