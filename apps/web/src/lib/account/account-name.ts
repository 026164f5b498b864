import { MAX_SENDER_NAME_LENGTH } from '@amparo/contract/emergency/emergency-settings';
import type { Session } from '@supabase/auth-js';

/**
 * A name the account already holds (given at sign-up, in the auth user's metadata), to pre-fill the name Help
 * Me Now uses; empty when there is none. Never the email: contacts should read the person's name.
 */
export function accountName(session: Session | null): string {
  const metadata: Record<string, unknown> = session?.user.user_metadata ?? {};
  for (const key of ['full_name', 'name', 'display_name']) {
    const value = metadata[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, MAX_SENDER_NAME_LENGTH);
  }
  return '';
}
