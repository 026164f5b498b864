import { maxEmergencyContacts } from '@amparo/contract/emergency/emergency-contact';
import { useTranslation } from 'react-i18next';
import { useLeaveFamily } from '../api/family.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { FamilyError } from './family-error.tsx';

/**
 * "Leave the family", which first says what changes (issue 12, point 3): the family's Full Protection ends, the
 * vault stays theirs to open and export but takes no new documents, and what happens to their contacts and
 * alerts. The contacts line is what the server does: contacts above the Basic limit are kept and still alerted,
 * and only adding one more is refused.
 */
export function LeaveFamily({ holderName, onLeft }: { holderName: string; onLeft: () => void }) {
  const { t } = useTranslation('family');
  const leave = useLeaveFamily();
  return (
    <section className="flex flex-col gap-3 border-border border-t pt-6">
      <ConfirmAction
        label={t('leave.action')}
        question={t('leave.question', { name: holderName })}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.stay')}
        disabled={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onSuccess: onLeft })}
      >
        <p className="font-semibold">{t('leave.before')}</p>
        <ul className="flex list-disc flex-col gap-2 ps-6" data-testid="leave-consequences">
          <li>{t('leave.protection')}</li>
          <li>{t('leave.vault')}</li>
          <li>{t('leave.contacts', { limit: maxEmergencyContacts(false) })}</li>
          <li>{t('leave.familyAlerts')}</li>
        </ul>
      </ConfirmAction>
      {leave.isError ? <FamilyError error={leave.error} /> : null}
    </section>
  );
}
