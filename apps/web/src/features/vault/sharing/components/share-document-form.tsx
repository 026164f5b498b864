import type { FamilyRecipient } from '@amparo/contract/vault/family-recipients';
import type { LookupRecipientResponse } from '@amparo/contract/vault/shares';
import { ZLookupRecipientRequest } from '@amparo/contract/vault/shares';
import { Send, UserRound, UserSearch } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../../lib/account/form-controls.tsx';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/loading.tsx';
import { useCreateShare, useFamilyRecipients, useLookupRecipient } from '../api/shares.ts';
import { describeSharingError, type SharingErrorKey } from '../sharing-errors.ts';

type Found = { recipient: LookupRecipientResponse; document: OwnDocument };

/**
 * Share one document with another Amparo user: find them by email, say plainly what they will be able to do,
 * then send the file key wrapped for their public key. What was typed stays on every error. The people of the
 * person's family come first: one tap on a name, one on "Share" (issue 12, point 7).
 */
export function ShareDocumentForm({ documents }: { documents: OwnDocument[] }) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const lookup = useLookupRecipient();
  const create = useCreateShare();
  const [documentId, setDocumentId] = useState(documents[0]?.id ?? '');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<SharingErrorKey | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const chosen = documents.find((document) => document.id === documentId) ?? documents[0];

  const chooseFamilyMember = (member: FamilyRecipient & { public_key: string }) => {
    if (!chosen) return;
    setError(null);
    setSentTo(null);
    setFound({
      recipient: { user_id: member.user_id, label: member.display_name, public_key: member.public_key },
      document: chosen,
    });
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSentTo(null);
    const parsed = ZLookupRecipientRequest.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setEmailError(t('share.emailInvalid'));
      return;
    }
    setEmailError(null);
    if (!chosen) return;
    lookup.mutate(parsed.data.email, {
      onSuccess: (recipient) => setFound({ recipient, document: chosen }),
      onError: (failure) => setError(describeSharingError(failure)),
    });
  };

  const send = () => {
    if (!found) return;
    setError(null);
    create.mutate(found, {
      onSuccess: () => {
        setSentTo(found.recipient.label);
        setFound(null);
        setEmail('');
      },
      onError: (failure) => {
        setError(describeSharingError(failure));
        setFound(null);
      },
    });
  };

  if (found) {
    return (
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      >
        <h3 id={titleId} className="font-bold text-foreground text-lg">
          {t('share.confirmTitle')}
        </h3>
        <p className="text-foreground">
          {t('share.confirmQuestion', {
            title: found.document.metadata.title,
            person: found.recipient.label,
          })}
        </p>
        <p className="text-muted">{t('share.copyWarning')}</p>
        <div className="flex flex-wrap gap-2">
          {/* Focus lands on the answer: the question replaced the form the person was just in. */}
          <Button autoFocus disabled={create.isPending} onClick={send}>
            {create.isPending ? (
              <Spinner className="size-5" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {t('share.confirmButton')}
          </Button>
          <Button variant="secondary" disabled={create.isPending} onClick={() => setFound(null)}>
            {t('share.back')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={find}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4"
    >
      <div>
        <h3 id={titleId} className="font-bold text-foreground text-lg">
          {t('share.title')}
        </h3>
        <p className="mt-1 max-w-prose text-muted">{t('share.intro')}</p>
      </div>
      <Field label={t('share.documentLabel')}>
        {({ id }) => (
          <select
            id={id}
            value={chosen?.id ?? ''}
            onChange={(event) => setDocumentId(event.target.value)}
            className={inputClassName}
          >
            {documents.map((document) => (
              <option key={document.id} value={document.id} dir="auto">
                {document.metadata.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FamilyRecipients onChoose={chooseFamilyMember} />
      <Field label={t('share.emailLabel')} hint={t('share.emailHint')} error={emailError}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            value={email}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => setEmail(event.target.value)}
            className={`${inputClassName} text-start`}
          />
        )}
      </Field>
      {error ? (
        <FormAlert tone="error">{t(`errors.${error}`)}</FormAlert>
      ) : sentTo ? (
        <FormAlert tone="success">{t('share.sent', { person: sentTo })}</FormAlert>
      ) : null}
      <div>
        <Button type="submit" disabled={lookup.isPending}>
          {lookup.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <UserSearch aria-hidden="true" className="size-5" />
          )}
          {t('share.findButton')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Your family": everyone else in the person's family. A member with a vault is one tap away from the confirmation;
 * a member without one is listed, so nobody wonders where they went. Nothing shows outside a family.
 */
function FamilyRecipients({
  onChoose,
}: {
  onChoose: (member: FamilyRecipient & { public_key: string }) => void;
}) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const recipients = useFamilyRecipients();
  const members = recipients.data ?? [];
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="font-semibold text-foreground">
        {t('family.title')}
      </h4>
      <p className="max-w-prose text-muted text-sm">{t('family.intro')}</p>
      <ul className="flex flex-col gap-2">
        {members.map((member) => {
          const key = member.public_key;
          return (
            <li key={member.user_id}>
              {key ? (
                <Button
                  type="button"
                  variant="secondary"
                  className="w-full"
                  onClick={() => onChoose({ ...member, public_key: key })}
                >
                  <UserRound aria-hidden="true" className="size-5 shrink-0" />
                  <span dir="auto">{t('family.shareWith', { person: member.display_name })}</span>
                </Button>
              ) : (
                <p className="flex min-h-11 items-center gap-2 rounded-xl border border-border border-dashed px-4 py-2">
                  <UserRound aria-hidden="true" className="size-5 shrink-0 text-muted" />
                  <span>
                    <span dir="auto" className="font-semibold">
                      {member.display_name}
                    </span>
                    <span className="block text-muted text-sm">{t('family.noVault')}</span>
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-muted text-sm">{t('family.orEmail')}</p>
    </section>
  );
}
