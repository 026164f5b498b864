import { Download, FileWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewKind } from '../../../../lib/vault/decrypt-to-blob.ts';
import { saveBlob } from '../../../../lib/vault/save-stream.ts';
import { Button } from '../../../../ui/button.tsx';
import { LoadingMessage } from '../../../../ui/loading.tsx';
import { describeDocumentError } from '../describe-error.ts';
import { type CiphertextSource, useDecryptedFile } from './use-decrypted-file.ts';

type DocumentPreviewProps = {
  source: CiphertextSource;
  title: string;
  fileName: string;
  /** Black background and white text, for showing the screen to an officer. */
  highContrast?: boolean;
};

function pdfViewerAvailable(): boolean {
  const flag = (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
  return flag !== false;
}

/** The decrypted document itself: an image, a PDF in a frame, or a Download button for what cannot be shown. */
export function DocumentPreview({ source, title, fileName, highContrast = false }: DocumentPreviewProps) {
  const { t } = useTranslation('vault-documents');
  const [attempt, setAttempt] = useState(0);
  const file = useDecryptedFile(source, attempt);
  const kind = previewKind(source.mimeType);

  if (file.status === 'loading') {
    return <LoadingMessage label={t('viewer.decrypting')} className="min-h-64 p-6" />;
  }
  if (file.status === 'failed') {
    const problem = describeDocumentError(file.error);
    // A document that fails decryption (tampered with, or broken in storage) fails the same way every time:
    // say it is damaged, as the download does, and offer no "Try again" that cannot help.
    const damaged = problem === 'errors.damaged';
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-6">
        <p className="flex items-center gap-2 font-semibold">
          <FileWarning aria-hidden="true" className="size-5 shrink-0" />
          {damaged
            ? t('viewer.damaged')
            : problem === 'errors.offline'
              ? t('viewer.offline')
              : t('viewer.failed')}
        </p>
        {damaged ? null : (
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('actions.retry')}
          </Button>
        )}
      </div>
    );
  }
  const download = (
    <Button
      variant={highContrast ? 'secondary' : 'primary'}
      onClick={() => saveBlob(file.blob, fileName)}
      className="self-center"
    >
      <Download aria-hidden="true" className="size-5" />
      {t('actions.download')}
    </Button>
  );
  if (kind === 'image') {
    return (
      <div className="flex h-full min-h-64 items-center justify-center p-2">
        <img src={file.url} alt={title} className="max-h-full max-w-full object-contain" />
      </div>
    );
  }
  if (kind === 'pdf' && pdfViewerAvailable()) {
    return (
      <iframe src={file.url} title={title} className="block h-full min-h-[70dvh] w-full border-0 bg-white" />
    );
  }
  return (
    <div className={`flex flex-col items-center gap-4 p-6 text-center ${highContrast ? 'text-white' : ''}`}>
      <p>{kind === 'pdf' ? t('viewer.noPdfViewer') : t('viewer.notPreviewable')}</p>
      {download}
    </div>
  );
}
