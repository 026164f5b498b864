import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { RestrictedAccessNotice } from '../../../ui/restricted-access-notice.tsx';

/** Opens the eligibility questions again, whatever was answered. */
export const CHANGE_ANSWERS_PATH = '/onboarding?step=questions';

/**
 * The whole page for a profile marked ineligible: the notice, and a way back to the questions for someone
 * who tapped the wrong answer. Shown by /onboarding after the answer and by every protected page after it.
 */
export function IneligibleNotice({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('notice.title'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <RestrictedAccessNotice headingLevel={1} focusOnMount={focusOnMount}>
        <ButtonLink to={CHANGE_ANSWERS_PATH} variant="secondary" className="w-full sm:w-auto">
          <RotateCcw aria-hidden="true" className="size-5 shrink-0" />
          {t('notice.changeAnswer')}
        </ButtonLink>
      </RestrictedAccessNotice>
    </div>
  );
}
