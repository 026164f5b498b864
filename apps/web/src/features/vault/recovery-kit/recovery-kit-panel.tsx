import { Download, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { PrintOnly, usePrintRequest } from '../../../ui/print-only.tsx';
import { buildRecoveryKitHtml, downloadRecoveryKit } from './recovery-kit-html.ts';
import { RecoveryQr } from './recovery-qr.tsx';

type RecoveryKitPanelProps = {
  recoveryKey: string;
  createdAt: Date;
  /** Called when the person downloads or prints the kit. */
  onSaved?: () => void;
};

/** The recovery key shown large, its QR code, and the two ways to keep it: a downloaded page or paper. */
export function RecoveryKitPanel({ recoveryKey, createdAt, onSaved }: RecoveryKitPanelProps) {
  const { t, i18n } = useTranslation('vault');
  const { printing, print } = usePrintRequest();
  const english = i18n.resolvedLanguage === 'en' ? null : i18n.getFixedT('en', 'vault');
  const local = useMemo(
    () => ({ t, lang: i18n.resolvedLanguage ?? 'en', dir: i18n.dir() }),
    [t, i18n.resolvedLanguage, i18n],
  );

  const download = () => {
    downloadRecoveryKit(
      buildRecoveryKitHtml({
        recoveryKey,
        createdAt,
        local,
        english: english ? { t: english, lang: 'en', dir: 'ltr' } : null,
      }),
    );
    onSaved?.();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-4 rounded-2xl border-2 border-primary bg-surface-raised p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 className="font-semibold text-foreground">{t('kit.keyLabel')}</h3>
          <p
            dir="ltr"
            lang="en"
            translate="no"
            className="break-words text-center font-bold font-mono text-foreground text-xl tracking-wide [word-spacing:0.3em] sm:text-start"
            data-testid="recovery-key"
          >
            {recoveryKey}
          </p>
        </div>
        <RecoveryQr text={recoveryKey} label={t('kit.qrLabel')} className="size-40 shrink-0 rounded-lg p-1" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="primary" onClick={download}>
          <Download aria-hidden="true" className="size-5" />
          {t('kit.download')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            print();
            onSaved?.();
          }}
        >
          <Printer aria-hidden="true" className="size-5" />
          {t('kit.print')}
        </Button>
      </div>
      <PrintOnly active={printing} className="bg-white text-black">
        <RecoveryKitPrintout recoveryKey={recoveryKey} createdAt={createdAt} />
      </PrintOnly>
    </div>
  );
}

/** What the paper shows: the same content as the downloaded page, drawn with the app's classes. */
function RecoveryKitPrintout({ recoveryKey, createdAt }: { recoveryKey: string; createdAt: Date }) {
  const { t, i18n } = useTranslation('vault');
  const language = i18n.resolvedLanguage ?? 'en';
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-6">
      <p
        dir="ltr"
        lang="en"
        className="rounded-lg border-2 border-black p-4 text-center font-bold font-mono text-xl"
      >
        {recoveryKey}
      </p>
      <RecoveryQr text={recoveryKey} label={t('kit.qrLabel')} className="mx-auto size-48" />
      {languages.map((code) => {
        const fixed = i18n.getFixedT(code, 'vault');
        return (
          <section
            key={code}
            lang={code}
            dir={i18n.dir(code)}
            className="flex flex-col gap-2 border-black border-t pt-4"
          >
            <h1 className="font-bold text-2xl">{fixed('kit.document.title')}</h1>
            <p>
              {fixed('kit.document.madeOn', {
                date: new Intl.DateTimeFormat(code, { dateStyle: 'long' }).format(createdAt),
              })}
            </p>
            <p>{fixed('kit.document.intro')}</p>
            <ol className="list-decimal ps-6">
              <li>{fixed('kit.document.step1')}</li>
              <li>{fixed('kit.document.step2')}</li>
              <li>{fixed('kit.document.step3')}</li>
            </ol>
            <p className="font-bold">{fixed('kit.document.warning')}</p>
          </section>
        );
      })}
    </div>
  );
}
