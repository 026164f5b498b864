import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ReturnNoticeKind = 'cancelled' | 'declined';

/** Why the plans are showing again after a checkout: calm, and clear that nothing was charged or changed. */
export function ReturnNotice({ kind }: { kind: ReturnNoticeKind }) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="rounded-2xl border border-border border-s-4 border-s-primary bg-surface-raised p-4 sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg">
        <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t(`returned.${kind}.title`)}
      </h2>
      <p className="mt-1">{t(`returned.${kind}.body`)}</p>
    </section>
  );
}
