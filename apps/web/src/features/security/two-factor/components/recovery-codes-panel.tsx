import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { Button } from '../../../../ui/button.tsx';

type RecoveryCodesPanelProps = {
  codes: readonly string[];
  onDone: () => void;
};

/** The ten recovery codes, shown once: copy them, download them, then say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('security-two-factor');
  const [copied, setCopied] = useState(false);
  const text = `${t('codes.fileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'amparo-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-semibold text-foreground text-xl">{t('codes.title')}</h3>
      <FormAlert tone="info">
        <p>{t('codes.explain')}</p>
        <p className="mt-1 font-normal">{t('codes.once')}</p>
      </FormAlert>
      <ol
        dir="ltr"
        data-testid="two-factor-recovery-codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-border bg-surface p-4 font-mono text-lg min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={copy}>
          {t('codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('codes.download')}
        </Button>
        <span role="status" className="text-muted text-sm">
          {copied ? t('codes.copied') : ''}
        </span>
      </div>
      <Button size="lg" onClick={onDone}>
        {t('codes.saved')}
      </Button>
    </div>
  );
}
