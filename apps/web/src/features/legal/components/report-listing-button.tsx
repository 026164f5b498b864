import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { ReportTarget } from '../reports/report-dialog.tsx';

// The form loads when someone opens it: a list of thirty entries need not carry thirty forms' worth of code.
const ReportDialog = lazy(() =>
  import('../reports/report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

/**
 * Issue 13, point 6: anyone — signed in or not — can report a listing (a professional, a registry entry, a
 * review); the report reaches the owner's queue. Rendered beside every listing by whoever shows it.
 */
export function ReportListingButton(props: ReportTarget) {
  const { t } = useTranslation('legal-aid');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-muted"
        aria-label={t('report.buttonLabel', { name: props.targetName })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        <span>{t('report.button')}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
