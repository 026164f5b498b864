import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenWakeLock } from '../../../../lib/use-screen-wake-lock.ts';
import { formatDate } from '../format-date.ts';
import { DocumentPreview } from '../viewer/document-preview.tsx';
import type { OpenedCarriedDocument } from './open-carried-documents.ts';

/**
 * A carried document over the whole screen, to hold out to an officer: black around it, large white text, and the
 * screen kept awake where the browser allows. Decrypted from this phone's copy, with no network.
 */
export function CarriedDocumentScreen({
  document,
  onClose,
}: {
  document: OpenedCarriedDocument;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('vault-documents');
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useScreenWakeLock(true);
  const { id, fileKey, metadata, ciphertext } = document;
  const source = useMemo(
    () => ({ documentId: id, fileKey, mimeType: metadata.mime_type, open: async () => ciphertext.stream() }),
    [id, fileKey, metadata.mime_type, ciphertext],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener =
      window.document.activeElement instanceof HTMLElement ? window.document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start gap-3 p-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} dir="auto" className="break-words font-bold text-2xl sm:text-3xl">
              {metadata.title}
            </h2>
            <p className="text-lg text-neutral-200">
              {t(`types.${metadata.type}`)}
              {metadata.expires_on
                ? ` · ${t('carried.expiresOn', { date: formatDate(metadata.expires_on, i18n.language) })}`
                : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-lg border-2 border-white hover:bg-neutral-800 focus-visible:outline-3 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('dialog.close')}</span>
          </button>
        </header>
        <div className="min-h-0 flex-1">
          <DocumentPreview
            source={source}
            title={metadata.title}
            fileName={metadata.file_name}
            highContrast
          />
        </div>
      </div>
    </dialog>
  );
}
