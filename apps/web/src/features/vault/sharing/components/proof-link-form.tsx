import { PROOF_LINK_MAX_DOCUMENTS } from '@amparo/contract/vault/vault-limits';
import { Link2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/loading.tsx';
import {
  type CreatedProofLink,
  PROOF_LINK_LIFETIMES,
  type ProofLinkLifetime,
  useCreateProofLink,
} from '../api/proof-links.ts';
import { describeSharingError, type SharingErrorKey } from '../sharing-errors.ts';

type ProofLinkFormProps = {
  vault: UnlockedVault;
  documents: OwnDocument[];
  onCreated: (created: CreatedProofLink) => void;
  onCancel: () => void;
};

/** Choose documents and how long the link lives; the choices stay if creating fails. */
export function ProofLinkForm({ vault, documents, onCreated, onCancel }: ProofLinkFormProps) {
  const { t } = useTranslation('vault-sharing');
  const titleId = useId();
  const create = useCreateProofLink(vault);
  const [chosen, setChosen] = useState<string[]>([]);
  const [lifetime, setLifetime] = useState<ProofLinkLifetime>(24);
  const [noneChosen, setNoneChosen] = useState(false);
  const [error, setError] = useState<SharingErrorKey | null>(null);
  const full = chosen.length >= PROOF_LINK_MAX_DOCUMENTS;

  const toggle = (id: string, on: boolean) => {
    setNoneChosen(false);
    setChosen((current) => (on ? [...current, id] : current.filter((value) => value !== id)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const picked = documents.filter((document) => chosen.includes(document.id));
    if (picked.length === 0) {
      setNoneChosen(true);
      return;
    }
    create.mutate(
      { documents: picked, expiresInHours: lifetime },
      { onSuccess: onCreated, onError: (failure) => setError(describeSharingError(failure)) },
    );
  };

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4"
    >
      <h4 id={titleId} className="font-bold text-foreground text-lg">
        {t('links.formTitle')}
      </h4>
      <fieldset aria-describedby={noneChosen ? `${titleId}-none` : undefined} className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-foreground">
          {t('links.documentsLabel', { max: PROOF_LINK_MAX_DOCUMENTS })}
        </legend>
        {documents.map((document) => {
          const checked = chosen.includes(document.id);
          return (
            <label
              key={document.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-primary-soft has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(document.id, event.target.checked)}
                className="size-5 shrink-0 accent-primary"
              />
              <span dir="auto" className="text-foreground">
                {document.metadata.title}
              </span>
            </label>
          );
        })}
        {full ? (
          <p className="text-muted text-sm">{t('links.maxReached', { max: PROOF_LINK_MAX_DOCUMENTS })}</p>
        ) : null}
        {noneChosen ? (
          <p id={`${titleId}-none`} className="font-medium text-danger">
            {t('links.chooseOne')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-foreground">{t('links.lifetimeLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {PROOF_LINK_LIFETIMES.map((hours) => (
            <label
              key={hours}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-checked:border-2 has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${titleId}-lifetime`}
                value={hours}
                checked={lifetime === hours}
                onChange={() => setLifetime(hours)}
                className="size-5 accent-primary"
              />
              <span className="text-foreground">{t(`links.lifetime.${hours}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="rounded-lg bg-surface p-3 text-foreground">{t('links.warning')}</p>
      {error ? <FormAlert tone="error">{t(`errors.${error}`)}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Link2 aria-hidden="true" className="size-5" />
          )}
          {t('links.create')}
        </Button>
        <Button variant="secondary" disabled={create.isPending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
