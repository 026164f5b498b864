import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { BadgeCheck, FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatListingDate } from '../../../lib/public-listing-format.ts';

/**
 * Issue 13, point 5: a clear line between an entry copied from the organisation's own public pages and one Amparo
 * checked with the organisation itself. Neither is a promise about the help itself; both say when. An entry nobody
 * has checked since it was written down says the day it was added, not "last checked" (issue 24, point 2).
 */
export function ProvenanceLine({
  organization,
}: {
  organization: Pick<LegalOrganization, 'verified_at' | 'last_checked_on' | 'added_on'>;
}) {
  const { t, i18n } = useTranslation('legal-aid');
  if (organization.verified_at) {
    return (
      <p className="flex items-start gap-2 font-semibold text-success text-sm" data-testid="provenance">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('entry.verified', { date: formatListingDate(organization.verified_at, i18n.language) })}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-muted text-sm" data-testid="provenance">
      <FileSearch aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {organization.last_checked_on
        ? t('entry.listed', { date: formatListingDate(organization.last_checked_on, i18n.language) })
        : t('entry.added', { date: formatListingDate(organization.added_on, i18n.language) })}
    </p>
  );
}
