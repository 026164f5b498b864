import {
  dependentsIncluded,
  PLAN_IDS,
  PLANS,
  type Plan,
  type PlanFeature,
} from '@amparo/contract/billing/plans';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { signUpPath } from '../home-links.ts';

export function PlanList() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-plans-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="home-plans-title" className="font-bold text-2xl sm:text-3xl">
        {t('plans.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-muted">{t('plans.lead')}</p>
      <ul className="mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
        {PLAN_IDS.map((id) => (
          <PlanCard key={id} plan={PLANS[id]} />
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('home');
  return (
    <li
      className={`flex flex-col rounded-2xl bg-surface-raised p-6 ${
        plan.recommended ? 'border-2 border-primary shadow-md' : 'border border-border'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-bold text-2xl">{t(`plans.${plan.id}.name`)}</h3>
        {plan.recommended ? (
          <p className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm">
            {t('plans.recommended')}
          </p>
        ) : null}
      </div>
      <p className="mt-4 font-bold text-4xl">
        <Price priceCents={plan.priceCents} currency={plan.currency} />
      </p>
      <p className="mt-1 text-muted">{t(`plans.${plan.id}.billing`)}</p>

      <p className="mt-6 font-semibold">
        {plan.includes
          ? t('plans.everythingIn', { plan: t(`plans.${plan.includes}.name`) })
          : t('plans.includes')}
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
            <span>
              <PlanFeatureLabel feature={feature} plan={plan} />
            </span>
          </li>
        ))}
      </ul>

      {/* mt-auto keeps both buttons on one line when the cards stand side by side. */}
      <div className="mt-auto pt-8">
        <ButtonLink
          to={signUpPath(plan.id)}
          size="lg"
          variant={plan.recommended ? 'primary' : 'secondary'}
          className="w-full"
        >
          {t(`plans.${plan.id}.action`)}
        </ButtonLink>
      </div>
    </li>
  );
}

function PlanFeatureLabel({ feature, plan }: { feature: PlanFeature; plan: Plan }) {
  const { t } = useTranslation('home');
  switch (feature) {
    case 'family_protection':
      return t('plans.features.family_protection', { count: dependentsIncluded(plan.id) });
    default:
      return t(`plans.features.${feature}`);
  }
}
