import type { OutgoingShare } from '@amparo/contract/vault/vault-models';
import { CheckCircle2, Clock, FileLock2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { useDeleteShare } from '../api/shares.ts';
import { describeSharingError, type SharingErrorKey } from '../sharing-errors.ts';

/** The person's shares, one group per document, each with its status and "Stop sharing". */
export function OutgoingShares({ shares, documents }: { shares: OutgoingShare[]; documents: OwnDocument[] }) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const remove = useDeleteShare();
  const [error, setError] = useState<SharingErrorKey | null>(null);

  const byDocument = new Map<string, OutgoingShare[]>();
  for (const share of shares) {
    byDocument.set(share.document_id, [...(byDocument.get(share.document_id) ?? []), share]);
  }
  const titleOf = (documentId: string) =>
    documents.find((document) => document.id === documentId)?.metadata.title ?? t('unreadableTitle');

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-bold text-foreground text-lg">
        {t('outgoing.title')}
      </h3>
      {shares.length === 0 ? <p className="text-muted">{t('outgoing.empty')}</p> : null}
      {error ? <FormAlert tone="error">{t(`errors.${error}`)}</FormAlert> : null}
      <ul className="flex flex-col gap-3">
        {[...byDocument.entries()].map(([documentId, documentShares]) => (
          <li key={documentId} className="rounded-xl border border-border bg-surface-raised p-4">
            <p className="flex items-center gap-2 font-bold text-foreground">
              <FileLock2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span dir="auto">{titleOf(documentId)}</span>
            </p>
            <ul className="mt-2 flex flex-col divide-y divide-border">
              {documentShares.map((share) => (
                <li key={share.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="break-all text-foreground">
                      {/* An email reads left to right, but sits at the start of the line in every language. */}
                      <bdi dir="ltr">{share.recipient_label}</bdi>
                    </p>
                    <p className="flex items-center gap-1 text-muted text-sm">
                      {share.status === 'accepted' ? (
                        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
                      ) : (
                        <Clock aria-hidden="true" className="size-4" />
                      )}
                      {share.status === 'accepted' ? t('outgoing.accepted') : t('outgoing.pending')}
                    </p>
                  </div>
                  <ConfirmButton
                    variant="secondary"
                    label={t('outgoing.stop')}
                    question={t('outgoing.stopQuestion', {
                      title: titleOf(documentId),
                      person: share.recipient_label,
                    })}
                    detail={t('outgoing.stopDetail')}
                    confirmLabel={t('outgoing.stopConfirm')}
                    cancelLabel={t('cancel')}
                    disabled={remove.isPending && remove.variables === share.id}
                    onConfirm={() => {
                      setError(null);
                      remove.mutate(share.id, {
                        onError: (failure) => setError(describeSharingError(failure)),
                      });
                    }}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
