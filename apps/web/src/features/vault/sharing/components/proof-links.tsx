import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { Link2, Plus, QrCode as QrIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { rebuildProofLinkUrl, useProofLinks, useRevokeProofLink } from '../api/proof-links.ts';
import { formatDateTime, type TimeLeft, timeUntil } from '../format-time.ts';
import { describeSharingError, type SharingErrorKey } from '../sharing-errors.ts';
import { ProofLinkForm } from './proof-link-form.tsx';
import { ProofLinkPanel } from './proof-link-panel.tsx';

/** A link on show: just made (at the top) or shown again from the list (in its row). */
type Shown = { linkId: string; url: string; expiresAt: string; fresh: boolean };

/** Proof-of-status links: make one, show one again, see its views, revoke it. */
export function ProofLinks({ vault, documents }: { vault: UnlockedVault; documents: OwnDocument[] }) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const links = useProofLinks();
  const revoke = useRevokeProofLink();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<SharingErrorKey | 'showFailed' | null>(null);
  const now = new Date();

  const showAgain = async (link: ProofLink) => {
    setError(null);
    try {
      setShown({
        linkId: link.id,
        url: await rebuildProofLinkUrl(vault, link, window.location.origin),
        expiresAt: link.expires_at,
        fresh: false,
      });
    } catch {
      setError('showFailed');
    }
  };

  const list = links.data?.links ?? [];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h3 id={titleId} className="flex items-center gap-2 font-bold text-foreground text-lg">
          <Link2 aria-hidden="true" className="size-5 text-primary" />
          {t('links.title')}
        </h3>
        <p className="mt-1 max-w-prose text-muted">{t('links.intro')}</p>
      </div>
      {creating ? (
        <ProofLinkForm
          vault={vault}
          documents={documents}
          onCancel={() => setCreating(false)}
          onCreated={({ link, url }) => {
            setCreating(false);
            setShown({ linkId: link.id, url, expiresAt: link.expires_at, fresh: true });
          }}
        />
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={documents.length === 0}
            onClick={() => {
              setShown(null);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('links.new')}
          </Button>
        </div>
      )}
      {shown?.fresh ? (
        <ProofLinkPanel url={shown.url} expiresAt={shown.expiresAt} onDone={() => setShown(null)} />
      ) : null}
      {error ? (
        <FormAlert tone="error">
          {error === 'showFailed' ? t('links.showFailed') : t(`errors.${error}`)}
        </FormAlert>
      ) : null}
      {links.isError && !links.data ? (
        <p role="alert" className="rounded-lg border border-border p-3 text-foreground">
          {t('links.loadError')}
        </p>
      ) : null}
      {links.data && list.length === 0 ? <p className="text-muted">{t('links.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {list.map((link) => {
          const expired = new Date(link.expires_at).getTime() <= now.getTime();
          const active = !expired && link.revoked_at === null;
          const titles = link.document_ids.map(
            (id) => documents.find((document) => document.id === id)?.metadata.title ?? t('unreadableTitle'),
          );
          return (
            <li
              key={link.id}
              className={`flex flex-col gap-3 rounded-xl border border-border p-4 ${active ? 'bg-surface-raised' : 'bg-surface'}`}
            >
              <LinkSummary link={link} titles={titles} expired={expired} now={now} />
              {active ? (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => void showAgain(link)}>
                    <QrIcon aria-hidden="true" className="size-5" />
                    {t('links.showAgain')}
                  </Button>
                  <ConfirmButton
                    label={t('links.revoke')}
                    question={t('links.revokeQuestion')}
                    detail={t('links.revokeDetail')}
                    confirmLabel={t('links.revokeConfirm')}
                    cancelLabel={t('cancel')}
                    variant="ghost"
                    disabled={revoke.isPending && revoke.variables === link.id}
                    onConfirm={() => {
                      setError(null);
                      if (shown?.linkId === link.id) setShown(null);
                      revoke.mutate(link.id, {
                        onError: (failure) => setError(describeSharingError(failure)),
                      });
                    }}
                  />
                </div>
              ) : null}
              {active && shown?.linkId === link.id && !shown.fresh ? (
                <ProofLinkPanel url={shown.url} expiresAt={shown.expiresAt} onDone={() => setShown(null)} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LinkSummary({
  link,
  titles,
  expired,
  now,
}: {
  link: ProofLink;
  titles: string[];
  expired: boolean;
  now: Date;
}) {
  const { t, i18n } = useTranslation('vault-sharing');
  const expiresIn = ({ unit, count }: TimeLeft) =>
    unit === 'days'
      ? t('links.expiresInDays', { count })
      : unit === 'hours'
        ? t('links.expiresInHours', { count })
        : t('links.expiresInMinutes', { count });
  const status =
    link.revoked_at !== null
      ? t('links.revoked')
      : expired
        ? t('links.expired')
        : expiresIn(timeUntil(new Date(link.expires_at), now));
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-wrap gap-x-2 gap-y-1 font-bold text-foreground">
        {titles.map((title, index) => (
          <li key={link.document_ids[index]} dir="auto" className="rounded bg-surface px-2">
            {title}
          </li>
        ))}
      </ul>
      <p className="text-foreground">{status}</p>
      <p className="text-muted text-sm">
        {link.view_count === 0
          ? t('links.notViewed')
          : t('links.views', {
              count: link.view_count,
              date: formatDateTime(new Date(link.last_viewed_at ?? link.created_at), i18n.language),
            })}
      </p>
    </div>
  );
}
