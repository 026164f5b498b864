import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { OrganizationCard } from './organization-card.tsx';

type RegistryResultsProps = {
  organizations: readonly LegalOrganization[];
  onClear: () => void;
  headingLevel?: 'h2' | 'h3';
};

/** The filtered entries, how many, in what order and why; an empty list says what to try instead. */
export function RegistryResults({ organizations, onClear, headingLevel = 'h2' }: RegistryResultsProps) {
  const { t } = useTranslation('legal-aid');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p role="status" className="font-semibold" data-testid="registry-count">
          {t('registry.count', { count: organizations.length })}
        </p>
        <p className="text-muted text-sm">{t('registry.order')}</p>
      </div>
      {organizations.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-border border-dashed p-6">
          <SearchX aria-hidden="true" className="size-8 text-muted" />
          <p className="font-bold text-lg">{t('registry.empty.title')}</p>
          <p className="max-w-prose">{t('registry.empty.body')}</p>
          <Button variant="secondary" onClick={onClear}>
            {t('registry.filters.clear')}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {organizations.map((organization) => (
            <li key={organization.id}>
              <OrganizationCard organization={organization} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
