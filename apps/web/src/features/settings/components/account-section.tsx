import type { Session } from '@supabase/auth-js';
import { type LucideIcon, Mail, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSessionStillOpen } from '../../../lib/account/session-check.ts';
import { getAuthClient } from '../../../lib/auth-client.ts';

function displayPhone(phone: string): string {
  return phone.startsWith('+') ? phone : `+${phone}`;
}

type AccountDetailProps = { icon: LucideIcon; label: string; value: string; breakAnywhere?: boolean };

/** One term of the list. Only <dt> and <dd> may sit in a <dl>'s <div>, so the icon goes inside the <dt>. */
function AccountDetail({ icon: Icon, label, value, breakAnywhere = false }: AccountDetailProps) {
  return (
    <div className="relative ps-8">
      <dt className="text-muted text-sm">
        <Icon aria-hidden="true" className="absolute start-0 top-1 size-5 text-muted" />
        {label}
      </dt>
      <dd className={`font-semibold ${breakAnywhere ? 'break-all' : ''}`}>
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}

/** The email and phone of the account, as the server knows them now. */
export function AccountSection({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('settings');
  const { email, phone, created_at: createdAt } = session.user;

  // Asking the server here also notices a session ended from another device: auth-js then signs out.
  useEffect(() => {
    void getAuthClient().then(checkSessionStillOpen);
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
        {email ? <AccountDetail icon={Mail} label={t('account.email')} value={email} breakAnywhere /> : null}
        {phone ? (
          <AccountDetail icon={Smartphone} label={t('account.phone')} value={displayPhone(phone)} />
        ) : null}
      </dl>
      {since ? <p className="text-muted">{t('account.since', { date: since })}</p> : null}
    </section>
  );
}
