import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { OrganizationCard } from './organization-card.tsx';

type RegistryResultsProps = {
  organizations: readonly LegalOrganization[];
  onClear: () => void;
  headingLevel?: 'h2' | 'h3';
  /**
   * How many entries show before "Show all": a long list of cards is tens of phone screens, and what follows it
   * (the lawyers, the scam warning) must not be out of reach. Unset: every entry.
   */
  initialLimit?: number;
};

/** The filtered entries, how many, in what order and why; an empty list says what to try instead. */
export function RegistryResults({
  organizations,
  onClear,
  headingLevel = 'h2',
  initialLimit,
}: RegistryResultsProps) {
  const { t } = useTranslation('legal-aid');
  const [expanded, setExpanded] = useState(false);
  const limited = !expanded && initialLimit !== undefined && organizations.length > initialLimit;
  const shown = limited ? organizations.slice(0, initialLimit) : organizations;
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
        <>
          <ul className="flex flex-col gap-4">
            {shown.map((organization) => (
              <li key={organization.id}>
                <OrganizationCard organization={organization} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
          {limited ? (
            <Button variant="secondary" className="self-start" onClick={() => setExpanded(true)}>
              {t('registry.showAll', { total: organizations.length })}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
