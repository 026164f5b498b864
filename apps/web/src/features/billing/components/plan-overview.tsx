import type { GetBillingStatusResponse } from '@amparo/contract/billing/get-billing-status';
import { CircleCheckBig, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { EmergencySetupSection, useEmergencyQuestionPending } from './emergency-setup-prompt.tsx';

export const FAMILY_PATH = '/family';

type PlanOverviewProps = {
  status: GetBillingStatusResponse;
  /** True right after a payment: "<plan> activated"; otherwise the plan the person already has. */
  justActivated: boolean;
};

/**
 * Spec §4: "<plan name> activated" with the count of dependents included, after a payment; and, for someone
 * who already has the plan, the same facts without any pay button.
 */
export function PlanOverview({ status, justActivated }: PlanOverviewProps) {
  const { t, i18n } = useTranslation('billing');
  const planName = t(`plans.${status.planId}.name`);
  const title = justActivated ? t('activated.title', { plan: planName }) : planName;
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  // Right after a payment, the first run's next question takes the place of "Go to your dashboard".
  const askEmergencySetup = useEmergencyQuestionPending() && justActivated;

  // The confirmation spinner was announced; the result is announced by moving there.
  useEffect(() => {
    if (justActivated) heading.current?.focus();
  }, [justActivated]);

  const payment = status.lastPayment;
  const paidOn = payment
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(payment.paidAt))
    : null;
  const Icon = justActivated ? CircleCheckBig : ShieldCheck;

  return (
    <div className="flex flex-col items-start gap-6">
      {/* Below 360 px the icon goes above the title, so the title keeps the width its words need. */}
      <div className="flex items-start gap-4 max-[359px]:flex-col max-[359px]:gap-2">
        <Icon aria-hidden="true" className="mt-1 size-10 shrink-0 text-success sm:size-12" />
        <div>
          {justActivated ? null : <p className="font-semibold text-muted">{t('current.eyebrow')}</p>}
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-bold text-3xl tracking-tight focus:outline-none sm:text-4xl"
          >
            {title}
          </h1>
          {status.dependentsIncluded > 0 ? (
            <>
              <p className="mt-2 font-semibold text-lg text-primary">
                {t('activated.dependents', { count: status.dependentsIncluded })}
              </p>
              {/* The people covered so far: the profile's dependents_count, which the family page counts too. */}
              <p className="mt-1 text-muted" data-testid="family-covered">
                {status.dependentsCount > 0
                  ? t('activated.familySoFar', { count: status.dependentsCount })
                  : t('activated.familyNone')}
              </p>
            </>
          ) : null}
        </div>
      </div>

      <p className="max-w-prose text-lg">{justActivated ? t('activated.body') : t('current.body')}</p>

      {payment && paidOn ? (
        <p className="rounded-xl border border-border bg-surface-raised px-4 py-3 text-muted">
          {payment.provider === 'test' ? (
            t('activated.testReceipt', { date: paidOn })
          ) : (
            <>
              {t('activated.receiptPrefix')}{' '}
              <Price priceCents={payment.amountCents} currency={payment.currency} />
              {' · '}
              {paidOn}
            </>
          )}
        </p>
      ) : null}

      {askEmergencySetup ? (
        <EmergencySetupSection />
      ) : (
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/dashboard" size="lg">
            {t('activated.dashboard')}
          </ButtonLink>
          {status.dependentsIncluded > 0 ? (
            <ButtonLink to={FAMILY_PATH} size="lg" variant="secondary">
              {status.dependentsCount > 0 ? t('activated.manageFamily') : t('activated.family')}
            </ButtonLink>
          ) : null}
        </div>
      )}
    </div>
  );
}
