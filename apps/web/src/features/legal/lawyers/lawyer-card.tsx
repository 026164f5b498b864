import type { FeeModel, PracticeArea, ProfessionalKind } from '@amparo/contract/legal/legal-limits';
import { BadgeCheck, Briefcase, Globe, MapPin, Star, Video, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  feeWords,
  firstConsultationWords,
  formatLegalDate,
} from '../../../lib/professionals/professional-words.ts';
import { formatListingList, listSeparator } from '../../../lib/public-listing-format.ts';
import { Link } from '../../../lib/router/index.ts';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';

/** What a card needs: a search result, a public profile, or the professional's own listing for its preview. */
export type LawyerCardData = {
  id: string;
  kind: ProfessionalKind;
  full_name: string;
  recognized_organization: string | null;
  languages: string[];
  practice_areas: PracticeArea[];
  city: string;
  state: string;
  offers_remote: boolean;
  fee_model: FeeModel;
  fee_min_cents: number | null;
  fee_max_cents: number | null;
  first_consultation_cents: number | null;
  verification: { verified_at: string } | null;
  rating?: { average: number | null; count: number };
};

type LawyerCardProps = {
  professional: LawyerCardData;
  /** The name links to the public profile (search results); not on the profile itself or a preview. */
  linkToProfile?: boolean;
  /** 1 on the profile page, where the card is the page's title. */
  headingLevel?: 1 | 2 | 3;
};

/** One line of the card: what it is (for screen readers), an icon and the words (a dl's div holds dt and dd). */
function Fact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 gap-2">
        <span className="mt-0.5 shrink-0 text-muted">{icon}</span>
        <span className="min-w-0 break-words">{children}</span>
      </dd>
    </div>
  );
}

/** A verified professional at a glance (issue 13, point 2): who, what kind, languages, cases, place, fees, check. */
export function LawyerCard({ professional, linkToProfile = false, headingLevel = 3 }: LawyerCardProps) {
  const { t, i18n } = useTranslation('lawyers');
  const { t: tStates } = useTranslation('us-states');
  const language = i18n.language;
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h3';
  const first = firstConsultationWords(t, professional.first_consultation_cents, language);
  // The city as the professional wrote it, kept apart from the words around it (an English name in an Arabic line).
  const place = (
    <>
      {professional.city ? (
        <>
          <bdi>{professional.city}</bdi>
          {listSeparator(language)}
        </>
      ) : null}
      {tStates(`names.${professional.state}` as 'names.CA')}
    </>
  );
  const rating = professional.rating;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <Heading
          className={`font-bold text-foreground ${headingLevel === 1 ? 'text-3xl tracking-tight' : 'text-xl'}`}
        >
          {linkToProfile ? (
            <Link
              to={`/lawyers/${professional.id}`}
              className="text-primary underline underline-offset-4"
              aria-label={t('find.seeProfile', { name: professional.full_name })}
            >
              <bdi>{professional.full_name}</bdi>
            </Link>
          ) : (
            <bdi>{professional.full_name}</bdi>
          )}
        </Heading>
        <p className="text-muted">
          {t(`kind.${professional.kind}`)}
          {professional.kind === 'accredited_representative' && professional.recognized_organization ? (
            <>
              {' · '}
              {t('card.organization', { organization: professional.recognized_organization })}
            </>
          ) : null}
        </p>
        {professional.verification ? (
          <p className="flex items-center gap-1.5 font-semibold text-success">
            <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
            {t('card.verified', { date: formatLegalDate(professional.verification.verified_at, language) })}
          </p>
        ) : null}
      </div>
      <dl className="flex flex-col gap-2">
        <Fact icon={<Globe aria-hidden="true" className="size-5" />} label={t('card.languages')}>
          {formatListingList(
            professional.languages.map((code) => serviceLanguageName(code, language)),
            language,
          )}
        </Fact>
        <Fact icon={<Briefcase aria-hidden="true" className="size-5" />} label={t('card.areas')}>
          {formatListingList(
            professional.practice_areas.map((area) => t(`areas.${area}`)),
            language,
          )}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label={t('card.office')}>
          {place}
        </Fact>
        {professional.offers_remote ? (
          <Fact icon={<Video aria-hidden="true" className="size-5" />} label={t('card.remote')}>
            {t('card.remote')}
          </Fact>
        ) : null}
        <Fact icon={<Wallet aria-hidden="true" className="size-5" />} label={t('card.fees')}>
          {feeWords(t, professional, language)}
          {first ? <span className="block text-muted">{first}</span> : null}
        </Fact>
        {rating && rating.count > 0 && rating.average !== null ? (
          <Fact icon={<Star aria-hidden="true" className="size-5" />} label={t('profile.reviewsTitle')}>
            {t('card.rating', {
              count: rating.count,
              average: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(rating.average),
            })}
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}
