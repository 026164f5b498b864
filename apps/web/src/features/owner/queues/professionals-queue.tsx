import {
  CANNOT_DECIDE_OWN_LISTING,
  PROFESSIONAL_STATUS_CONFLICT,
} from '@amparo/contract/legal/decide-professional';
import {
  PROFESSIONAL_LISTING_STATES,
  type ProfessionalListingState,
} from '@amparo/contract/legal/legal-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import {
  type ProfessionalDecisionInput,
  useDecideProfessional,
  useProfessionalsQueue,
} from '../api/professionals-queue.ts';
import { ProfessionalQueueItem } from './professional-queue-item.tsx';

/**
 * The owner's verification queue (issue 13, point 1): pending listings first, each with what is needed to look the
 * licence up and a warning when its bar number is claimed by another account; verify, reject, suspend, reinstate.
 */
export function ProfessionalsQueue() {
  const { t } = useTranslation('lawyers');
  const filterId = useId();
  const [filter, setFilter] = useState<ProfessionalListingState | ''>('');
  const queue = useProfessionalsQueue(filter);
  const decide = useDecideProfessional();
  const [deciding, setDeciding] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onDecide = (decision: ProfessionalDecisionInput) => {
    setDone(null);
    setDeciding(decision.id);
    decide.mutate(decision, {
      onSuccess: (result) =>
        setDone(t(`queue.done.${decision.action}`, { name: result.professional.full_name })),
      onSettled: () => setDeciding(null),
    });
  };

  const decisionError =
    decide.error instanceof ApiRequestError && decide.error.code === PROFESSIONAL_STATUS_CONFLICT
      ? t('queue.errors.conflict')
      : decide.error instanceof ApiRequestError && decide.error.code === CANNOT_DECIDE_OWN_LISTING
        ? t('queue.errors.self')
        : decide.error
          ? t('queue.errors.failed')
          : null;

  return (
    <section aria-labelledby="professionals-queue" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id="professionals-queue" className="font-bold text-2xl">
          {t('queue.title')}
        </h2>
        <p className="max-w-prose">{t('queue.intro')}</p>
        {queue.data ? (
          <p className="font-semibold">{t('queue.pendingCount', { count: queue.data.pending_count })}</p>
        ) : null}
      </div>
      <div className="flex max-w-xs flex-col gap-1.5">
        <label htmlFor={filterId} className="font-semibold">
          {t('queue.filter')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => setFilter(event.target.value as ProfessionalListingState | '')}
          className={inputClassName}
        >
          <option value="">{t('queue.filterAll')}</option>
          {PROFESSIONAL_LISTING_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`queue.states.${state}`)}
            </option>
          ))}
        </select>
      </div>

      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {decisionError ? <FormAlert tone="error">{decisionError}</FormAlert> : null}

      {queue.data ? (
        queue.data.professionals.length === 0 ? (
          <p className="rounded-2xl border border-border border-dashed p-5">{t('queue.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {queue.data.professionals.map((professional) => (
              <li key={professional.id}>
                <ProfessionalQueueItem
                  professional={professional}
                  pending={deciding === professional.id}
                  onDecide={onDecide}
                />
              </li>
            ))}
          </ul>
        )
      ) : queue.isError ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{t('queue.loadError')}</FormAlert>
          <Button className="self-start" onClick={() => void queue.refetch()}>
            {t('queue.tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('queue.loading')} className="min-h-32 py-6" />
      )}
    </section>
  );
}
