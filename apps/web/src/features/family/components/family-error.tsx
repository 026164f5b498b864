import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { LimitedAccessBanner } from '../../../ui/limited-access-banner.tsx';
import { familyErrorKind } from '../family-errors.ts';

/** A failed family request, said in the person's language; "needs the plan" shows the way to unlock it. */
export function FamilyError({ error }: { error: unknown }) {
  const { t } = useTranslation('family');
  const kind = familyErrorKind(error);
  if (kind === 'plan_required') return <LimitedAccessBanner refused />;
  return <FormAlert tone="error">{t(`errors.${kind}`)}</FormAlert>;
}
