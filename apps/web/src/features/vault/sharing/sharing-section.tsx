import { useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnDocuments } from '../../../lib/vault/own-documents.ts';
import { onVaultLocked, type UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useShares } from './api/shares.ts';
import { IncomingRequests, SharedWithMe } from './components/incoming-shares.tsx';
import { OutgoingShares } from './components/outgoing-shares.tsx';
import { ProofLinks } from './components/proof-links.tsx';
import { ShareDocumentForm } from './components/share-document-form.tsx';

/** Shares with other Amparo users and proof-of-status links, for the unlocked vault. */
export function SharingSection({ vault }: { vault: UnlockedVault }) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const queryClient = useQueryClient();
  const documents = useOwnDocuments(vault);
  const shares = useShares(vault);

  // The decrypted lists hold file keys: a lock drops them from the cache at once, not when the screen goes.
  useEffect(
    () => onVaultLocked(() => queryClient.removeQueries({ queryKey: ['vault', 'sharing'] })),
    [queryClient],
  );

  const loading =
    (documents.isPending && documents.fetchStatus !== 'idle') ||
    (shares.isPending && shares.fetchStatus !== 'idle');
  const failed = (documents.isError && !documents.data) || (shares.isError && !shares.data);
  const own = documents.data ?? [];
  const incoming = shares.data?.incoming ?? [];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <div>
        <h2 id={titleId} className="flex items-center gap-2 font-bold text-2xl text-foreground">
          <Share2 aria-hidden="true" className="size-6 text-primary" />
          {t('title')}
        </h2>
        <p className="mt-1 max-w-prose text-muted">{t('intro')}</p>
      </div>
      {loading ? <LoadingMessage label={t('loading')} /> : null}
      {failed ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-border p-3 text-foreground"
        >
          <p>{t('loadError')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void documents.refetch();
              void shares.refetch();
            }}
          >
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      {shares.data ? (
        <IncomingRequests requests={incoming.filter((opened) => opened.share.status === 'pending')} />
      ) : null}
      {documents.data ? (
        own.length === 0 ? (
          <p className="rounded-xl border border-border border-dashed bg-surface-raised p-4 text-muted">
            {t('noDocuments')}
          </p>
        ) : (
          <ShareDocumentForm documents={own} />
        )
      ) : null}
      {documents.data && shares.data ? (
        <OutgoingShares shares={shares.data.outgoing} documents={own} />
      ) : null}
      {shares.data ? (
        <SharedWithMe shares={incoming.filter((opened) => opened.share.status === 'accepted')} />
      ) : null}
      {documents.data ? <ProofLinks vault={vault} documents={own} /> : null}
    </section>
  );
}
