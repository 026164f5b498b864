import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@amparo/contract/community/community-limits';
import { isAcceptableDisplayName } from '@amparo/contract/community/put-community-member';
import { UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { useSaveDisplayName } from '../api/community-member.ts';
import { communityErrorMessage } from '../components/community-error.ts';

/**
 * Before the first post: a display name, chosen by the person and shown to everyone. Never their real name — a
 * post about papers, raids or work must not lead back to the person who wrote it.
 */
export function DisplayNameStep() {
  const { t } = useTranslation('community');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const save = useSaveDisplayName();
  const acceptable = isAcceptableDisplayName(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (acceptable) save.mutate(name.trim());
  };
  const error = save.isError
    ? communityErrorMessage(t, save.error)
    : tried && !acceptable
      ? t('errors.display_name_invalid')
      : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-4 pb-6"
    >
      <div className="flex items-start gap-3">
        <UserRound aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="font-bold text-xl">{t('displayName.title')}</h2>
          <p>{t('displayName.intro')}</p>
          <ul className="list-disc ps-5">
            <li>{t('displayName.neverReal')}</li>
            <li>{t('displayName.everyone')}</li>
            <li>{t('displayName.change')}</li>
          </ul>
        </div>
      </div>
      <Field
        label={t('displayName.label')}
        hint={t('displayName.hint', {
          min: DISPLAY_NAME_MIN,
          max: DISPLAY_NAME_MAX,
          count: DISPLAY_NAME_MAX,
        })}
        error={error}
        limit={{ value: name, max: DISPLAY_NAME_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            dir="auto"
            autoComplete="off"
            maxLength={DISPLAY_NAME_MAX}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              save.reset();
            }}
            className={inputClassName}
          />
        )}
      </Field>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {t('displayName.save')}
      </Button>
    </form>
  );
}
