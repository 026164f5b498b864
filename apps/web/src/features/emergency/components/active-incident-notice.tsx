import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { useIncidents } from '../api/incidents.ts';

/**
 * "An alert is active" with the way to its response screen. Its own file so /emergency can load it after the
 * contacts: the incidents' schemas (zod) are not needed to paint the page (issue 24, point 8).
 */
export function ActiveIncidentNotice() {
  const { t } = useTranslation('emergency');
  const incidents = useIncidents();
  const active = incidents.data?.incidents.some((incident) => incident.status === 'active') ?? false;
  if (!active) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-primary-soft p-3">
      <p className="font-semibold text-foreground">{t('page.activeIncident')}</p>
      <ButtonLink to="/emergency-response" variant="secondary">
        {t('page.openResponse')}
        <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </ButtonLink>
    </div>
  );
}
