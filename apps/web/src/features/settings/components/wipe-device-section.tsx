import { Eraser } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { quickExit } from '../../../lib/quick-exit/quick-exit.ts';
import { wipeDevice } from '../../../lib/quick-exit/wipe-device.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { SectionHeading, SettingsCard } from './settings-card.tsx';

const REMOVES = ['session', 'settings', 'offline', 'vault', 'queued'] as const;
const KEEPS = ['history', 'downloads', 'screenshots', 'otherDevices', 'account'] as const;

type Step = 'idle' | 'asking' | 'wiping' | 'failed';

/**
 * "Wipe this device": after one clear question, removes everything Amparo keeps in this browser
 * (lib/quick-exit/wipe-device.ts), signs out, and leaves for the neutral page. Says first what it cannot remove.
 */
export function WipeDeviceSection() {
  const { t, i18n } = useTranslation('settings');
  const id = useId();
  const [step, setStep] = useState<Step>('idle');

  const wipe = async () => {
    setStep('wiping');
    const { failed } = await wipeDevice();
    if (failed.length > 0) {
      setStep('failed');
      return;
    }
    // Nothing of this visit is remembered, not even Quick exit's own mark.
    quickExit({ language: i18n.resolvedLanguage, remember: false });
  };

  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <SectionHeading id={id} title={t('wipe.title')} intro={t('wipe.intro')} />
        <div>
          <h3 className="font-semibold text-foreground">{t('wipe.removesTitle')}</h3>
          <ul className="mt-1 list-disc ps-6 text-foreground">
            {REMOVES.map((item) => (
              <li key={item}>{t(`wipe.removes.${item}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-foreground">{t('wipe.keepsTitle')}</h3>
          <ul className="mt-1 list-disc ps-6 text-foreground">
            {KEEPS.map((item) => (
              <li key={item}>{t(`wipe.keeps.${item}`)}</li>
            ))}
          </ul>
        </div>
        {step === 'failed' ? <FormAlert tone="error">{t('wipe.failed')}</FormAlert> : null}
        {step === 'asking' ? (
          <div
            role="alertdialog"
            aria-labelledby={`${id}-question`}
            aria-describedby={`${id}-detail`}
            className="flex flex-col gap-3 rounded-xl border-2 border-danger p-4"
          >
            <p id={`${id}-question`} className="font-bold text-foreground text-lg">
              {t('wipe.question')}
            </p>
            <p id={`${id}-detail`} className="text-foreground">
              {t('wipe.detail')}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" onClick={() => void wipe()}>
                {t('wipe.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setStep('idle')} autoFocus>
                {t('wipe.cancel')}
              </Button>
            </div>
          </div>
        ) : step === 'wiping' ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-foreground">
            <Spinner className="size-5" />
            {t('wipe.wiping')}
          </p>
        ) : (
          <Button variant="danger" onClick={() => setStep('asking')} className="sm:self-start">
            <Eraser aria-hidden="true" className="size-5" />
            {step === 'failed' ? t('wipe.retry') : t('wipe.button')}
          </Button>
        )}
      </section>
    </SettingsCard>
  );
}
