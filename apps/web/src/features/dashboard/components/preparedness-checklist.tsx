import { CircleCheck, CircleDashed } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';

export type ChecklistItemId = 'language' | 'eligibility' | 'emergency' | 'contacts' | 'alertName';

export type ChecklistItem = {
  id: ChecklistItemId;
  done: boolean;
  /** Where the step is taken (or changed). */
  to: string;
};

/**
 * "Getting ready": each step computed from the person's real data and linking to where it is done. Steps of
 * features that do not exist yet are left out rather than shown as fake progress.
 */
export function PreparednessChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={titleId} className="font-bold text-xl">
        {t('checklist.title')}
      </h2>
      <ul className="mt-3 flex flex-col">
        {items.map((item) => {
          const Icon = item.done ? CircleCheck : CircleDashed;
          return (
            <li key={item.id} className="border-border border-t first:border-t-0">
              <Link
                to={item.to}
                className="flex min-h-12 items-center gap-3 rounded-md py-2 text-foreground no-underline hover:underline max-[359px]:grid max-[359px]:grid-cols-[auto_1fr] max-[359px]:gap-y-0"
              >
                <Icon
                  aria-hidden="true"
                  className={`size-6 shrink-0 ${item.done ? 'text-success' : 'text-muted'}`}
                />
                <span className="flex-1">{t(`checklist.${item.id}`)}</span>
                {/* Below 360 px the status goes under the words instead of beside them. */}
                <span
                  className={`text-sm max-[359px]:col-start-2 ${item.done ? 'text-success' : 'font-semibold text-primary'}`}
                >
                  {item.done ? t('checklist.done') : t('checklist.todo')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
