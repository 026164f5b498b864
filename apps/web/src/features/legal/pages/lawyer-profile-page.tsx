import type { PublicProfessional } from '@amparo/contract/legal/professional-models';
import { MessageSquare, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { barLookup, EOIR_ROSTER_URL } from '../../../lib/professionals/bar-lookup.ts';
import { formatLegalDate } from '../../../lib/professionals/professional-words.ts';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { useParams } from '../../../lib/router/index.ts';
import { REDIRECT_PARAM } from '../../../lib/safe-redirect-path.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ExternalLink } from '../../../ui/external-link.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { SLOT, TextWithSlot } from '../../../ui/text-with-slot.tsx';
import { usePublicProfessional } from '../api/professionals-directory.ts';
import { NotarioWarning } from '../components/notario-warning.tsx';
import { ReportListingButton } from '../components/report-listing-button.tsx';
import { LawyerCard } from '../lawyers/lawyer-card.tsx';

/**
 * /lawyers/:professionalId (public, issue 13, point 2): a verified professional's profile — everything on the card,
 * their own words, their bar numbers (so a reader can check the state bar themselves), what Amparo checked and
 * when, published reviews, and the way to ask for a consultation.
 */
export function LawyerProfilePage() {
  return (
    <WithQueryClient>
      <LawyerProfile />
    </WithQueryClient>
  );
}

function LawyerProfile() {
  const { t } = useTranslation('lawyers');
  const { professionalId = '' } = useParams();
  const profile = usePublicProfessional(professionalId);
  const { status } = useSession();
  useDocumentTitle(profile.data?.full_name ?? t('profile.loading'));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {profile.data ? (
        <ProfileContent professional={profile.data} />
      ) : profile.isError ? (
        profile.error instanceof ApiRequestError &&
        (profile.error.status === 404 || profile.error.status === 400) ? (
          <div className="flex flex-col gap-4">
            <h1 className="font-bold text-3xl tracking-tight">{t('profile.notFound')}</h1>
            <p className="max-w-prose">{t('profile.notFoundBody')}</p>
            <ButtonLink
              to={status === 'signed-in' ? '/legal-hub?tab=lawyers' : '/legal-aid'}
              className="self-start"
            >
              {t('profile.backToSearch')}
            </ButtonLink>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <FormAlert tone="error">{t('profile.loadError')}</FormAlert>
            <Button className="self-start" onClick={() => void profile.refetch()}>
              {t('find.tryAgain')}
            </Button>
          </div>
        )
      ) : (
        <LoadingMessage label={t('profile.loading')} className="min-h-40 py-10" />
      )}
    </div>
  );
}

