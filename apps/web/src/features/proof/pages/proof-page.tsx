import { ZProofLinkId } from '@amparo/contract/vault/proof-links';
import { useQuery } from '@tanstack/react-query';
import { Clock, Info, LockKeyhole, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEnglishNamespaces } from '../../../i18n/use-english-namespaces.ts';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { useLocation, useParams } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { fetchPublicProofLink, openProofLink, readLinkKey } from '../api/public-proof-link.ts';
import { ProofDocumentCard } from '../components/proof-document-card.tsx';
import { PROOF_ENGLISH } from '../proof-english.ts';
import { describeProofProblem, isWorthRetrying, type ProofProblem } from '../proof-errors.ts';

/**
 * `/proof/:linkId#<key>`: documents someone chose to show, opened in this browser with the key in the fragment.
 * No account needed. The fragment stays in the address bar so a reload still works.
 */
export function ProofPage() {
  useEnglishNamespaces(PROOF_ENGLISH);
  const { t, i18n } = useTranslation('proof');
  useDocumentTitle(t('pageTitle'));
  const { linkId = '' } = useParams();
  const { hash } = useLocation();
  const validId = ZProofLinkId.safeParse(linkId).success;
  const linkKey = readLinkKey(hash);

  const link = useQuery({
    // The fragment is part of the key so a corrected link opens at once; it never leaves this page.
    queryKey: ['proof', linkId, hash],
    queryFn: async ({ signal }) => {
      if (!linkKey) throw new Error('no key');
      return openProofLink(linkKey, await fetchPublicProofLink(linkId, signal));
    },
    enabled: validId && linkKey !== null,
    // Each fetch counts a view for the owner: only the one the visitor asked for.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => failures < 2 && isWorthRetrying(error),
  });

  const problem: ProofProblem | null = !validId
    ? 'notFound'
    : linkKey === null
      ? 'incomplete'
      : link.isError
        ? describeProofProblem(link.error)
        : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="font-bold text-3xl text-foreground">{t('heading')}</h1>
        {problem ? null : <p className="mt-2 max-w-prose text-muted">{t('intro')}</p>}
      </div>

      {problem ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border-2 border-border bg-surface-raised p-4"
        >
          <p className="font-semibold text-foreground text-lg">{t(`problems.${problem}`)}</p>
          {problem === 'offline' || problem === 'unexpected' || problem === 'rateLimited' ? (
            <Button variant="secondary" onClick={() => void link.refetch()}>
              <RotateCw aria-hidden="true" className="size-5" />
              {t('tryAgain')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {!problem && link.isPending ? <LoadingMessage label={t('opening')} className="py-10" /> : null}

      {link.data ? (
        <>
          <div className="flex flex-col gap-2 rounded-xl border border-primary bg-primary-soft p-4 text-foreground">
            <p className="flex items-start gap-2">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{t('decryptedHere')}</span>
            </p>
            <p className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                {t('linkExpires', {
                  date: new Intl.DateTimeFormat(intlLocale(i18n.language), {
                    dateStyle: 'long',
                    timeStyle: 'short',
                  }).format(new Date(link.data.expiresAt)),
                })}
              </span>
            </p>
          </div>
          <p className="flex items-start gap-2 text-muted">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t('notOfficial')}</span>
          </p>
          <ul className="flex flex-col gap-4">
            {link.data.documents.map((document) => (
              <li key={document.id}>
                <ProofDocumentCard linkId={linkId} document={document} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
