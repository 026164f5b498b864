import type { AuthClientInstance } from '../../lib/auth-client.ts';

// The code step: after a sign-up that needs confirmation, after "forgot password", or when a sign-in finds
// the address unconfirmed. Codes live 10 minutes and a new one can be asked for once a minute.

export const RESEND_COOLDOWN_SECONDS = 60;

export type Verification = {
  purpose: 'signup' | 'recovery';
  channel: 'email' | 'sms';
  /** The email, or the phone in E.164. */
  address: string;
  /** When the last code was sent (ms since epoch); null when none was sent from this page. */
  sentAt: number | null;
  /** Sign-in found the account unconfirmed: say so, and offer a new code at once. */
  notConfirmed?: boolean;
};

type AuthClient = Pick<
  AuthClientInstance,
  'verifyOtp' | 'resend' | 'resetPasswordForEmail' | 'signInWithOtp'
>;

/** Exchanges the typed code for a session; recovery by email announces PASSWORD_RECOVERY. */
export function verifyCode(client: AuthClient, verification: Verification, token: string) {
  const { channel, address, purpose } = verification;
  if (channel === 'sms') return client.verifyOtp({ phone: address, token, type: 'sms' });
  return client.verifyOtp({ email: address, token, type: purpose === 'recovery' ? 'recovery' : 'signup' });
}

/** Sends a new code the same way the first one went. */
export async function sendCodeAgain(
  client: AuthClient,
  verification: Verification,
  links: { signUp: string; reset: string },
): Promise<{ error: unknown }> {
  const { channel, address, purpose } = verification;
  if (purpose === 'signup') {
    const { error } =
      channel === 'email'
        ? await client.resend({ type: 'signup', email: address, options: { emailRedirectTo: links.signUp } })
        : await client.resend({ type: 'sms', phone: address });
    return { error };
  }
  const { error } =
    channel === 'email'
      ? await client.resetPasswordForEmail(address, { redirectTo: links.reset })
      : await client.signInWithOtp({ phone: address, options: { shouldCreateUser: false } });
  return { error };
}

/** Seconds until another code may be asked for. */
export function secondsUntilResend(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
}

/** "0:42": the same in every language, with no plural to get wrong. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
