import {
  Download,
  Eye,
  FileImage,
  FileText,
  PencilLine,
  Replace,
  Trash2,
  UserRound,
  Users,
  WifiOff,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { formatBytes } from '../format-bytes.ts';
import { formatDate } from '../format-date.ts';
import { ExpiryBadge } from './expiry-badge.tsx';

export type DocumentAction = 'view' | 'download' | 'edit' | 'replace' | 'delete';

type DocumentCardProps = {
  document: OpenedDocument;
  onAction: (action: DocumentAction, document: OpenedDocument) => void;
  busy?: boolean;
  /** Without coverage the vault is kept, not added to: no edit or replace (issue 12, point 3). */
  readOnly?: boolean;
};

export function DocumentCard({ document, onAction, busy, readOnly = false }: DocumentCardProps) {
  const { t, i18n } = useTranslation('vault-documents');
  const { metadata } = document;
  const Icon = metadata.mime_type.startsWith('image/') ? FileImage : FileText;
  const act = (action: DocumentAction) => () => onAction(action, document);
  return (
    <article
      aria-labelledby={`document-${document.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h3 id={`document-${document.id}`} dir="auto" className="break-words font-bold text-lg">
            {metadata.title}
          </h3>
          <p className="text-muted text-sm">
            {t(`types.${metadata.type}`)} · {formatBytes(metadata.size, i18n.language)} ·{' '}
            {t('card.updated', { date: formatDate(document.updatedAt, i18n.language) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {metadata.about ? (
              <span className="inline-flex items-center gap-1.5 rounded-full border border-primary/40 bg-primary-soft px-2.5 py-0.5 text-sm">
                <UserRound aria-hidden="true" className="size-4" />
                <bdi>{t('card.about', { name: metadata.about.name })}</bdi>
              </span>
            ) : null}
            {metadata.expires_on ? <ExpiryBadge expiresOn={metadata.expires_on} /> : null}
            {metadata.carry_offline ? (
              <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-sm">
                <WifiOff aria-hidden="true" className="size-4" />
                {t('card.carried')}
              </span>
            ) : null}
            {document.shares.length > 0 ? (
              <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-sm">
                <Users aria-hidden="true" className="size-4" />
                {t('card.shared', { count: document.shares.length })}
              </span>
            ) : null}
          </div>
          {metadata.notes ? (
            <p dir="auto" className="mt-2 line-clamp-3 whitespace-pre-line text-sm">
              {metadata.notes}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={act('view')} disabled={busy}>
          <Eye aria-hidden="true" className="size-5" />
          {t('actions.view')}
        </Button>
        <Button variant="secondary" onClick={act('download')} disabled={busy}>
          <Download aria-hidden="true" className="size-5" />
          {t('actions.download')}
        </Button>
        {readOnly ? null : (
          <>
            <Button variant="ghost" onClick={act('edit')} disabled={busy}>
              <PencilLine aria-hidden="true" className="size-5" />
              {t('actions.edit')}
            </Button>
            <Button variant="ghost" onClick={act('replace')} disabled={busy}>
              <Replace aria-hidden="true" className="size-5" />
              {t('actions.replace')}
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={act('delete')} disabled={busy} className="text-danger">
          <Trash2 aria-hidden="true" className="size-5" />
          {t('actions.delete')}
        </Button>
      </div>
    </article>
  );
}
