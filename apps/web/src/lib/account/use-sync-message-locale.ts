import { isLanguageCode } from '@amparo/contract/i18n/languages';
import type { Session } from '@supabase/auth-js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthClientInstance, getAuthClient } from '../auth-client.ts';

type AuthClient = Pick<AuthClientInstance, 'updateUser'>;

/**
 * The auth server writes codes and notices in `user_metadata.locale`, set at sign-up. When a signed-in person
 * switches language, the next email follows. Runs in an effect, never inside an auth event callback (which
 * would deadlock auth-js).
 */
export function useSyncMessageLocale(
  session: Session | null,
  authClient?: Pick<AuthClient, 'updateUser'>,
): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const stored = session?.user.user_metadata?.locale;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // Only accounts that already carry a locale: one created elsewhere keeps the server's default.
    if (typeof stored !== 'string' || !isLanguageCode(language) || stored === language) return;
    if (requested.current === language) return;
    requested.current = language;
    Promise.resolve(authClient ?? getAuthClient())
      .then((client) => client.updateUser({ data: { locale: language } }))
      .then(({ error }) => {
        if (error) console.error('Could not save the language for messages', error);
      })
      .finally(() => {
        requested.current = null;
      });
  }, [stored, language, authClient]);
}
