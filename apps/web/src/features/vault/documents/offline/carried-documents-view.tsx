import { ChevronRight, Smartphone, WifiOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { onVaultLocked, type UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadingMessage } from '../../../../ui/loading.tsx';
import { formatDate } from '../format-date.ts';
import { CarriedDocumentScreen } from './carried-document-screen.tsx';
import { type OpenedCarriedDocument, openCarriedDocuments } from './open-carried-documents.ts';

type CarriedDocumentsViewProps = {
  vault: UnlockedVault;
  /** Why this view shows: asked for (the officer card's link), or the list could not be read. */
  reason: 'asked' | 'offline' | 'server';
  /** Changes when the device's copies may have changed, so the view reads them again. */
  revision: number;
  onShowAll?: () => void;
};

/** The documents kept on this phone, openable with no network. */
export function CarriedDocumentsView({ vault, reason, revision, onShowAll }: CarriedDocumentsViewProps) {
  const { t, i18n } = useTranslation('vault-documents');
  const titleId = useId();
  const [documents, setDocuments] = useState<OpenedCarriedDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<OpenedCarriedDocument | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` asks for a fresh read of the stored copies.
  useEffect(() => {
    let active = true;
    openCarriedDocuments(vault).then(
      (opened) => {
        if (active) setDocuments(opened);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    const stop = onVaultLocked(() => {
      setShown(null);
      setDocuments(null);
    });
    return () => {
      active = false;
      stop();
    };
  }, [vault, revision]);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="flex items-center gap-2 font-bold text-xl">
            <Smartphone aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {t('carried.title')}
          </h3>
          <p className="mt-1 text-muted">{t('carried.intro')}</p>
        </div>
        {onShowAll ? (
          <Button variant="secondary" onClick={onShowAll}>
            {t('carried.showAll')}
          </Button>
        ) : null}
      </div>
      {reason !== 'asked' ? (
        <FormAlert tone="info">
          <span className="flex items-start gap-2">
            <WifiOff aria-hidden="true" className="mt-1 size-5 shrink-0" />
            {reason === 'offline' ? t('carried.offlineNotice') : t('carried.serverNotice')}
          </span>
        </FormAlert>
      ) : null}
      {failed ? <FormAlert tone="error">{t('carried.unavailable')}</FormAlert> : null}
      {!failed && documents === null ? <LoadingMessage label={t('carried.loading')} /> : null}
      {documents && documents.length === 0 ? (
        <p className="rounded-2xl border border-border border-dashed p-4">{t('carried.empty')}</p>
      ) : null}
      {documents && documents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <li key={document.id}>
              <button
                type="button"
                onClick={() => setShown(document)}
                className="flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 border-primary bg-surface-raised px-4 py-3 text-start hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
              >
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block font-bold text-lg">
                    {document.metadata.title}
                  </span>
                  <span className="block text-muted text-sm">
                    {t(`types.${document.metadata.type}`)}
                    {document.metadata.expires_on
                      ? ` · ${t('carried.expiresOn', { date: formatDate(document.metadata.expires_on, i18n.language) })}`
                      : ''}
                  </span>
                </span>
                <span className="font-semibold text-primary">{t('carried.show')}</span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-primary rtl:-scale-x-100" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? <CarriedDocumentScreen document={shown} onClose={() => setShown(null)} /> : null}
    </section>
  );
}
