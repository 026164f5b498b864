import { FAMILY_PLAN_FIELD_NAMES } from '@amparo/contract/emergency/preparedness-plan';
import { ClipboardList, Pencil, Printer } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import {
  usePreparednessPlan,
  useSavePreparednessPlan,
} from '../../../lib/preparedness-plan/use-preparedness-plan.ts';
import { Link } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { PrintOnly, usePrintRequest } from '../../../ui/print-only.tsx';
import { useDependents } from '../dependents/dependents-api.ts';
import { CaregiverList } from '../dependents/dependents-section.tsx';
import { CaregiverAuthorizationInfo } from './caregiver-authorization.tsx';
import { FamilyPlanForm, planRequestWith } from './family-plan-form.tsx';
import { PrintableFamilyPlan } from './printable-family-plan.tsx';

// The family emergency plan (issue 12, point 5): the preparedness plan of the emergency toolkit, extended with
// where the family meets, who keeps copies of which documents, the numbers to know and what to tell the school,
// and with each child's caregivers. Both are kept on the device after one visit (lib/preparedness-plan and
// dependents-cache.ts), so the plan opens and prints with no network.

type FamilyEmergencyPlanSectionProps = { className?: string };

export function FamilyEmergencyPlanSection({ className = '' }: FamilyEmergencyPlanSectionProps) {
  const { t } = useTranslation('family-plan');
  const headingId = useId();
  const online = useOnlineStatus();
  const planQuery = usePreparednessPlan();
  const dependentsQuery = useDependents();
  const save = useSavePreparednessPlan();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  // Ctrl+P on /family prints the plan too, not the invite form and the buttons around it.
  const { printing, print } = usePrintRequest({ onBrowserPrint: true });
  const plan = planQuery.data;
  const dependents = dependentsQuery.data ?? [];
  const hasFamilyFields = plan ? FAMILY_PLAN_FIELD_NAMES.some((name) => plan[name] !== null) : false;

  let planBody: ReactNode;
  if (!plan && planQuery.isPending) {
    planBody = <LoadingMessage label={t('plan.loading')} className="min-h-24" />;
  } else if (!plan) {
    planBody = (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t('plan.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void planQuery.refetch()}>
          {t('dependents.retry')}
        </Button>
      </div>
    );
  } else if (editing) {
    planBody = (
      <FamilyPlanForm
        plan={plan}
        pending={save.isPending}
        disabled={!online}
        onCancel={() => setEditing(false)}
        onSubmit={(values) => {
          setOutcome(null);
          save.mutate(planRequestWith(plan, values), {
            onSuccess: () => {
              setEditing(false);
              setOutcome('saved');
            },
            onError: (error) => {
              console.error('The family plan could not be saved', error);
              setOutcome('failed');
            },
          });
        }}
      />
    );
  } else {
    planBody = (
      <div className="flex flex-col gap-4">
        {hasFamilyFields ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {FAMILY_PLAN_FIELD_NAMES.map((name) => (
              <div key={name} className="flex flex-col gap-1">
                <dt className="font-semibold">{t(`plan.fields.${name}.label`)}</dt>
                <dd dir="auto" className="whitespace-pre-line text-start">
                  {plan[name] ?? <span className="text-muted">{t('plan.notSet')}</span>}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="max-w-prose">{t('plan.empty')}</p>
        )}
        <Button
          variant={hasFamilyFields ? 'secondary' : 'primary'}
          size="lg"
          className="self-start"
          disabled={!online}
          onClick={() => {
            setOutcome(null);
            setEditing(true);
          }}
        >
          {hasFamilyFields ? (
            <Pencil aria-hidden="true" className="size-5" />
          ) : (
            <ClipboardList aria-hidden="true" className="size-5" />
          )}
          {hasFamilyFields ? t('plan.edit') : t('plan.start')}
        </Button>
      </div>
    );
  }

  return (
    <section id="family-plan" aria-labelledby={headingId} className={`flex flex-col gap-5 ${className}`}>
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="font-bold text-2xl text-foreground">
          {t('title')}
        </h2>
        <p className="max-w-prose text-muted">{t('plan.intro')}</p>
      </header>
      <div aria-live="polite">
        {outcome === 'saved' ? (
          <FormAlert tone="success">
            <span role="status">{t('plan.saved')}</span>
          </FormAlert>
        ) : null}
        {outcome === 'failed' ? <FormAlert tone="error">{t('plan.saveFailed')}</FormAlert> : null}
        {!online ? <FormAlert tone="info">{t('plan.offline')}</FormAlert> : null}
      </div>
      {planBody}

      <section className="flex flex-col gap-3">
        <h3 className="font-bold text-xl">{t('plan.caregiversHeading')}</h3>
        {dependents.length === 0 ? (
          <p className="max-w-prose text-muted">{t('plan.noDependents')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {dependents.map((dependent) => (
              <li key={dependent.id} className="flex flex-col gap-2">
                <h4 className="font-semibold">{dependent.name}</h4>
                <CaregiverList dependent={dependent} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <CaregiverAuthorizationInfo />

      <p className="max-w-prose">
        {t('plan.restOfPlan')}{' '}
        <Link to="/emergency" className="font-semibold underline">
          {t('plan.restOfPlanLink')}
        </Link>
      </p>

      <Button variant="secondary" size="lg" className="self-start" onClick={print} disabled={!plan}>
        <Printer aria-hidden="true" className="size-5" />
        {t('plan.print')}
      </Button>
      <PrintOnly active={printing}>
        <PrintableFamilyPlan plan={plan} dependents={dependents} />
      </PrintOnly>
    </section>
  );
}
