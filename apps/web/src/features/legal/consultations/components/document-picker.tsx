import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type OwnDocument, useOwnDocuments } from '../../../../lib/vault/own-documents.ts';
import { onVaultLocked, type UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { LoadingMessage } from '../../../../ui/loading.tsx';

type DocumentPickerProps = {
  vault: UnlockedVault;
  chosen: ReadonlySet<string>;
  onToggle: (document: OwnDocument, chosen: boolean) => void;
  /** Documents already shared with this request: not offered again. */
  exclude?: ReadonlySet<string>;
};

/** The person's own documents, titles decrypted here, each a checkbox with a 44 px row. */
export function DocumentPicker({ vault, chosen, onToggle, exclude }: DocumentPickerProps) {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const documents = useOwnDocuments(vault);
  // The list holds file keys: a lock drops it from the cache at once.
  useEffect(
    () => onVaultLocked(() => queryClient.removeQueries({ queryKey: ['vault', 'sharing'] })),
    [queryClient],
  );

  if (documents.isPending) return <LoadingMessage label={t('share.loadingVault')} />;
  const offered = (documents.data ?? []).filter((document) => !exclude?.has(document.id));
  if ((documents.data ?? []).length === 0) return <p className="text-muted">{t('share.noDocuments')}</p>;
  if (offered.length === 0) return <p className="text-muted">{t('documents.allShared')}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-foreground">{t('share.choose')}</legend>
      <ul className="flex flex-col gap-2">
        {offered.map((document) => (
          <li key={document.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 py-2 hover:border-primary">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={chosen.has(document.id)}
                onChange={(event) => onToggle(document, event.target.checked)}
              />
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span dir="auto" className="min-w-0 break-words">
                {document.metadata.title || t('share.untitled')}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
