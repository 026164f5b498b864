import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AccountSection } from '../components/account-section.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { DisplaySection } from '../components/display-section.tsx';
import { EmergencySharingSection } from '../components/emergency-sharing-section.tsx';
import { ExportDataSection } from '../components/export-data-section.tsx';
import { LanguageSection } from '../components/language-section.tsx';
import { NotificationsSection } from '../components/notifications-section.tsx';
import { PrivacySection } from '../components/privacy-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { QuickExitSection } from '../components/quick-exit-section.tsx';
import { SecurityCenterSection } from '../components/security-center-section.tsx';
import { SignOutSection } from '../components/sign-out-section.tsx';
import { VaultLockSection } from '../components/vault-lock-section.tsx';
import { WipeDeviceSection } from '../components/wipe-device-section.tsx';

// Below 360 px (a phone at 200 % zoom) the padding gives way, so headings keep the width their words need.
const cardClassName =
  'rounded-2xl border border-border bg-surface-raised p-5 shadow-sm max-[359px]:p-3 sm:p-6';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { session } = useSession();
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 max-[359px]:px-3 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('title')}</h1>
      <div className="mt-6 flex flex-col gap-6">
        {session ? (
          <div className={cardClassName}>
            <AccountSection session={session} />
          </div>
        ) : null}
        {session ? <SecurityCenterSection /> : null}
        <LanguageSection />
        <DisplaySection />
        {session ? <ProfileSection /> : null}
        <EmergencySharingSection />
        <NotificationsSection />
        {session ? <VaultLockSection userId={session.user.id} /> : null}
        <PrivacySection />
        <QuickExitSection />
        <div className={cardClassName}>
          <ChangePasswordSection />
        </div>
        <div className={cardClassName}>
          <SignOutSection />
        </div>
        <div className={cardClassName}>
          <ExportDataSection />
        </div>
        <WipeDeviceSection />
        <div className={cardClassName}>
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
