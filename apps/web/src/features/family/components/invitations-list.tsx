import type { FamilyInvitation } from '@amparo/contract/family/family-models';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { useCancelInvitation, useResendInvitation } from '../api/family.ts';
import { formatFamilyDate, formatInvitationDate, isolateLtr } from '../family-format.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { FamilyError } from './family-error.tsx';

type InvitationsListProps = {
  invitations: FamilyInvitation[];
  /** The holder's name as the family knows them, to sign a new invitation sent in place of an expired one. */
  inviterName: string;
};

/** The holder's waiting invitations: to whom, until when; an expired one can be sent again. */
export function InvitationsList({ invitations, inviterName }: InvitationsListProps) {
  const { t, i18n } = useTranslation('family');
  const titleId = useId();
  const cancel = useCancelInvitation();
  const resend = useResendInvitation();
  const [done, setDone] = useState<string | null>(null);
  const waiting = invitations.filter((invitation) => invitation.status === 'pending');
  if (waiting.length === 0) return null;
  const busy = cancel.isPending || resend.isPending;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-xl">
        {t('invitations.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {waiting.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
            data-testid="family-invitation"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <p className="break-words font-semibold text-lg">
                <bdi>{invitation.invitee_name}</bdi>
              </p>
              <p className="break-words text-muted">
                {t('invitations.sentTo', { address: isolateLtr(invitation.address) })}
              </p>
              {invitation.expired ? (
                <p className="font-medium text-danger">
                  {t('invitations.expired', { date: formatFamilyDate(invitation.expires_at, i18n.language) })}
                </p>
              ) : (
                <p className="text-muted">
                  {t('invitations.expires', {
                    date: formatInvitationDate(invitation.expires_at, i18n.language),
                  })}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-3">
              {invitation.expired ? (
                <Button
                  disabled={busy || !inviterName}
                  aria-label={t('invitations.resendLabel', { name: invitation.invitee_name })}
                  onClick={() => {
                    setDone(null);
                    resend.mutate(
                      {
                        cancelId: invitation.id,
                        invitation: {
                          channel: invitation.channel,
                          address: invitation.address,
                          invitee_name: invitation.invitee_name,
                          language: invitation.language,
                          inviter_name: inviterName,
                        },
                      },
                      {
                        onSuccess: () => setDone(t('invitations.resent', { name: invitation.invitee_name })),
                      },
                    );
                  }}
                >
                  {t('invitations.resend')}
                </Button>
              ) : null}
              <ConfirmAction
                label={t('invitations.cancel')}
                ariaLabel={t('invitations.cancelLabel', { name: invitation.invitee_name })}
                question={t('invitations.cancelQuestion', { name: invitation.invitee_name })}
                confirmLabel={t('invitations.cancel')}
                cancelLabel={t('invitations.keep')}
                disabled={busy}
                onConfirm={() => {
                  setDone(null);
                  cancel.mutate(invitation.id, {
                    onSuccess: () => setDone(t('invitations.cancelled', { name: invitation.invitee_name })),
                  });
                }}
              >
                <p>{t('invitations.cancelDetail')}</p>
              </ConfirmAction>
            </div>
          </li>
        ))}
      </ul>
      {cancel.isError ? <FamilyError error={cancel.error} /> : null}
      {resend.isError ? <FamilyError error={resend.error} /> : null}
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
    </section>
  );
}
