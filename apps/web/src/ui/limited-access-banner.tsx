import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../lib/account/profile-provider.tsx';
import { ButtonLink } from './button.tsx';

/** Where "Unlock full protection" leads: the plans, with Full Protection already chosen. */
export const UNLOCK_FULL_PROTECTION_PATH = '/payment?plan=full_protection';

type LimitedAccessBannerProps = {
  /**
   * The server just refused an action with 403 `plan_required` (see `isPlanRequiredError` in
   * src/lib/plan-required.ts): the banner then shows whatever the cached profile says, and says why.
   */
  refused?: boolean;
  className?: string;
};

/**
 * Spec §2 and §4: "Limited Access" with a prompt to unlock full protection, for people without the full
 * plan, on every screen whose full features need it. It renders nothing for someone with the full plan, and
 * nothing while the profile is unknown (loading or offline), so it never flashes at a paying user.
 */
export function LimitedAccessBanner({ refused = false, className = '' }: LimitedAccessBannerProps) {
  const { t } = useTranslation('onboarding');
  const { status, profile } = useProfile();
  const titleId = useId();
  // Full Protection through a family counts as much as one's own (issue 12).
  const limited = status === 'ready' && profile !== null && !hasFullProtection(profile);
  if (!refused && !limited) return null;

  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-2xl border border-primary/40 bg-primary-soft p-4 sm:flex-row sm:items-center sm:p-6 ${className}`}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <LockKeyhole aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold text-foreground text-lg">
            {t('limitedAccess.title')}
          </h2>
          <p className="mt-1 text-foreground">
            {refused ? t('limitedAccess.refused') : t('limitedAccess.body')}
          </p>
        </div>
      </div>
      <ButtonLink to={UNLOCK_FULL_PROTECTION_PATH} className="shrink-0 sm:self-center">
        {t('limitedAccess.action')}
      </ButtonLink>
    </section>
  );
}
