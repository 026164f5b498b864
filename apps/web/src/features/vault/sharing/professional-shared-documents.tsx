import { useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { onVaultLocked, type UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useShares } from './api/shares.ts';
import { IncomingRequests, SharedWithMe } from './components/incoming-shares.tsx';

/**
 * A legal professional's vault without a plan of their own (issue 13, point 3): nothing of their own to store, only
 * what the people who ask them for a consultation share, which opens with their key alone. Each request's
 * documents also open from the request itself; this is the whole list in one place.
 */
export function ProfessionalSharedDocuments({ vault }: { vault: UnlockedVault }) {
  const { t } = useTranslation('vault');
  const titleId = useId();
  const queryClient = useQueryClient();
  const shares = useShares(vault);
  useEffect(
    () => onVaultLocked(() => queryClient.removeQueries({ queryKey: ['vault', 'sharing'] })),
    [queryClient],
  );
  const incoming = shares.data?.incoming ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-2xl text-foreground">
        <Inbox aria-hidden="true" className="size-6 text-primary" />
        {t('professional.title')}
      </h2>
      <p className="max-w-prose text-muted">{t('professional.explain')}</p>
      <ButtonLink to="/legal-hub?tab=consultations" variant="secondary" className="self-start">
        {t('professional.requests')}
      </ButtonLink>
      {shares.isPending ? <LoadingMessage label={t('page.loading')} /> : null}
      {shares.data ? (
        <>
          <IncomingRequests requests={incoming.filter((opened) => opened.share.status === 'pending')} />
          <SharedWithMe shares={incoming.filter((opened) => opened.share.status === 'accepted')} />
        </>
      ) : null}
    </section>
  );
}
