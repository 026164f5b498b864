import type { TestCheckoutAction } from '@amparo/contract/billing/finish-test-checkout';
import { PAYMENT_PATH } from '@amparo/contract/billing/payment-paths';
import { CreditCard } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect-path.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage, Spinner } from '../../../ui/loading.tsx';
import { Price } from '../../../ui/price.tsx';
import { useFinishTestCheckout } from '../api/finish-test-checkout.ts';
import { useTestCheckout } from '../api/get-test-checkout.ts';
import { PRICE_SLOT, PriceSentence } from './price.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';

/**
 * The built-in test checkout, standing in for Stripe's page when no Stripe keys are set. Every state of it is
 * marked TEST MODE. Its buttons only ask the server to send the webhook event Stripe would send; the page then
 * goes where Stripe would send the person back to.
 */
export function TestCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('testCheckout.title'));
  const checkout = useTestCheckout(sessionId);
  const finish = useFinishTestCheckout(sessionId);
  const navigate = useNavigate();
  const titleId = useId();

  const run = (action: TestCheckoutAction) =>
    finish.mutate(action, {
      // Replaced, not pushed: Back from the result must not reopen a checkout that is closed.
      onSuccess: ({ returnPath }) => navigate(safeRedirectPath(returnPath, PAYMENT_PATH), { replace: true }),
    });

  let body: ReactNode;
  if (checkout.isPending) {
    body = <LoadingMessage label={t('testCheckout.loading')} className="py-10" />;
  } else if (checkout.isError || checkout.data.status !== 'open') {
    const kind =
      checkout.error instanceof ApiRequestError && checkout.error.status === 404 ? 'notFound' : 'closed';
    const failedToLoad = checkout.isError && kind === 'closed';
    body = (
      <div className="flex flex-col items-start gap-3">
        <h2 className="font-bold text-xl">
          {t(failedToLoad ? 'testCheckout.loadError.title' : `testCheckout.${kind}.title`)}
        </h2>
        <p>{t(failedToLoad ? 'testCheckout.loadError.body' : `testCheckout.${kind}.body`)}</p>
        <ButtonLink to={PAYMENT_PATH} variant="secondary" replace>
          {t('testCheckout.backToPlans')}
        </ButtonLink>
      </div>
    );
  } else {
    const session = checkout.data;
    const busy = finish.isPending || finish.isSuccess;
    const price = <Price priceCents={session.amountCents} currency={session.currency} />;
    body = (
      <>
        <div className="border-border border-b pb-5">
          <dl className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <dt className="text-muted">{t('testCheckout.product')}</dt>
              <dd className="font-semibold">{t(`plans.${session.planId}.name`)}</dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <dt className="text-muted">{t('testCheckout.total')}</dt>
              <dd className="font-bold text-3xl">{price}</dd>
            </div>
          </dl>
          <p className="mt-3 text-muted text-sm">{t(`plans.${session.planId}.billing`)}</p>
        </div>
        <div className="flex flex-col gap-3 pt-5">
          <Button
            size="lg"
            className="w-full"
            disabled={busy}
            aria-busy={finish.variables === 'complete' && busy}
            onClick={() => run('complete')}
          >
            {finish.variables === 'complete' && busy ? (
              <Spinner className="size-5 text-primary-foreground" />
            ) : (
              <CreditCard aria-hidden="true" className="size-5" />
            )}
            <PriceSentence
              text={t('testCheckout.pay', { price: PRICE_SLOT })}
              priceCents={session.amountCents}
              currency={session.currency}
            />
          </Button>
          <Button
            size="lg"
            variant="secondary"
            className="w-full"
            disabled={busy}
            onClick={() => run('decline')}
          >
            {t('testCheckout.decline')}
          </Button>
          <Button size="lg" variant="ghost" className="w-full" disabled={busy} onClick={() => run('cancel')}>
            {t('testCheckout.cancel')}
          </Button>
          {finish.isError ? (
            <p role="alert" className="rounded-xl border border-border border-s-4 border-s-warning p-3">
              {finish.error instanceof ApiRequestError && finish.error.code === 'checkout_closed'
                ? t('testCheckout.closed.body')
                : t('testCheckout.error')}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <TestModeNotice message="checkout" />
      <section
        aria-labelledby={titleId}
        className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
      >
        <h1 id={titleId} className="mb-5 font-bold text-2xl">
          {t('testCheckout.title')}
        </h1>
        {body}
      </section>
    </div>
  );
}