function ProfileContent({ professional }: { professional: PublicProfessional }) {
  const { t, i18n } = useTranslation('lawyers');
  const { t: tStates } = useTranslation('us-states');
  const { session, status } = useSession();
  const language = i18n.language;
  const own = session?.user.id === professional.id;
  const requestPath = `/legal-hub/consult/${professional.id}`;
  const signInPath = `/auth?${new URLSearchParams({ [REDIRECT_PARAM]: requestPath }).toString()}`;
  const attorney = professional.kind === 'attorney';
  const checkedDate = formatLegalDate(professional.verification.verified_at, language);

  return (
    <>
      {own ? <FormAlert tone="info">{t('profile.ownListing')}</FormAlert> : null}
      <LawyerCard professional={professional} headingLevel={1} />

      {own ? null : (
        <section
          aria-labelledby="lawyer-request"
          className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-primary-soft p-4 sm:p-5"
        >
          <h2 id="lawyer-request" className="font-bold text-xl">
            {t('profile.requestTitle')}
          </h2>
          <p>{t('profile.requestBody')}</p>
          <ButtonLink
            to={status === 'signed-in' ? requestPath : signInPath}
            size="lg"
            className="self-stretch sm:self-start"
          >
            <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
            {status === 'signed-in' ? t('profile.request') : t('profile.signInToRequest')}
          </ButtonLink>
        </section>
      )}

      {professional.bio || professional.website ? (
        <section aria-labelledby="lawyer-about" className="flex flex-col gap-2">
          <h2 id="lawyer-about" className="font-bold text-xl">
            {t('profile.about')}
          </h2>
          {professional.bio ? (
            <p dir="auto" className="max-w-prose whitespace-pre-line break-words">
              {professional.bio}
            </p>
          ) : null}
          {professional.website ? (
            <p>
              <span className="font-semibold">{t('profile.website')}: </span>
              <a
                href={professional.website}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="break-all text-primary underline underline-offset-4"
              >
                <bdi>{professional.website}</bdi>
              </a>
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="lawyer-checked" className="flex flex-col gap-3">
        <h2 id="lawyer-checked" className="font-bold text-xl">
          {t('profile.checkedTitle')}
        </h2>
        <p>
          {/* The source is the owner's own words, often English: kept apart from the sentence around it. */}
          <TextWithSlot
            text={t(attorney ? 'profile.checkedAttorney' : 'profile.checkedRepresentative', {
              source: SLOT,
              date: checkedDate,
            })}
            slot={<bdi>{professional.verification.source}</bdi>}
          />
        </p>
        <p className="text-muted">
          {t('profile.checkedUntil', {
            date: formatLegalDate(professional.verification.expires_at, language),
          })}
        </p>
        {attorney ? (
          <>
            <h3 className="font-semibold">{t('profile.barAdmissions')}</h3>
            <ul className="flex flex-col gap-3">
              {professional.bar_admissions.map((admission) => {
                const lookup = barLookup(admission.state);
                return (
                  <li key={admission.state} className="flex flex-col gap-1 rounded-xl bg-surface p-3">
                    <span className="font-semibold">
                      {t('profile.barAdmission', {
                        state: tStates(`names.${admission.state}` as 'names.CA'),
                        number: `\u2066${admission.bar_number}\u2069`,
                      })}
                    </span>
                    <span className="text-muted">
                      {t('profile.checkYourself')}{' '}
                      {lookup ? (
                        <ExternalLink href={lookup.url}>
                          {t('profile.checkWith', { name: lookup.name })}
                        </ExternalLink>
                      ) : (
                        t('profile.checkOtherState')
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <>
            <h3 className="font-semibold">{t('profile.organizationTitle')}</h3>
            <p>
              <bdi>{professional.recognized_organization}</bdi>
            </p>
            <ExternalLink href={EOIR_ROSTER_URL} className="self-start">
              {t('profile.checkRoster')}
            </ExternalLink>
          </>
        )}
      </section>

      <section aria-labelledby="lawyer-reviews" className="flex flex-col gap-3">
        <h2 id="lawyer-reviews" className="font-bold text-xl">
          {t('profile.reviewsTitle')}
        </h2>
        {professional.reviews.length === 0 ? (
          <p className="text-muted">{t('profile.reviewsNone')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {professional.reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 rounded-xl border border-border p-3">
                <p className="flex items-center gap-1 font-semibold">
                  <Star aria-hidden="true" className="size-4 shrink-0 fill-current text-warning" />
                  {t('profile.reviewStars', { rating: review.rating })}
                  <span className="font-normal text-muted">
                    {' '}
                    · {formatLegalDate(review.created_on, language)}
                  </span>
                </p>
                <p dir="auto" lang={review.language} className="whitespace-pre-line break-words">
                  {review.text}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <NotarioWarning />
      <div className="flex flex-wrap items-center gap-3">
        <ReportListingButton
          targetKind="professional"
          targetId={professional.id}
          targetName={professional.full_name}
        />
        <ButtonLink to={status === 'signed-in' ? '/legal-hub?tab=lawyers' : '/legal-aid'} variant="ghost">
          {t('profile.backToSearch')}
        </ButtonLink>
      </div>
    </>
  );
}
