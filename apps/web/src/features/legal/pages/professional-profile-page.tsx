import {
  type OwnProfessionalListing,
  PROFESSIONAL_ACCOUNT_REQUIRED,
} from '@amparo/contract/legal/get-professional-profile';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useProfessionalProfile } from '../api/professional-profile.ts';
import { LawyerCard } from '../lawyers/lawyer-card.tsx';
import { ListingForm } from '../professional/listing-form.tsx';
import { ListingState } from '../professional/listing-state.tsx';

/**
 * /legal-hub/professional (issue 13, point 1): a lawyer's or representative's own listing — where it stands, what
 * people see, and the form to change it.
 */
export function ProfessionalProfilePage() {
  const { t } = useTranslation('lawyers');
  useDocumentTitle(t('listing.title'));
  const profile = useProfessionalProfile();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">{t('listing.title')}</h1>
        <p className="max-w-prose text-muted">{t('listing.intro')}</p>
      </header>
      {profile.data ? (
        <ListingContent listing={profile.data.listing} />
      ) : profile.error instanceof ApiRequestError && profile.error.code === PROFESSIONAL_ACCOUNT_REQUIRED ? (
        <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-5">
          <h2 className="font-bold text-xl">{t('listing.notProfessionalTitle')}</h2>
          <p>{t('listing.notProfessionalBody')}</p>
          <ButtonLink to="/lawyers/join" variant="secondary" className="self-start">
            {t('listing.notProfessionalLink')}
          </ButtonLink>
        </section>
      ) : profile.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="error">{t('listing.loadError')}</FormAlert>
          <Button className="self-start" onClick={() => void profile.refetch()}>
            {t('find.tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('listing.loading')} className="min-h-40 py-10" />
      )}
    </div>
  );
}

function ListingContent({ listing }: { listing: OwnProfessionalListing | null }) {
  const { t } = useTranslation('lawyers');
  const shown = listing?.listing_state === 'verified';
  return (
    <>
      <ListingState listing={listing} />
      {listing ? (
        <section aria-labelledby="listing-preview" className="flex flex-col gap-3">
          <h2 id="listing-preview" className="font-bold text-xl">
            {t('listing.preview.title')}
          </h2>
          <p className="text-muted">
            {shown
              ? t('listing.preview.body')
              : `${t('listing.preview.notYet')} ${t('listing.preview.body')}`}
          </p>
          <LawyerCard professional={{ ...listing, verification: shown ? listing.verification : null }} />
        </section>
      ) : null}
      <section aria-labelledby="listing-details" className="flex flex-col gap-4">
        <h2 id="listing-details" className="font-bold text-xl">
          {t('listing.form.title')}
        </h2>
        {listing && (listing.listing_state === 'verified' || listing.listing_state === 'expired') ? (
          <FormAlert tone="info">{t('listing.state.identityWarning')}</FormAlert>
        ) : null}
        <ListingForm listing={listing} />
      </section>
    </>
  );
}
