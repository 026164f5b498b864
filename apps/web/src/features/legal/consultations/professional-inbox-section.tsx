import { ZGetKeyringResponse } from '@amparo/contract/vault/keyring';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVaultApi } from '../../../lib/vault/vault-request.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useConsultationInbox } from './api/consultations.ts';
import { ConsultationList } from './components/consultation-list.tsx';
import { ListError } from './my-consultations-section.tsx';

/** Whether this account has a vault key pair yet (people can share documents with it only then). */
function useHasVaultKey() {
  const { userId, request } = useVaultApi();
  return useQuery({
    queryKey: ['vault', 'has-key', userId],
    // The vault's 204 (no vault yet) comes back as undefined.
    queryFn: async ({ signal }) =>
      (await request('/keyring', ZGetKeyringResponse.optional(), { signal })) !== undefined,
    enabled: userId !== null,
    retry: false,
  });
}

/** The legal hub's third tab for a professional: the requests people sent them, newest first. */
export function ProfessionalInboxSection() {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const inbox = useConsultationInbox();
  const hasKey = useHasVaultKey();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-bold text-2xl">
        {t('list.inboxTitle')}
      </h2>
      {hasKey.data === false ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border-2 border-primary/40 bg-primary-soft p-4">
          <p className="flex items-start gap-2">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {t('list.vaultKeyMissing')}
          </p>
          <ButtonLink to="/documents" variant="secondary">
            {t('list.setUpVault')}
          </ButtonLink>
        </div>
      ) : null}
      {inbox.data ? (
        inbox.data.length === 0 ? (
          <p className="max-w-prose rounded-2xl border border-border border-dashed p-5">
            {t('list.inboxEmpty')}
          </p>
        ) : (
          <ConsultationList consultations={inbox.data} side="professional" />
        )
      ) : inbox.isError ? (
        <ListError onRetry={() => void inbox.refetch()} />
      ) : (
        <LoadingMessage label={t('list.loading')} />
      )}
    </section>
  );
}
