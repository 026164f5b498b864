import type { Family, FamilyMember } from '@amparo/contract/family/family-models';
import { BellOff, BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useRemoveMember } from '../api/family.ts';
import { formatFamilyDate } from '../family-format.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { FamilyError } from './family-error.tsx';

type MembersListProps = {
  family: Family;
  /** The holder may remove members; a member only sees who is there. */
  canRemove: boolean;
  title: string;
};

/** Who is in the family: name, since when, and alerts on or off where the API shows them. */
export function MembersList({ family, canRemove, title }: MembersListProps) {
  const { t } = useTranslation('family');
  const titleId = useId();
  const remove = useRemoveMember();
  const [removed, setRemoved] = useState<string | null>(null);
  const others = family.members.filter((member) => member.role !== 'holder');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-xl">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {family.members.map((member) => (
          <li
            key={member.user_id}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
            data-testid="family-member"
          >
            <MemberSummary member={member} />
            {canRemove && member.role === 'member' ? (
              <ConfirmAction
                label={t('members.remove')}
                ariaLabel={t('members.removeLabel', { name: member.display_name })}
                question={t('members.removeQuestion', { name: member.display_name })}
                confirmLabel={t('members.removeConfirm')}
                cancelLabel={t('members.keep')}
                disabled={remove.isPending}
                onConfirm={() => {
                  setRemoved(null);
                  remove.mutate(member.user_id, { onSuccess: () => setRemoved(member.display_name) });
                }}
              >
                <p>{t('members.removeDetail', { name: member.display_name })}</p>
              </ConfirmAction>
            ) : null}
          </li>
        ))}
      </ul>
      {canRemove && others.length === 0 ? <p className="text-muted">{t('members.empty')}</p> : null}
      {remove.isError ? <FamilyError error={remove.error} /> : null}
      {removed ? <FormAlert tone="success">{t('members.removed', { name: removed })}</FormAlert> : null}
    </section>
  );
}

function MemberSummary({ member }: { member: FamilyMember }) {
  const { t, i18n } = useTranslation('family');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="break-words font-semibold text-lg">
        <bdi>{member.is_me ? t('members.you', { name: member.display_name }) : member.display_name}</bdi>
      </p>
      {member.role === 'holder' ? <p className="text-muted">{t('members.holder')}</p> : null}
      <p className="text-muted">
        {t('members.since', { date: formatFamilyDate(member.joined_at, i18n.language) })}
      </p>
      {member.alert_on_help === null ? null : (
        <p className="flex items-center gap-2">
          {member.alert_on_help ? (
            <BellRing aria-hidden="true" className="size-5 shrink-0 text-primary" />
          ) : (
            <BellOff aria-hidden="true" className="size-5 shrink-0 text-muted" />
          )}
          {member.alert_on_help ? t('members.alertsOn') : t('members.alertsOff')}
        </p>
      )}
    </div>
  );
}
