import type { OwnProfessionalListing } from '@amparo/contract/legal/get-professional-profile';
import { BadgeCheck, CircleAlert, Clock, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLegalDate } from '../../../lib/professionals/professional-words.ts';
import { Link } from '../../../lib/router/index.ts';

/** Where the listing stands, in plain words: what happens next, and why when the owner refused it. */
export function ListingState({ listing }: { listing: OwnProfessionalListing | null }) {
  const { t, i18n } = useTranslation('lawyers');
  const language = i18n.language;
  const state = listing?.listing_state ?? null;
  const tone =
    state === 'verified'
      ? 'border-success'
      : state === 'suspended' || state === 'rejected' || state === 'expired'
        ? 'border-warning'
        : 'border-primary';
  const icon =
    state === 'verified' ? (
      <BadgeCheck aria-hidden="true" className="size-6 text-success" />
    ) : state === 'pending' || state === null ? (
      <Clock aria-hidden="true" className="size-6 text-primary" />
    ) : state === 'expired' ? (
      <EyeOff aria-hidden="true" className="size-6 text-warning" />
    ) : (
      <CircleAlert aria-hidden="true" className="size-6 text-warning" />
    );
  const verification = listing?.verification;

  return (
    <section
      aria-labelledby="listing-state"
      className={`flex gap-3 rounded-2xl border-2 border-s-8 bg-surface-raised p-4 ${tone}`}
      data-testid="listing-state"
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id="listing-state" className="font-bold text-lg">
          {t('listing.state.title')}
        </h2>
        {state === null ? <p>{t('listing.state.none')}</p> : null}
        {state === 'pending' ? <p>{t('listing.state.pending')}</p> : null}
        {state === 'verified' && verification ? (
          <>
            <p>
              {t('listing.state.verified', {
                verified: formatLegalDate(verification.verified_at, language),
                until: formatLegalDate(verification.expires_at, language),
              })}
            </p>
            <Link
              to={`/lawyers/${listing?.id}`}
              className="self-start font-semibold text-primary underline underline-offset-4"
            >
              {t('listing.state.seePublic')}
            </Link>
          </>
        ) : null}
        {state === 'expired' ? (
          <p>
            {t('listing.state.expired', {
              until: verification ? formatLegalDate(verification.expires_at, language) : '',
            })}
          </p>
        ) : null}
        {state === 'suspended' || state === 'rejected' ? (
          <>
            <p>{t(state === 'suspended' ? 'listing.state.suspended' : 'listing.state.rejected')}</p>
            {listing?.status_reason ? (
              <p className="whitespace-pre-line break-words" dir="auto">
                {t('listing.state.reason', { reason: listing.status_reason })}
              </p>
            ) : null}
            <p>{t(state === 'suspended' ? 'listing.state.suspendedNext' : 'listing.state.rejectedNext')}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
