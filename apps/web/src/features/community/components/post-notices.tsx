import type { Post } from '@amparo/contract/community/community-models';
import { NEW_ACCOUNT_LINK } from '@amparo/contract/community/contains-link';
import type { UsStateCode } from '@amparo/contract/community/create-post';
import type { TFunction } from 'i18next';
import { CircleCheck, CircleX, Clock, EyeOff, Megaphone, ShieldAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { SLOT, TextWithSlot } from '../../../ui/text-with-slot.tsx';

// The labels a post carries, each explained in plain words. Amber, not red: red means Help Me Now and destructive
// actions only (DESIGN.md).

type NoticeProps = {
  icon: ReactNode;
  title: ReactNode;
  tone: 'warning' | 'info' | 'success';
  children?: ReactNode;
  testId?: string;
};

function Notice({ icon, title, tone, children, testId }: NoticeProps) {
  const titleId = useId();
  const border = { warning: 'border-warning', info: 'border-primary', success: 'border-success' }[tone];
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className={`flex gap-3 rounded-xl border-2 border-s-8 bg-surface-raised p-3 ${border}`}
    >
      {icon}
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 id={titleId} className="font-bold text-foreground">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}

const ICON = 'mt-0.5 size-6 shrink-0';

/** "Confirmed by <organisation>", the name kept in its own direction; the generic title when it is not known. */
function decidedBy(
  t: TFunction<'community'>,
  post: Post,
  named: 'report.confirmedBy' | 'report.falseBy',
  generic: 'report.confirmedTitle' | 'report.falseTitle',
): ReactNode {
  const name = post.verified_by?.name;
  if (!name) return t(generic);
  return <TextWithSlot text={t(named, { organization: SLOT })} slot={<bdi>{name}</bdi>} />;
}

/** Where an enforcement report says it happened: a city or an area and the state, never more. */
function ReportPlace({ area }: { area: NonNullable<Post['area']> }) {
  const { t } = useTranslation(['community', 'us-states']);
  const state = t(`names.${area.state as UsStateCode}`, { ns: 'us-states', defaultValue: area.state });
  return <p className="font-semibold text-foreground">{t('report.place', { area: area.area, state })}</p>;
}

/**
 * An enforcement report (issue 14, point 7): prominent, "unverified" until a verified organisation or the owner
 * decides; "false" stays visible with that label so the rumour is answered where it spread.
 */
export function EnforcementReportNotice({ post }: { post: Post }) {
  const { t } = useTranslation('community');
  const note = post.verification_note.trim();
  if (post.verification === 'confirmed') {
    return (
      <Notice
        testId="report-notice"
        tone="success"
        title={decidedBy(t, post, 'report.confirmedBy', 'report.confirmedTitle')}
        icon={<CircleCheck aria-hidden="true" className={`${ICON} text-success`} />}
      >
        {post.area ? <ReportPlace area={post.area} /> : null}
        {note ? <p dir="auto">{t('report.confirmedNote', { note })}</p> : null}
        <p>{t('report.confirmedAdvice')}</p>
      </Notice>
    );
  }
  if (post.verification === 'false') {
    return (
      <Notice
        testId="report-notice"
        tone="info"
        title={decidedBy(t, post, 'report.falseBy', 'report.falseTitle')}
        icon={<CircleX aria-hidden="true" className={`${ICON} text-primary`} />}
      >
        {post.area ? <ReportPlace area={post.area} /> : null}
        {note ? <p dir="auto">{t('report.falseNote', { note })}</p> : null}
        <p>{t('report.falseAdvice')}</p>
      </Notice>
    );
  }
  return (
    <Notice
      testId="report-notice"
      tone="warning"
      title={t('report.unverifiedTitle')}
      icon={<ShieldAlert aria-hidden="true" className={`${ICON} text-warning`} />}
    >
      {post.area ? <ReportPlace area={post.area} /> : null}
      <p>{t('report.unverifiedBody')}</p>
      <p>{t('report.unverifiedAdvice')}</p>
      <Link to="/legal-aid" className="self-start font-semibold text-primary underline underline-offset-4">
        {t('report.findHotline')}
      </Link>
    </Notice>
  );
}

export function ScamWarningNotice() {
  const { t } = useTranslation('community');
  return (
    <Notice
      testId="scam-notice"
      tone="warning"
      title={t('scam.title')}
      icon={<TriangleAlert aria-hidden="true" className={`${ICON} text-warning`} />}
    >
      <p>{t('scam.body')}</p>
      <ul className="list-disc ps-5">
        <li>{t('scam.money')}</li>
        <li>{t('scam.guarantee')}</li>
        <li>{t('scam.notario')}</li>
      </ul>
    </Notice>
  );
}

/** Why a held or hidden post is not shown to others: the new-account link rule, or the moderator's own words. */
function ModerationReason({ reason }: { reason: string | undefined }) {
  const { t } = useTranslation('community');
  if (!reason || reason === NEW_ACCOUNT_LINK) return null;
  return <p dir="auto">{t('held.reason', { reason })}</p>;
}

/** A held post: only its author sees it, and learns why and what happens next. */
export function HeldNotice({ reason }: { reason?: string | undefined }) {
  const { t } = useTranslation('community');
  return (
    <Notice
      testId="held-notice"
      tone="info"
      title={t('held.title')}
      icon={<Clock aria-hidden="true" className={`${ICON} text-primary`} />}
    >
      <p>{reason && reason !== NEW_ACCOUNT_LINK ? t('held.bodyModerator') : t('held.body')}</p>
      <ModerationReason reason={reason} />
    </Notice>
  );
}

export function HiddenNotice({ reason }: { reason?: string | undefined }) {
  const { t } = useTranslation('community');
  return (
    <Notice
      testId="hidden-notice"
      tone="info"
      title={t('hidden.title')}
      icon={<EyeOff aria-hidden="true" className={`${ICON} text-primary`} />}
    >
      <p>{t('hidden.body')}</p>
      <ModerationReason reason={reason} />
    </Notice>
  );
}

export function OfficialAlertBadge() {
  const { t } = useTranslation('community');
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm">
      <Megaphone aria-hidden="true" className="size-4 shrink-0" />
      {t('card.officialAlert')}
    </p>
  );
}
