import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';

/** The guide that explains notario fraud, how to check someone and how to report them. */
export const SCAMS_GUIDE_PATH = '/legal-hub/guides/scams-and-notario-fraud';

type NotarioWarningProps = { className?: string };

/**
 * Issue 13, point 6: wherever legal help is offered, who may give immigration legal advice. Notario fraud is the
 * harm immigrants report most (8 CFR 1292.1; FTC), so this sits above every list of help, short and calm, with the
 * way to learn more. Amber, not red: red means Help Me Now and destructive actions only (DESIGN.md).
 */
export function NotarioWarning({ className = '' }: NotarioWarningProps) {
  const { t } = useTranslation('legal');
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={`flex gap-3 rounded-2xl border border-warning/50 bg-surface-raised p-4 ${className}`}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id={titleId} className="font-bold text-foreground text-lg">
          {t('notario.title')}
        </h2>
        <p className="text-foreground">{t('notario.body')}</p>
        <p className="text-foreground">{t('notario.check')}</p>
        <Link
          to={SCAMS_GUIDE_PATH}
          className="self-start font-semibold text-primary underline underline-offset-4"
        >
          {t('notario.learnMore')}
        </Link>
      </div>
    </aside>
  );
}
