import type { Session } from '@supabase/auth-js';
import { Mail, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSessionStillOpen } from '../../../lib/account/session-check.ts';
import { getAuthClient } from '../../../lib/auth-client.ts';

function displayPhone(phone: string): string {
  return phone.startsWith('+') ? phone : `+${phone}`;
}

/** The email and phone of the account, as the server knows them now. */
export function AccountSection({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('settings');
  const { email, phone, created_at: createdAt } = session.user;

  // Asking the server here also notices a session ended from another device: auth-js then signs out.
  useEffect(() => {
    void checkSessionStillOpen(getAuthClient());
  }, []);

  const since = createdAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(createdAt))
    : null;

  return (
    <section aria-labelledby="settings-account-title" className="flex flex-col gap-4">
      <h2 id="settings-account-title" className="font-bold text-foreground text-xl">
        {t('account.title')}
      </h2>
      <dl className="flex flex-col gap-3">
        {email ? (
          <div className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
            <div className="min-w-0">
              <dt className="text-muted text-sm">{t('account.email')}</dt>
              <dd className="break-all font-semibold">
                <bdi dir="ltr">{email}</bdi>
              </dd>
            </div>
          </div>
        ) : null}
        {phone ? (
          <div className="flex items-start gap-3">
            <Smartphone aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
            <div>
              <dt className="text-muted text-sm">{t('account.phone')}</dt>
              <dd className="font-semibold">
                <bdi dir="ltr">{displayPhone(phone)}</bdi>
              </dd>
            </div>
          </div>
        ) : null}
      </dl>
      {since ? <p className="text-muted">{t('account.since', { date: since })}</p> : null}
    </section>
  );
}
