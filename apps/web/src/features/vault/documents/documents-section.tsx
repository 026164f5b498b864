import type { DocumentType } from '@amparo/contract/vault/document-metadata';
import { createDecryptionStream } from '@amparo/vault-crypto/stream-encryption';
import { useQueryClient } from '@tanstack/react-query';
import { FilePlus2, FileWarning, FolderLock, Smartphone } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { notifyCarriedDocumentsChanged } from '../../../lib/vault/carried-documents.ts';
import { documentReminders, publishDocumentReminders } from '../../../lib/vault/document-reminders.ts';
import { deleteCarried } from '../../../lib/vault/offline-store.ts';
import { saveDecryptedStream } from '../../../lib/vault/save-stream.ts';
import { sharingQueryKeys } from '../../../lib/vault/vault-request.ts';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { UNLOCK_FULL_PROTECTION_PATH } from '../../../ui/limited-access-banner.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { fetchDocumentContent } from './api/document-changes.ts';
import { documentsQueryKey, useDocumentList } from './api/list-documents.ts';
import { useVaultApi } from './api/vault-api.ts';
import { defaultPartEncryptor } from './crypto/encrypt-file-client.ts';
import type { OpenedDocument } from './crypto/open-document.ts';
import { type DocumentErrorKey, describeDocumentError } from './describe-error.ts';
import { DeleteDocumentDialog } from './edit/delete-document-dialog.tsx';
import { EditDetailsDialog } from './edit/edit-details-dialog.tsx';
import { type DocumentAction, DocumentCard } from './list/document-card.tsx';
import { DocumentSearch } from './list/document-search.tsx';
import { EmptyState } from './list/empty-state.tsx';
import { filterDocuments, type PersonFilter, peopleOf } from './list/filter-documents.ts';
import { QuotaBar } from './list/quota-bar.tsx';
import { ReminderPanel } from './list/reminder-panel.tsx';
import { CarriedDocumentsView } from './offline/carried-documents-view.tsx';
import { downloadCiphertext, syncCarriedDocuments } from './offline/sync-carried-documents.ts';
import { ReplaceDialog } from './upload/replace-dialog.tsx';
import { UploadPanel, type UploadSettings } from './upload/upload-panel.tsx';
import { useOpenedDocuments } from './use-opened-documents.ts';
import { DocumentViewer } from './viewer/document-viewer.tsx';

type Dialog =
  | { kind: 'view' | 'edit' | 'replace'; document: OpenedDocument }
  | { kind: 'delete'; documentId: string; title: string; shared: boolean };

type DocumentsSectionProps = {
  vault: UnlockedVault;
  /**
   * The person has a vault but no Full Protection now (they left a family, or its holder's plan ended): their
   * documents open, download, share and delete as ever, and nothing can be added or changed (issue 12, point 3).
   */
  readOnly?: boolean;
  /** Tests only: encrypt on this thread, in small parts, with quick retries. */
  uploadSettings?: Partial<UploadSettings>;
};

/**
 * The unlocked vault's documents (issue 6 points 3 to 5): the list decrypted in memory, search and filter, upload,
 * view, download, replace, edit and delete, the expiry reminders, and the copies carried on this phone, which take
 * over when the server cannot be reached.
 */
