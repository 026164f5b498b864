import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Amparo": the first thing a screen reader announces on a new page. */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation('common');
  const title = page ? t('documentTitle', { page }) : t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
