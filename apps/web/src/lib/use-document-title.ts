import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { recordPrerenderedTitle } from './prerender-context.ts';

/** Sets the tab title to "<page> · Amparo": the first thing a screen reader announces on a new page. */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation('common');
  const title = page ? t('documentTitle', { page }) : t('appName');
  // At build time there is no document: the prerender writes this title into the page's HTML instead.
  if (typeof document === 'undefined') recordPrerenderedTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