export function DocumentsSection({ vault, readOnly = false, uploadSettings }: DocumentsSectionProps) {
  const { t } = useTranslation('vault-documents');
  const titleId = useId();
  const { api } = useVaultApi();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useDocumentList();
  const opened = useOpenedDocuments(vault, list.data?.documents);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [query, setQuery] = useState('');
  const [type, setType] = useState<DocumentType | 'all'>('all');
  const [person, setPerson] = useState<PersonFilter>('all');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [notice, setNotice] = useState<DocumentErrorKey | null>(null);
  const [carriedRevision, setCarriedRevision] = useState(0);
  const settings: UploadSettings = useMemo(
    () => ({ encryptParts: defaultPartEncryptor(), ...uploadSettings }),
    [uploadSettings],
  );

  const readable = useMemo(
    () => (opened ?? []).filter((document): document is OpenedDocument => document.kind === 'opened'),
    [opened],
  );
  const unreadable = (opened ?? []).filter((document) => document.kind === 'unreadable');
  const reminders = useMemo(
    () =>
      documentReminders(
        readable.map((document) => ({
          id: document.id,
          title: document.metadata.title,
          type: document.metadata.type,
          expiresOn: document.metadata.expires_on,
        })),
      ),
    [readable],
  );

  useEffect(() => {
    if (opened) publishDocumentReminders(reminders);
  }, [opened, reminders]);

  // Online, with a fresh list: bring this phone's carried copies in step with it.
  useEffect(() => {
    if (!opened || !list.isSuccess) return;
    const controller = new AbortController();
    syncCarriedDocuments(vault.userId, opened, downloadCiphertext(api), controller.signal).then(
      () => {
        if (!controller.signal.aborted) setCarriedRevision((revision) => revision + 1);
      },
      // No IndexedDB here (private browsing): the documents still work, they just are not carried.
      () => undefined,
    );
    return () => controller.abort();
  }, [opened, list.isSuccess, vault.userId, api]);

  // The sharing section below lists the same documents from its own query: an added, renamed or deleted document
  // must show there too, or it keeps saying "Add a document first" after an upload.
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey(vault.userId) }),
        queryClient.invalidateQueries({ queryKey: sharingQueryKeys.documents(vault.userId) }),
      ]),
    [queryClient, vault.userId],
  );

  const askedForCarried = searchParams.get('show') === 'carried';
  const listUnavailable = list.isError && !list.data;
  const showCarried = askedForCarried || listUnavailable;

  async function download(document: OpenedDocument) {
    setDownloading(document.id);
    setNotice(null);
    try {
      const { fileKey, id, versionId, metadata } = document;
      await saveDecryptedStream(
        async () =>
          (await fetchDocumentContent(api, id, versionId)).pipeThrough(createDecryptionStream(fileKey, id)),
        { fileName: metadata.file_name || metadata.title, mimeType: metadata.mime_type, size: metadata.size },
      );
    } catch (error) {
      setNotice(describeDocumentError(error));
    } finally {
      setDownloading(null);
    }
  }

  function act(action: DocumentAction, document: OpenedDocument) {
    if (action === 'download') void download(document);
    else if (action === 'delete') {
      setDialog({
        kind: 'delete',
        documentId: document.id,
        title: document.metadata.title,
        shared: document.shares.length > 0,
      });
    } else setDialog({ kind: action, document });
  }

  async function afterDelete(documentId: string) {
    await deleteCarried(documentId).catch(() => undefined);
    notifyCarriedDocumentsChanged();
    await refresh();
  }

  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={titleId} className="font-bold text-2xl">
        {t('title')}
      </h2>
      {showCarried ? null : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setSearchParams({ show: 'carried' })}>
            <Smartphone aria-hidden="true" className="size-5" />
            {t('carried.open')}
          </Button>
          {adding || readOnly ? null : (
            <Button onClick={() => setAdding(true)}>
              <FilePlus2 aria-hidden="true" className="size-5" />
              {t('actions.add')}
            </Button>
          )}
        </div>
      )}
    </div>
  );

  if (showCarried) {
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-6">
        {heading}
        <CarriedDocumentsView
          vault={vault}
          revision={carriedRevision}
          reason={askedForCarried ? 'asked' : online ? 'server' : 'offline'}
          onShowAll={
            askedForCarried && !listUnavailable
              ? () => {
                  const next = new URLSearchParams(searchParams);
                  next.delete('show');
                  setSearchParams(next);
                }
              : undefined
          }
        />
        {listUnavailable ? (
          <Button variant="secondary" className="self-start" onClick={() => void list.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        ) : null}
      </section>
    );
  }

  // Edit and Replace follow their document through a reload: after "changed on another device" the next save
  // must name the newest version and seal with its file key, or it would be refused again and again.
  const newest = (document: OpenedDocument) =>
    readable.find((candidate) => candidate.id === document.id) ?? document;
  const people = peopleOf(readable);
  const visible = filterDocuments(readable, query, type, person);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      {heading}
      {readOnly ? <ReadOnlyNotice /> : null}
      {list.data ? <QuotaBar usage={list.data.usage} /> : null}
      <ReminderPanel
        reminders={reminders}
        onOpen={(documentId) => {
          const document = readable.find((candidate) => candidate.id === documentId);
          if (document) setDialog({ kind: 'view', document });
        }}
      />
      {adding && !readOnly ? (
        <UploadPanel
          api={api}
          vault={vault}
          {...settings}
          onUploaded={() => void refresh()}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {notice ? <FormAlert tone="error">{t(notice)}</FormAlert> : null}
      {downloading ? <LoadingMessage label={t('download.working')} /> : null}

      {opened === null ? (
        <LoadingMessage label={t('loading')} className="min-h-32" />
      ) : opened.length === 0 ? (
        adding || readOnly ? null : (
          <EmptyState onAdd={() => setAdding(true)} />
        )
      ) : (
        <>
          {readable.length > 1 ? (
            <DocumentSearch
              query={query}
              type={type}
              onQuery={setQuery}
              onType={setType}
              people={people}
              person={person}
              onPerson={setPerson}
            />
          ) : null}
          {visible.length === 0 && readable.length > 0 ? (
            <p role="status" className="rounded-2xl border border-border border-dashed p-4">
              {t('search.none')}
            </p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('listLabel')}>
              {visible.map((document) => (
                <li key={document.id}>
                  <DocumentCard
                    document={document}
                    onAction={act}
                    busy={downloading === document.id}
                    readOnly={readOnly}
                  />
                </li>
              ))}
            </ul>
          )}
          {unreadable.map((document) => (
            <div
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface-raised p-4"
            >
              <p className="flex items-start gap-2">
                <FileWarning aria-hidden="true" className="mt-1 size-5 shrink-0" />
                {t('unreadable')}
              </p>
              <Button
                variant="ghost"
                className="text-danger"
                onClick={() =>
                  setDialog({
                    kind: 'delete',
                    documentId: document.id,
                    title: t('unreadableTitle'),
                    shared: false,
                  })
                }
              >
                {t('actions.delete')}
              </Button>
            </div>
          ))}
        </>
      )}

      {dialog?.kind === 'view' ? (
        <DocumentViewer
          api={api}
          document={dialog.document}
          onDownload={(document) => void download(document)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' && !readOnly ? (
        <EditDetailsDialog
          api={api}
          vault={vault}
          document={newest(dialog.document)}
          {...settings}
          onSaved={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'replace' && !readOnly ? (
        <ReplaceDialog
          api={api}
          vault={vault}
          document={newest(dialog.document)}
          {...settings}
          onUploaded={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDocumentDialog
          api={api}
          documentId={dialog.documentId}
          title={dialog.title}
          shared={dialog.shared}
          onDeleted={afterDelete}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/** Said calmly, before anything else: nothing is lost, and how to add documents again. */
function ReadOnlyNotice() {
  const { t } = useTranslation('vault-documents');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-primary/40 bg-primary-soft p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <FolderLock aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold text-foreground text-lg">
            {t('readOnly.title')}
          </h3>
          <p className="mt-1 text-foreground">{t('readOnly.body')}</p>
        </div>
      </div>
      <ButtonLink to={UNLOCK_FULL_PROTECTION_PATH} variant="secondary" className="shrink-0 sm:self-center">
        {t('readOnly.action')}
      </ButtonLink>
    </section>
  );
}
