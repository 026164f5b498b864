import { type PlanId, planFeatures } from '@amparo/contract/billing/plans';
import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import type { Profile } from '@amparo/contract/profile/profile';
import { Check, ShieldCheck, ShieldHalf } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The plan a profile has: only the server grants it, its own or through a family (`coverage`). */
export function planOf(profile: Pick<Profile, 'coverage'>): PlanId {
  return hasFullProtection(profile) ? 'full_protection' : 'basic';
}

/** "Your plan": its name, how it is paid, and what it gives, in the plan table's own order. */
export function PlanSummary({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const plan = profile ? planOf(profile) : null;
  const Icon = plan === 'full_protection' ? ShieldCheck : ShieldHalf;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={titleId} className="font-semibold text-muted">
        {t('plan.title')}
      </h2>
      {plan ? (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-2 font-bold text-2xl">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-primary" />
            {t(`plan.${plan}`)}
          </p>
          <p className="mt-1 text-muted">
            {plan === 'basic'
              ? t('plan.basicBilling')
              : profile?.coverage === 'family'
                ? t('plan.familyBilling')
                : t('plan.fullBilling')}
          </p>
          <h3 className="mt-4 font-semibold">{t('plan.includes')}</h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {planFeatures(plan).map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                {t(`plan.features.${feature}`)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">{t('plan.unavailable')}</p>
      )}
    </section>
  );
}
