import { Home, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Button } from '../ui/button.tsx';

type ErrorScreenProps = {
  onTryAgain: () => void;
  onGoHome: () => void;
};

/** The spec's fallback for any unexpected rendering error. */
export function ErrorScreen({ onTryAgain, onGoHome }: ErrorScreenProps) {
  const { t } = useTranslation('common');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('errors.title'));

  // Screen readers start from the heading instead of wherever focus was when the page broke.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <TriangleAlert aria-hidden="true" className="size-12 text-warning" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-bold text-3xl text-foreground focus:outline-none"
      >
        {t('errors.title')}
      </h1>
      <p className="mt-3 text-lg text-muted">{t('errors.description')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-5 shrink-0" />
          {t('errors.tryAgain')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onGoHome}>
          <Home aria-hidden="true" className="size-5 shrink-0" />
          {t('errors.goHome')}
        </Button>
      </div>
    </div>
  );
}
