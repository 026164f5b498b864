import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import { DocumentPicker } from './document-picker.tsx';
import { useOwnUnlockedVault, VaultAccess } from './vault-access.tsx';

type ShareDocumentsPanelProps = {
  professionalName: string;
  /** Null until the professional set up their vault: nothing can be shared with them yet. */
  publicKey: string | null;
  chosen: ReadonlyMap<string, OwnDocument>;
  onChange: (chosen: Map<string, OwnDocument>) => void;
  exclude?: ReadonlySet<string>;
  title: string;
};

/**
 * Choosing documents to share with a professional: what sharing means in plain words (only they can open them, and
 * it can be stopped), the vault's unlock in place, then the person's documents as checkboxes.
 */
export function ShareDocumentsPanel({
  professionalName,
  publicKey,
  chosen,
  onChange,
  exclude,
  title,
}: ShareDocumentsPanelProps) {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const vault = useOwnUnlockedVault();
  const name = professionalName;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-foreground text-lg">
        <LockKeyhole aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {title}
      </h2>
      {publicKey === null ? (
        <p data-testid="no-sharing-key">{t('share.noKey', { name })}</p>
      ) : (
        <>
          <p className="max-w-prose">{t('share.explain', { name })}</p>
          {vault ? (
            <DocumentPicker
              vault={vault}
              chosen={new Set(chosen.keys())}
              exclude={exclude}
              onToggle={(document, on) => {
                const next = new Map(chosen);
                if (on) next.set(document.id, document);
                else next.delete(document.id);
                onChange(next);
              }}
            />
          ) : (
            <VaultAccess purpose="share" reason={t('share.unlockReason')} />
          )}
        </>
      )}
    </section>
  );
}
