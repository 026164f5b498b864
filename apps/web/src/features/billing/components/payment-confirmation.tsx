import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQueryKey } from '../../../lib/account/profile-provider.tsx';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { isConfirmationSettled, useBillingStatus } from '../api/get-billing-status.ts';
import { ChoosePlan } from './choose-plan.tsx';
import { PlanOverview } from './plan-overview.tsx';

/** After this long without an answer, the page says so calmly and stops asking on its own. */
export const CONFIRMATION_PATIENCE_MS = 60_000;

/**
 * Back from the checkout with `?status=success`: the webhook grants the plan, usually within a second or two,
 * so this asks until the plan shows ("<plan> activated"), or the checkout ends unpaid (back to the plans).
 */
export function PaymentConfirmation({ checkoutId }: { checkoutId: string | null }) {
  const { t } = useTranslation('billing');
  const [patient, setPatient] = useState(true);
  const status = useBillingStatus({ checkoutId, poll: patient });
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const hasAccess = status.data?.hasAccess === true;

  useEffect(() => {
    if (isConfirmationSettled(status.data)) return;
    const timer = window.setTimeout(() => setPatient(false), CONFIRMATION_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [status.data]);

  // Every screen that reads the profile (dashboard, Limited Access banner) must see the new plan at once.
  useEffect(() => {
    if (hasAccess && userId) void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
  }, [hasAccess, userId, queryClient]);

  const data = status.data;
  if (data?.hasAccess) return <PlanOverview status={data} justActivated />;
  if (data?.checkout?.status === 'failed' || data?.checkout?.status === 'expired') {
    return (
      <ChoosePlan
        notice={data.checkout.status === 'failed' ? 'declined' : 'cancelled'}
        state="ready"
        testMode={data.testMode}
        onRetry={() => void status.refetch()}
        onAlreadyPaid={() => void status.refetch()}
      />
    );
  }
  if (!patient || status.isError) {
    return (
      <ConfirmationDelayed
        onCheckAgain={() => {
          setPatient(true);
          void status.refetch();
        }}
      />
    );
  }
  return <Confirming label={t('confirming.title')} />;
}

function Confirming({ label }: { label: string }) {
  const { t } = useTranslation('billing');
  useDocumentTitle(label);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
      <Spinner className="size-10" />
      <h1 className="font-bold text-2xl">{label}</h1>
      <p className="max-w-prose text-muted">{t('confirming.body')}</p>
    </div>
  );
}

function ConfirmationDelayed({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('confirming.slowTitle'));
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <h1 className="font-bold text-2xl sm:text-3xl">{t('confirming.slowTitle')}</h1>
      <p className="max-w-prose text-lg">{t('confirming.slowBody')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={onCheckAgain}>
          {t('confirming.checkAgain')}
        </Button>
        <ButtonLink to="/dashboard" size="lg" variant="secondary">
          {t('activated.dashboard')}
        </ButtonLink>
      </div>
    </div>
  );
}
