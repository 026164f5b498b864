import {
  BookOpen,
  ChevronRight,
  FileLock2,
  LifeBuoy,
  LockKeyhole,
  type LucideIcon,
  MessagesSquare,
  Scale,
  Settings,
  ShieldAlert,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';

type AreaId =
  | 'emergency'
  | 'documents'
  | 'community'
  | 'legalHub'
  | 'legalAid'
  | 'family'
  | 'settings'
  | 'help';

type Area = {
  id: AreaId;
  to: string;
  icon: LucideIcon;
  /** Its full features need the Full Protection plan (spec §6). */
  fullPlan: boolean;
};

/** The areas that exist, in the order a person preparing for a hard day needs them. */
export const AREAS: readonly Area[] = [
  { id: 'emergency', to: '/emergency', icon: ShieldAlert, fullPlan: false },
  { id: 'documents', to: '/documents', icon: FileLock2, fullPlan: true },
  { id: 'family', to: '/family', icon: Users, fullPlan: true },
  { id: 'legalAid', to: '/legal-aid', icon: Scale, fullPlan: false },
  { id: 'legalHub', to: '/legal-hub', icon: BookOpen, fullPlan: false },
  { id: 'community', to: '/community', icon: MessagesSquare, fullPlan: false },
  { id: 'settings', to: '/settings', icon: Settings, fullPlan: false },
  { id: 'help', to: '/help', icon: LifeBuoy, fullPlan: false },
];

/** One card per area: what it is for in one line. A Basic user sees which ones Full Protection unlocks. */
export function AreaCards({ hasFullPlan }: { hasFullPlan: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="font-bold text-xl">
        {t('areas.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {AREAS.map(({ id, to, icon: Icon, fullPlan }) => (
          <li key={id} className="flex">
            <Link
              to={to}
              className="group flex w-full items-start gap-3 rounded-2xl border border-border bg-surface-raised p-4 text-foreground no-underline hover:border-primary max-[359px]:flex-wrap"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-primary" />
              {/* Below 360 px the words take the whole width, under the icon and the arrow, so no word is cut. */}
              <span className="flex min-w-0 flex-1 flex-col max-[359px]:order-last max-[359px]:basis-full">
                {/* The page's own name (area-cards.test.tsx holds each tile to its page's title). */}
                <span data-area-title className="font-semibold text-lg group-hover:underline">
                  {t(`areas.${id}.title`)}
                </span>
                <span className="text-muted">{t(`areas.${id}.body`)}</span>
                {fullPlan && !hasFullPlan ? (
                  <span className="mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary text-sm">
                    <LockKeyhole aria-hidden="true" className="size-3.5 shrink-0" />
                    {t('areas.fullPlanOnly')}
                  </span>
                ) : null}
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-muted max-[359px]:ms-auto rtl:-scale-x-100"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
