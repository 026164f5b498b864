import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@amparo/contract/community/community-limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { Button } from '../../../ui/button.tsx';
import { useSaveDisplayName } from './api/member-settings.ts';

const KNOWN_ERRORS = ['display_name_taken', 'display_name_invalid'] as const;

/** Choosing or changing the name others see (PUT /community/me); a taken name is said plainly. */
export function DisplayNameForm({ initial, onDone }: { initial: string; onDone?: () => void }) {
  const { t } = useTranslation('community-alerts');
  const save = useSaveDisplayName();
  const [name, setName] = useState(initial);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const code = save.error instanceof ApiRequestError ? save.error.code : null;
  const error = save.isError
    ? (KNOWN_ERRORS as readonly (string | null)[]).includes(code)
      ? t(`profile.errors.${code as (typeof KNOWN_ERRORS)[number]}`)
      : t('profile.errors.generic')
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(name.trim(), { onSuccess: () => onDone?.() });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">
        {t('profile.nameLabel')}
      </label>
      <input
        id={inputId}
        dir="auto"
        value={name}
        required
        minLength={DISPLAY_NAME_MIN}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        onChange={(event) => setName(event.target.value)}
        className="min-h-11 rounded-lg border border-border bg-surface-raised px-3"
      />
      <p id={hintId} className="text-muted text-sm">
        {t('profile.nameHint', { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX, count: DISPLAY_NAME_MAX })}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
