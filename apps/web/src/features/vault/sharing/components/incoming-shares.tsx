import { Check, Inbox, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import type { OpenedIncomingShare } from '../../../../lib/vault/share-keys.ts';
import { SharedDocumentViewer } from '../../../../lib/vault/shared-document-viewer.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { useAcceptShare, useDeleteShare } from '../api/shares.ts';
import { describeSharingError, type SharingErrorKey } from '../sharing-errors.ts';

function useShareActions() {
  const accept = useAcceptShare();
  const remove = useDeleteShare();
  const [error, setError] = useState<SharingErrorKey | null>(null);
  const fail = (failure: unknown) => setError(describeSharingError(failure));
  return {
    error,
    busy: (id: string) =>
      (accept.isPending && accept.variables === id) || (remove.isPending && remove.variables === id),
    accept: (id: string) => {
      setError(null);
      accept.mutate(id, { onError: fail });
    },
    remove: (id: string) => {
      setError(null);
      remove.mutate(id, { onError: fail });
    },
  };
}

/** Requests waiting for this person's answer: who sent what, Accept or Decline. */
export function IncomingRequests({ requests }: { requests: OpenedIncomingShare[] }) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const actions = useShareActions();
  if (requests.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-primary-soft p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-bold text-foreground text-lg">
        <Inbox aria-hidden="true" className="size-5 text-primary" />
        {t('requests.title')}
      </h3>
      {actions.error ? <FormAlert tone="error">{t(`errors.${actions.error}`)}</FormAlert> : null}
      <ul className="flex flex-col gap-3">
        {requests.map(({ share, metadata }) => (
          <li key={share.id} className="flex flex-col gap-3 rounded-lg bg-surface-raised p-3">
            <p className="text-foreground">
              {t('requests.from', { person: share.owner_label || t('someone') })}{' '}
              <strong dir="auto">{metadata?.title ?? t('unreadableTitle')}</strong>
            </p>
            {metadata ? null : <p className="text-muted text-sm">{t('requests.unreadable')}</p>}
            <div className="flex flex-wrap gap-2">
              {metadata ? (
                <Button disabled={actions.busy(share.id)} onClick={() => actions.accept(share.id)}>
                  <Check aria-hidden="true" className="size-5" />
                  {t('requests.accept')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                disabled={actions.busy(share.id)}
                onClick={() => actions.remove(share.id)}
              >
                {t('requests.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Documents others shared and this person accepted: open, download, remove. */
export function SharedWithMe({ shares }: { shares: OpenedIncomingShare[] }) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const actions = useShareActions();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-bold text-foreground text-lg">
        {t('incoming.title')}
      </h3>
      {shares.length === 0 ? <p className="text-muted">{t('incoming.empty')}</p> : null}
      {actions.error ? <FormAlert tone="error">{t(`errors.${actions.error}`)}</FormAlert> : null}
      <ul className="flex flex-col gap-3">
        {shares.map((opened) => (
          <li
            key={opened.share.id}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
          >
            <div>
              <p className="flex items-center gap-2 font-bold text-foreground">
                <Users aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span dir="auto">{opened.metadata?.title ?? t('unreadableTitle')}</span>
              </p>
              <p className="text-muted text-sm">
                {t('incoming.from', { person: opened.share.owner_label || t('someone') })}
              </p>
            </div>
            {opened.metadata ? (
              <SharedDocumentViewer opened={opened} />
            ) : (
              <p className="text-muted">{t('requests.unreadable')}</p>
            )}
            <div>
              <ConfirmButton
                label={t('incoming.remove')}
                question={t('incoming.removeQuestion', {
                  title: opened.metadata?.title ?? t('unreadableTitle'),
                })}
                detail={t('incoming.removeDetail')}
                confirmLabel={t('incoming.removeConfirm')}
                cancelLabel={t('cancel')}
                variant="ghost"
                disabled={actions.busy(opened.share.id)}
                onConfirm={() => actions.remove(opened.share.id)}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
