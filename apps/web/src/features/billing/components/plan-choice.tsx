import { PLANS } from '@amparo/contract/billing/plans';
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { useCreateCheckout } from '../api/create-checkout.ts';
import { checkoutDestination } from '../checkout-destination.ts';
import { EMERGENCY_STEP_PATH, useEmergencyQuestionPending } from './emergency-setup-prompt.tsx';
import { PlanCard } from './plan-card.tsx';
import { PRICE_SLOT, PriceSentence } from './price.tsx';
import { ReturnNotice, type ReturnNoticeKind } from './return-notice.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';

export const DASHBOARD_PATH = '/dashboard';

type CheckoutProblem = 'network' | 'notEligible' | 'rateLimited' | 'generic';

function problemOf(error: unknown): CheckoutProblem {
  if (error instanceof TypeError) return 'network';
  if (error instanceof ApiRequestError) {
    if (error.code === 'not_eligible') return 'notEligible';
    if (error.status === 429) return 'rateLimited';
    if (error.status === 502 || error.status === 503) return 'network';
  }
  return 'generic';
}

type PlanChoiceProps = {
  /** Shown above the plans when a checkout came back without a payment. */
  notice: ReturnNoticeKind | null;
  testMode: boolean;
  /** Called when the server says the plan is already paid: the page then shows it. */
  onAlreadyPaid: () => void;
};

/** The plans, Basic free forever and Full Protection paid once; choosing one continues or opens the checkout. */
export function PlanChoice({ notice, testMode, onAlreadyPaid }: PlanChoiceProps) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const [leaving, setLeaving] = useState(false);
  const problem = checkout.error ? problemOf(checkout.error) : null;
  const problemRef = useRef<HTMLParagraphElement>(null);
  // Basic needs no payment, so the first run's next question ("Set up your emergency tools now?") comes at once.
  const basicNext = useEmergencyQuestionPending() ? EMERGENCY_STEP_PATH : DASHBOARD_PATH;

  useEffect(() => {
    if (checkout.error instanceof ApiRequestError && checkout.error.code === 'already_paid') onAlreadyPaid();
  }, [checkout.error, onAlreadyPaid]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const startCheckout = () => {
    const locale: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
    checkout.mutate(
      { planId: 'full_protection', locale },
      {
        onSuccess: ({ url }) => {
          const destination = checkoutDestination(url, window.location.origin);
          if (!destination) {
            console.error('The checkout URL was refused', url);
            return;
          }
          if (destination.kind === 'app') {
            navigate(destination.path);
            return;
          }
          // Stripe's page: the button stays busy until the browser has left.
          setLeaving(true);
          window.location.assign(destination.url);
        },
      },
    );
  };
  const busy = checkout.isPending || leaving;
  const full = PLANS.full_protection;

  return (
    <div className="flex flex-col gap-6">
      {notice ? <ReturnNotice kind={notice} /> : null}
      {testMode ? <TestModeNotice message="plans" /> : null}
      <ul className="grid gap-6 md:grid-cols-2">
        <PlanCard
          plan={PLANS.basic}
          action={
            <Button
              size="lg"
              variant="secondary"
              className="w-full"
              disabled={busy}
              onClick={() => navigate(basicNext)}
            >
              {t('plans.basic.action')}
            </Button>
          }
        />
        <PlanCard
          plan={full}
          action={
            <div className="flex flex-col gap-3">
              <Button size="lg" className="w-full" aria-busy={busy} disabled={busy} onClick={startCheckout}>
                {busy ? (
                  <>
                    <Spinner className="size-5 text-primary-foreground" />
                    {t('checkout.opening')}
                  </>
                ) : (
                  <PriceSentence
                    text={t('plans.full_protection.action', { price: PRICE_SLOT })}
                    priceCents={full.priceCents}
                    currency={full.currency}
                  />
                )}
              </Button>
              <p className="flex items-start gap-2 text-muted text-sm">
                <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {testMode ? t('plans.testSecureNote') : t('plans.secureNote')}
              </p>
            </div>
          }
        />
      </ul>
      {problem && !(checkout.error instanceof ApiRequestError && checkout.error.code === 'already_paid') ? (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-border border-s-4 border-s-warning bg-surface-raised p-4"
        >
          {t(`checkout.errors.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
