import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { FAMILY_PATH } from './plan-overview.tsx';

/**
 * `/payment` for someone whose Full Protection comes from a family (issue 12): no plans to buy, only where the
 * plan comes from and what happens if they leave.
 */
export function FamilyCoverageOverview() {
  const { t } = useTranslation('billing');
  const title = t('familyCoverage.title');
  useDocumentTitle(title);
  return (
    <div className="flex flex-col items-start gap-6">
      <div className="flex items-start gap-4 max-[359px]:flex-col max-[359px]:gap-2">
        <Users aria-hidden="true" className="mt-1 size-10 shrink-0 text-success sm:size-12" />
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      </div>
      <p className="max-w-prose text-lg">{t('familyCoverage.bodyNoName')}</p>
      <p className="max-w-prose text-muted">{t('familyCoverage.ifYouLeave')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={FAMILY_PATH} size="lg">
          {t('familyCoverage.family')}
        </ButtonLink>
        <ButtonLink to="/dashboard" size="lg" variant="secondary">
          {t('activated.dashboard')}
        </ButtonLink>
      </div>
    </div>
  );
}
