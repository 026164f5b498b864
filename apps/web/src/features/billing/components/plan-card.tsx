import { dependentsIncluded, type Plan, type PlanFeature } from '@amparo/contract/billing/plans';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../ui/price.tsx';

type PlanCardProps = {
  plan: Plan;
  /** The card's button (or what stands in its place). */
  action: ReactNode;
};

/** One plan as the home page shows it: name, price, what it includes, and its action at the bottom. */
export function PlanCard({ plan, action }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl bg-surface-raised p-5 sm:p-6 ${
        plan.recommended ? 'border-2 border-primary shadow-md' : 'border border-border'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-bold text-2xl">
          {t(`plans.${plan.id}.name`)}
        </h2>
        {plan.recommended ? (
          <p className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm">
            {t('plans.recommended')}
          </p>
        ) : null}
      </div>
      <p className="mt-3 font-bold text-4xl">
        <Price priceCents={plan.priceCents} currency={plan.currency} />
      </p>
      <p className="mt-1 text-muted">{t(`plans.${plan.id}.billing`)}</p>

      <p className="mt-5 font-semibold">
        {plan.includes
          ? t('plans.everythingIn', { plan: t(`plans.${plan.includes}.name`) })
          : t('plans.includes')}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
            <span>
              <FeatureLabel feature={feature} plan={plan} />
            </span>
          </li>
        ))}
      </ul>

      {/* mt-auto keeps both actions on one line when the cards stand side by side. */}
      <div className="mt-auto pt-6">{action}</div>
    </li>
  );
}

function FeatureLabel({ feature, plan }: { feature: PlanFeature; plan: Plan }) {
  const { t } = useTranslation('billing');
  if (feature === 'family_protection') {
    return t('plans.features.family_protection', { count: dependentsIncluded(plan.id) });
  }
  return t(`plans.features.${feature}`);
}
