import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { formatDateTime } from '../format-time.ts';
import { QrCode } from './qr-code.tsx';

type ProofLinkPanelProps = {
  url: string;
  expiresAt: string;
  onDone: () => void;
};

/** The link to give: to copy, to send with the phone's share sheet, or to scan from this screen. */
export function ProofLinkPanel({ url, expiresAt, onDone }: ProofLinkPanelProps) {
  const { t, i18n } = useTranslation('vault-sharing');
  const titleId = useId();
  const urlId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = window.setTimeout(() => setCopied(null), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard permission: the field is selected so the person can copy it by hand.
      (document.getElementById(urlId) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t('links.shareSheetTitle'), url });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-surface-raised p-4"
    >
      <div>
        <h4 id={titleId} className="font-bold text-foreground text-lg">
          {t('links.readyTitle')}
        </h4>
        <p className="mt-1 text-muted">
          {t('links.expiresOn', { date: formatDateTime(new Date(expiresAt), i18n.language) })}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={urlId} className="font-semibold text-foreground">
          {t('links.urlLabel')}
        </label>
        <input
          id={urlId}
          readOnly
          dir="ltr"
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-12 w-full rounded-lg border border-border bg-surface px-3 py-2 font-mono text-foreground text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copied === 'yes' ? t('links.copied') : t('links.copy')}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" />
            {t('links.share')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDone}>
          {t('links.done')}
        </Button>
      </div>
      <p role="status" className="text-muted text-sm empty:hidden">
        {copied === 'failed' ? t('links.copyFailed') : ''}
      </p>
      <div className="flex flex-col items-center gap-2">
        <QrCode
          value={url}
          label={t('links.qrLabel')}
          className="w-full max-w-64 rounded-lg border border-border"
        />
        <p className="max-w-prose text-center text-muted text-sm">{t('links.qrHint')}</p>
      </div>
      <p className="rounded-lg bg-surface p-3 text-foreground">{t('links.warning')}</p>
    </section>
  );
}
