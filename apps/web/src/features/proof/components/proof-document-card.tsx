import { Download, FileText, RotateCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { decryptToBlob, previewKind } from '../../../lib/vault/decrypt-to-blob.ts';
import { saveObjectUrl, useDecryptedObjectUrl } from '../../../lib/vault/use-decrypted-object-url.ts';
import { Button } from '../../../ui/button.tsx';
import { DecryptedDocumentPreview } from '../../../ui/decrypted-document-preview.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { fetchProofContent, type ProofDocument } from '../api/public-proof-link.ts';
import { describeProofProblem } from '../proof-errors.ts';

function formatDay(isoDate: string, language: string): string {
  // A calendar date with no time zone: read it as noon UTC so no zone moves it to another day.
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** One shared document: what it is, and the document itself, decrypted in this browser as soon as it shows. */
export function ProofDocumentCard({ linkId, document }: { linkId: string; document: ProofDocument }) {
  const { t, i18n } = useTranslation('proof');
  const titleId = useId();
  const { state, open } = useDecryptedObjectUrl();
  const { fileKey, metadata } = document;

  const load = async () => {
    if (!fileKey || !metadata) throw new Error('This document did not open');
    return decryptToBlob(
      await fetchProofContent(linkId, document.id),
      fileKey,
      document.id,
      metadata.mime_type,
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: decrypt once per document; `load` is rebuilt each render.
  useEffect(() => {
    if (fileKey && metadata) void open(load);
  }, [document.id, open]);

  if (!metadata) {
    return (
      <article className="rounded-xl border border-border bg-surface-raised p-4">
        <p className="text-foreground">{t('document.unreadable')}</p>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
    >
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold text-foreground text-xl" dir="auto">
            {metadata.title}
          </h2>
          <p className="text-muted">
            {t(`types.${metadata.type}`)}
            {' · '}
            {metadata.expires_on
              ? t('document.expiresOn', { date: formatDay(metadata.expires_on, i18n.language) })
              : t('document.noExpiry')}
          </p>
        </div>
      </div>
      {state.status === 'loading' ? (
        <LoadingMessage label={t('document.decrypting')} className="py-6" />
      ) : null}
      {state.status === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-border p-3">
          <p className="text-foreground">{t(`problems.${describeProofProblem(state.error)}`)}</p>
          <Button variant="secondary" onClick={() => void open(load)}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <DecryptedDocumentPreview
            url={state.url}
            kind={previewKind(metadata.mime_type)}
            title={metadata.title}
            noPreviewText={t('document.noPreview')}
          />
          {previewKind(metadata.mime_type) === 'pdf' ? (
            <p className="text-muted text-sm">{t('document.pdfHint')}</p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              onClick={() => saveObjectUrl(state.url, metadata.file_name || metadata.title)}
            >
              <Download aria-hidden="true" className="size-5" />
              {t('document.download')}
            </Button>
          </div>
        </>
      ) : null}
    </article>
  );
}
