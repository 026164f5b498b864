import { Camera, FolderOpen } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../../ui/button.tsx';

export const ACCEPTED_FILES = 'image/*,application/pdf';

/** "Choose files" (several at once) and "Take a photo" (the phone's back camera). */
export function FilePickers({
  onFiles,
  multiple = true,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
}) {
  const { t } = useTranslation('vault-documents');
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement | null) => {
    const picked = input?.files ? [...input.files] : [];
    // Cleared so that picking the same file again still counts as a change.
    if (input) input.value = '';
    if (picked.length > 0) onFiles(picked);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <label
        className={buttonClassName(
          { variant: 'primary' },
          'cursor-pointer focus-within:outline-3 focus-within:outline-focus',
        )}
      >
        <FolderOpen aria-hidden="true" className="size-5" />
        {multiple ? t('upload.chooseFiles') : t('upload.chooseFile')}
        <input
          ref={files}
          type="file"
          multiple={multiple}
          accept={ACCEPTED_FILES}
          onChange={() => take(files.current)}
          className="sr-only"
        />
      </label>
      <label
        className={buttonClassName(
          { variant: 'secondary' },
          'cursor-pointer focus-within:outline-3 focus-within:outline-focus',
        )}
      >
        <Camera aria-hidden="true" className="size-5" />
        {t('upload.takePhoto')}
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={() => take(camera.current)}
          className="sr-only"
        />
      </label>
    </div>
  );
}
