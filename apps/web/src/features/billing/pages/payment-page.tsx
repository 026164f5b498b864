import { ZCheckoutSessionId } from '@amparo/contract/billing/billing-models';
import {
  isPaymentReturnStatus,
  RETURN_SESSION_PARAM,
  RETURN_STATUS_PARAM,
  TEST_CHECKOUT_PARAM,
} from '@amparo/contract/billing/payment-paths';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { useSearchParams } from '../../../lib/router/index.ts';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useBillingStatus } from '../api/get-billing-status.ts';
import { ChoosePlan } from '../components/choose-plan.tsx';
import {
  EMERGENCY_STEP_PARAM,
  EMERGENCY_STEP_VALUE,
  EmergencySetupStep,
} from '../components/emergency-setup-prompt.tsx';
import { FamilyCoverageOverview } from '../components/family-coverage-overview.tsx';
import { PaymentConfirmation } from '../components/payment-confirmation.tsx';
import { PlanOverview } from '../components/plan-overview.tsx';
import { TestCheckout } from '../components/test-checkout.tsx';

function checkoutIdFrom(value: string | null): string | null {
  return value !== null && ZCheckoutSessionId.safeParse(value).success ? value : null;
}

/**
 * `/payment` (spec §2): the plans and the way to pay for Full Protection. The query string says which step:
 * `?checkout=<id>` the test checkout, `?status=success` the confirmation, `?status=cancelled|declined` the
 * plans again with a note that nothing changed, `?step=emergency-tools` the question that follows Basic.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const testCheckoutId = checkoutIdFrom(params.get(TEST_CHECKOUT_PARAM));
  const returnStatus = params.get(RETURN_STATUS_PARAM);
  const returnedCheckoutId = checkoutIdFrom(params.get(RETURN_SESSION_PARAM));

  let content: ReactNode;
  if (params.get(EMERGENCY_STEP_PARAM) === EMERGENCY_STEP_VALUE) content = <EmergencySetupStep />;
  else if (testCheckoutId) content = <TestCheckout sessionId={testCheckoutId} />;
  else if (returnStatus === 'success') content = <PaymentConfirmation checkoutId={returnedCheckoutId} />;
  else {
    const notice = isPaymentReturnStatus(returnStatus) && returnStatus !== 'success' ? returnStatus : null;
    content = <PlansStep notice={notice} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">{content}</div>
  );
}

/** The plans, or the plan already held (no pay button), from the server's answer. */
function PlansStep({ notice }: { notice: 'cancelled' | 'declined' | null }) {
  const status = useBillingStatus();
  const refetch = status.refetch;
  const onAlreadyPaid = useCallback(() => void refetch(), [refetch]);
  const { t } = useTranslation('billing');
  const { profile } = useProfile();
  if (status.data?.hasAccess) return <PlanOverview status={status.data} justActivated={false} />;
  // Covered by a family: nothing to buy while that lasts (the server would take the payment, but it buys nothing).
  if (profile?.coverage === 'family') return <FamilyCoverageOverview />;
  // Someone who already has the plan should not glimpse "Choose your plan" while their plan loads.
  if (status.isPending && profile?.has_access)
    return <LoadingMessage label={t('loading')} className="py-10" />;
  return (
    <ChoosePlan
      notice={notice}
      state={status.isPending ? 'loading' : status.isError ? 'error' : 'ready'}
      testMode={status.data?.testMode ?? false}
      onRetry={onAlreadyPaid}
      onAlreadyPaid={onAlreadyPaid}
    />
  );
}
