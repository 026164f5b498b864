import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { formatReviewDate } from '../../../lib/format-review-date.ts';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useHelpContent } from '../content/load-help-content.ts';
import { FaqSection } from '../faq/faq-section.tsx';
import { SupportSection } from '../support/support-section.tsx';

/**
 * /help (issue 15): answers to common questions about every part of Amparo, searchable offline in the reader's
 * language, and a way to write to the people who run it. Open signed out (the answers need no account) and to a
 * profile marked ineligible, who may most need to ask.
 */
/** /help is public: a visitor signed out has no query client from the signed-in layout, so the page brings one. */
export function HelpPage() {
  return (
    <WithQueryClient>
      <HelpPageContent />
    </WithQueryClient>
  );
}

function HelpPageContent() {
  const { t, i18n } = useTranslation('help');
  useDocumentTitle(t('title'));
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const content = useHelpContent(language);
  const english = useHelpContent('en');
  const { profile } = useProfile();
  const priority = profile?.coverage === 'own' || profile?.coverage === 'family';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight">{t('title')}</h1>
        <p className="max-w-prose text-lg">{t('intro')}</p>
        {content.data ? (
          <div className="rounded-lg border-primary border-s-4 bg-primary-soft px-4 py-3">
            <p>{content.data.notice}</p>
            <p className="text-muted text-sm">
              {t('reviewed', { date: formatReviewDate(content.data.lastReviewed, language) })}
            </p>
          </div>
        ) : null}
      </header>
      {content.data ? (
        <FaqSection content={content.data} english={language === 'en' ? null : (english.data ?? null)} />
      ) : content.isError ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{t('loadError')}</FormAlert>
          <Button className="self-start" onClick={() => void content.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('loading')} className="min-h-40 py-10" />
      )}
      <SupportSection priority={priority} />
    </div>
  );
}
