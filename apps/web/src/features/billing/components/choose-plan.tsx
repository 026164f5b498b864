import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { PlanChoice } from './plan-choice.tsx';
import type { ReturnNoticeKind } from './return-notice.tsx';

export type ChoosePlanProps = {
  notice: ReturnNoticeKind | null;
  state: 'loading' | 'error' | 'ready';
  testMode: boolean;
  onRetry: () => void;
  onAlreadyPaid: () => void;
};

/** "Choose your plan": the page heading, then the plans (or why they cannot show yet). */
export function ChoosePlan({ notice, state, testMode, onRetry, onAlreadyPaid }: ChoosePlanProps) {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('title'));
  return (
    <>
      <header>
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('lead')}</p>
      </header>
      {state === 'loading' ? (
        <LoadingMessage label={t('loading')} className="py-10" />
      ) : state === 'error' ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface-raised p-5"
        >
          <p>{t('loadError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <PlanChoice notice={notice} testMode={testMode} onAlreadyPaid={onAlreadyPaid} />
      )}
    </>
  );
}
