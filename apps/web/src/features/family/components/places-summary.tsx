import { FAMILY_PLACES_BESIDES_HOLDER, FAMILY_SIZE_LIMIT } from '@amparo/contract/family/family-limits';
import type { FamilyPlaces } from '@amparo/contract/family/family-models';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The places of a family with none taken yet: only the holder. */
export const EMPTY_PLACES: FamilyPlaces = {
  total: FAMILY_SIZE_LIMIT,
  members: 0,
  dependents: 0,
  pending_invitations: 0,
  left: FAMILY_PLACES_BESIDES_HOLDER,
};

/** "3 of 5 people": the holder plus everyone covered or invited, as the server counts them. */
export function PlacesSummary({ places }: { places: FamilyPlaces }) {
  const { t } = useTranslation('family');
  const titleId = useId();
  const used = places.total - places.left;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-primary-soft p-4 sm:p-6">
      <h2 id={titleId} className="font-semibold text-lg">
        {t('places.title')}
      </h2>
      <p className="font-bold text-2xl" data-testid="family-places">
        {t('places.used', { used, total: places.total })}
      </p>
      <meter min={0} max={places.total} value={used} aria-hidden="true" className="h-3 w-full" />
      <p>{places.left > 0 ? t('places.left', { number: places.left }) : t('places.full')}</p>
      {places.pending_invitations > 0 ? <p className="text-muted text-sm">{t('places.note')}</p> : null}
    </section>
  );
}
