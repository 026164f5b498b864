import { VERIFICATION_NOTE_MAX } from '@amparo/contract/legal/legal-limits';
import type { OwnerLegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { BadgeCheck, EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { formatListingDate } from '../../../lib/public-listing-format.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import {
  useSetOrganizationHidden,
  useSetOrganizationVerified,
  useUpdateOrganization,
} from '../api/legal-registry.ts';
import { OrganizationForm } from './organization-form.tsx';

/** One entry in the owner's registry: what it says and where it stands, and every decision about it. */
export function RegistryEntry({ organization }: { organization: OwnerLegalOrganization }) {
  const { t, i18n } = useTranslation('legal-aid');
  const [editing, setEditing] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [note, setNote] = useState('');
  const update = useUpdateOrganization();
  const hide = useSetOrganizationHidden();
  const verify = useSetOrganizationVerified();
  const failed = hide.isError || verify.isError;

  if (editing) {
    return (
      <OrganizationForm
        organization={organization}
        pending={update.isPending}
        failed={update.isError}
        onCancel={() => setEditing(false)}
        onSubmit={(changes) =>
          update.mutate({ id: organization.id, changes }, { onSuccess: () => setEditing(false) })
        }
      />
    );
  }

  return (
    <article
      aria-label={organization.name}
      className={`flex flex-col gap-3 rounded-2xl border p-4 ${
        organization.hidden ? 'border-dashed border-border bg-surface' : 'border-border bg-surface-raised'
      }`}
      data-testid="registry-entry"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-lg">{organization.name}</h3>
        <div className="flex flex-wrap gap-1">
          {organization.hidden ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-surface-raised px-3 py-1 font-semibold text-sm">
              <EyeOff aria-hidden="true" className="size-4" />
              {t('ownerRegistry.hiddenBadge')}
            </span>
          ) : null}
          <span className="rounded-full bg-surface px-3 py-1 text-sm">
            {t(`entry.kinds.${organization.kind}`)}
          </span>
          {organization.seed_key ? (
            <span className="rounded-full bg-surface px-3 py-1 text-muted text-sm">
              {t('ownerRegistry.curatedBadge')}
            </span>
          ) : null}
        </div>
      </div>
      <p className="break-all text-sm" dir="ltr">
        {organization.website}
      </p>
      <p className="text-sm">{organization.description.en}</p>
      <p className="text-muted text-sm">
        {organization.verified_at
          ? t('ownerRegistry.verifiedBy', {
              who: organization.verified_by ?? t('ownerReports.someone'),
              date: formatListingDate(organization.verified_at, i18n.language),
            })
          : organization.last_checked_on
            ? t('entry.listed', { date: formatListingDate(organization.last_checked_on, i18n.language) })
            : t('entry.added', { date: formatListingDate(organization.added_on, i18n.language) })}
      </p>
      {failed ? <FormAlert tone="error">{t('ownerRegistry.actionError')}</FormAlert> : null}
      {verifying ? (
        <div className="flex flex-col gap-3 rounded-lg bg-surface p-3">
          <Field label={t('ownerRegistry.verifyNote')} limit={{ value: note, max: VERIFICATION_NOTE_MAX }}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                aria-describedby={describedBy}
                rows={2}
                dir="auto"
                maxLength={VERIFICATION_NOTE_MAX}
                className={inputClassName}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={verify.isPending}
              onClick={() =>
                verify.mutate(
                  { id: organization.id, verified: true, note: note.trim() },
                  { onSuccess: () => setVerifying(false) },
                )
              }
            >
              {t('ownerRegistry.verifyConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setVerifying(false)}>
              {t('ownerRegistry.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('ownerRegistry.edit')}
        </Button>
        {organization.hidden ? (
          <Button
            variant="secondary"
            disabled={hide.isPending}
            onClick={() => hide.mutate({ id: organization.id, hidden: false })}
          >
            {t('ownerRegistry.unhide')}
          </Button>
        ) : (
          <ConfirmButton
            label={t('ownerRegistry.hide')}
            question={t('ownerRegistry.hideQuestion', { name: organization.name })}
            detail={t('ownerRegistry.hideDetail')}
            confirmLabel={t('ownerRegistry.hide')}
            cancelLabel={t('ownerRegistry.cancel')}
            variant="secondary"
            disabled={hide.isPending}
            onConfirm={() => hide.mutate({ id: organization.id, hidden: true })}
          />
        )}
        {organization.verified_at ? (
          <ConfirmButton
            label={t('ownerRegistry.unverify')}
            question={t('ownerRegistry.unverifyQuestion', { name: organization.name })}
            confirmLabel={t('ownerRegistry.unverify')}
            cancelLabel={t('ownerRegistry.cancel')}
            variant="ghost"
            confirmVariant="primary"
            disabled={verify.isPending}
            onConfirm={() => verify.mutate({ id: organization.id, verified: false })}
          />
        ) : verifying ? null : (
          <Button variant="ghost" onClick={() => setVerifying(true)}>
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('ownerRegistry.verify')}
          </Button>
        )}
      </div>
    </article>
  );
}
