import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';

/** "ABCD EFGH …": the key in groups of four, easier to read aloud and to type into an app. */
export function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The setup key for typing into the app by hand, with a copy button. */
export function ManualKey({ secret }: { secret: string }) {
  const { t } = useTranslation('security-two-factor');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-foreground">{t('enrol.manualLabel')}</p>
      <p
        dir="ltr"
        data-testid="two-factor-manual-key"
        className="break-words rounded-lg border border-border bg-surface px-3 py-2 text-start font-mono text-lg tracking-wide"
      >
        {groupKey(secret)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={copy}>
          {t('enrol.copyKey')}
        </Button>
        <span role="status" className="text-muted text-sm">
          {copied ? t('enrol.copied') : ''}
        </span>
      </div>
    </div>
  );
}
