import type { Consultation, ConsultationDocument } from '@amparo/contract/legal/consultation-models';
import { OPEN_CONSULTATION_STATUSES } from '@amparo/contract/legal/consultation-models';
import { ZAcceptShareResponse } from '@amparo/contract/vault/shares';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { type OwnDocument, useOwnDocuments } from '../../../../lib/vault/own-documents.ts';
import { openIncomingShare } from '../../../../lib/vault/share-keys.ts';
import { SharedDocumentViewer } from '../../../../lib/vault/shared-document-viewer.tsx';
import { useVaultApi } from '../../../../lib/vault/vault-request.ts';
import { onVaultLocked, type UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { LoadingMessage } from '../../../../ui/loading.tsx';
import {
  consultationKeys,
  useDetachDocument,
  useLegalApi,
  usePublicProfessional,
} from '../api/consultations.ts';
import { useShareDocuments } from '../api/share-documents.ts';
import { ShareDocumentsPanel } from './share-documents-panel.tsx';
import { useOwnUnlockedVault, VaultAccess } from './vault-access.tsx';

/** The documents of a request: the person manages what they shared; the professional opens it. */
export function ConsultationDocuments({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const queryClient = useQueryClient();
  // Decrypted titles and keys leave the cache the moment the vault locks.
  useEffect(
    () => onVaultLocked(() => queryClient.removeQueries({ queryKey: ['vault', 'sharing'] })),
    [queryClient],
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-foreground text-xl">
        {t('documents.title')}
      </h2>
      {consultation.viewer_role === 'client' ? (
        <ClientDocuments consultation={consultation} />
      ) : (
        <ProfessionalDocuments consultation={consultation} />
      )}
    </section>
  );
}

function ClientDocuments({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const vault = useOwnUnlockedVault();
  const name = consultation.professional.full_name;
  const detach = useDetachDocument(consultation.id);
  const open = (OPEN_CONSULTATION_STATUSES as readonly string[]).includes(consultation.status);
  const { documents } = consultation;
  return (
    <>
      {documents.length === 0 ? <p className="text-muted">{t('documents.noneClient')}</p> : null}
      {documents.length > 0 && !vault ? <LockedTitles count={documents.length} /> : null}
      {detach.isError ? <FormAlert tone="error">{t('errors.unexpected')}</FormAlert> : null}
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {documents.map((document) => (
            <li
              key={document.share_id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-3"
              data-testid="consultation-document"
            >
              <p className="flex items-center gap-2 font-semibold text-foreground">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {vault ? <OwnTitle vault={vault} documentId={document.document_id} /> : t('share.untitled')}
              </p>
              <p className="text-muted text-sm">
                {document.share_status === 'accepted'
                  ? t('documents.opened', { name })
                  : t('documents.notOpened')}
              </p>
              <ConfirmButton
                className="self-start"
                label={t('documents.stop')}
                question={t('documents.stopQuestion')}
                detail={t('documents.stopDetail', { name })}
                confirmLabel={t('documents.stopConfirm')}
                cancelLabel={t('documents.keep')}
                disabled={detach.isPending}
                onConfirm={() => detach.mutate(document.share_id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <AddDocuments consultation={consultation} /> : null}
    </>
  );
}

/** The titles are sealed with the person's keys: say so, and open the vault here on request. */
function LockedTitles({ count }: { count: number }) {
  const { t } = useTranslation('consultations');
  const [opening, setOpening] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-muted">{t('documents.lockedClient', { count })}</p>
      {opening ? (
        <VaultAccess purpose="share" reason={t('documents.unlockReasonClient')} />
      ) : (
        <Button variant="secondary" onClick={() => setOpening(true)}>
          {t('documents.openVault')}
        </Button>
      )}
    </div>
  );
}

/** A document's title from the person's own (decrypted) list. */
function OwnTitle({ vault, documentId }: { vault: UnlockedVault; documentId: string }) {
  const { t } = useTranslation('consultations');
  const documents = useOwnDocuments(vault);
  const title = documents.data?.find((document) => document.id === documentId)?.metadata.title;
  return <span dir="auto">{title || t('share.untitled')}</span>;
}

function AddDocuments({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const professional = usePublicProfessional(consultation.professional.id);
  const share = useShareDocuments();
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<Map<string, OwnDocument>>(new Map());
  const [failed, setFailed] = useState(false);
  const name = consultation.professional.full_name;
  // A listing suspended meanwhile answers 404: nothing more can be shared then, and nothing is said twice.
  if (!professional.data) return null;
  const publicKey = professional.data.public_key;
  if (!adding) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setAdding(true)}>
        <Share2 aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t('documents.add')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ShareDocumentsPanel
        title={t('documents.add')}
        professionalName={name}
        publicKey={publicKey}
        chosen={chosen}
        onChange={setChosen}
        exclude={new Set(consultation.documents.map((document) => document.document_id))}
      />
      {failed ? <FormAlert tone="error">{t('errors.sharingFailed')}</FormAlert> : null}
      {publicKey && chosen.size > 0 ? (
        <Button
          className="self-start"
          disabled={share.isPending}
          onClick={() => {
            setFailed(false);
            share.mutate(
              {
                consultationId: consultation.id,
                professional: { id: consultation.professional.id, publicKey },
                documents: [...chosen.values()],
              },
              {
                onSuccess: (result) => {
                  setFailed(result.failed > 0);
                  if (result.failed === 0) {
                    setChosen(new Map());
                    setAdding(false);
                  }
                },
                onError: () => setFailed(true),
              },
            );
          }}
        >
          {share.isPending ? t('documents.sharing') : t('documents.shareChosen')}
        </Button>
      ) : null}
    </div>
  );
}

function ProfessionalDocuments({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const vault = useOwnUnlockedVault();
  if (consultation.documents.length === 0) {
    return <p className="text-muted">{t('documents.noneProfessional')}</p>;
  }
  if (!vault) {
    return (
      <VaultAccess
        purpose="receive"
        reason={t('documents.unlockReasonProfessional')}
        setupReason={t('documents.setupReasonProfessional')}
      />
    );
  }
  return <OpenedDocuments consultation={consultation} vault={vault} />;
}

/** The shared file keys, unwrapped here with the professional's private key; the titles opened with them. */
function OpenedDocuments({ consultation, vault }: { consultation: Consultation; vault: UnlockedVault }) {
  const { t } = useTranslation('consultations');
  const { userId } = useLegalApi();
  const vaultApi = useVaultApi();
  const queryClient = useQueryClient();
  // Keyed by what opens a document (not by whether it was opened yet), so accepting a share does not close it.
  const keys = consultation.documents.map((document) => `${document.share_id}:${document.version_id}`);
  const opened = useQuery({
    queryKey: ['vault', 'sharing', 'consultation', vault.userId, consultation.id, keys],
    queryFn: () =>
      Promise.all(consultation.documents.map((document) => openIncomingShare(vault, asShare(document)))),
    gcTime: 0,
  });
  if (!opened.data) return <LoadingMessage label={t('share.loadingVault')} />;
  return (
    <ul className="flex flex-col gap-3">
      {opened.data.map((entry) => (
        <li
          key={entry.share.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
          data-testid="consultation-document"
        >
          <p className="flex items-center gap-2 font-bold text-foreground">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span dir="auto">{entry.metadata?.title || t('share.untitled')}</span>
          </p>
          {entry.metadata ? (
            <SharedDocumentViewer
              opened={entry}
              beforeLoad={async () => {
                // Opening is the professional's acceptance of the share: the vault gives the content only then.
                const current = consultation.documents.find(
                  (document) => document.share_id === entry.share.id,
                );
                if (current?.share_status === 'accepted') return;
                await vaultApi.request(`/shares/${entry.share.id}/accept`, ZAcceptShareResponse, {
                  method: 'POST',
                });
                void queryClient.invalidateQueries({
                  queryKey: consultationKeys.one(userId, consultation.id),
                });
              }}
            />
          ) : (
            <p className="text-muted">{t('documents.unreadable')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A consultation's document in the shape the vault's share helpers read. */
function asShare(document: ConsultationDocument) {
  return {
    id: document.share_id,
    document_id: document.document_id,
    version_id: document.version_id,
    owner_label: '',
    status: document.share_status,
    encrypted_metadata: document.encrypted_metadata ?? '',
    wrapped_file_key: document.wrapped_file_key ?? '',
    size: document.size,
    created_at: document.attached_at,
    accepted_at: null,
  };
}
