import { MODERATION_REASON_MAX } from '@amparo/contract/community/community-limits';
import type { Post } from '@amparo/contract/community/community-models';
import { isTypedText } from '@amparo/contract/platform/typed-text';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { useCommunityMember } from '../api/community-member.ts';
import { describeSafetyError, type SafetyError, useVerifyReport } from './moderation-api.ts';

export type VerifyReportControlsProps = { post: Post };

type Problem = SafetyError | 'noteRequired' | 'invalidCharacters';

/**
 * On an enforcement report, for a verified organisation or the owner: mark it confirmed or false, with a note the
 * community reads (docs/decisions/029). Nobody else sees these controls; the server refuses them anyway.
 */
export function VerifyReportControls({ post }: VerifyReportControlsProps) {
  const member = useCommunityMember().data?.member;
  if (post.kind !== 'enforcement_report') return null;
  if (!member || !(member.can_moderate || member.verified_organization)) return null;
  return <VerifyReportForm post={post} />;
}

function VerifyReportForm({ post }: VerifyReportControlsProps) {
  const { t } = useTranslation('community-safety');
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const verify = useVerifyReport();

  function decide(verification: 'confirmed' | 'false') {
    if (note.trim() === '') {
      setProblem('noteRequired');
      noteField.current?.focus();
      return;
    }
    if (!isTypedText(note, { multiline: true })) {
      setProblem('invalidCharacters');
      noteField.current?.focus();
      return;
    }
    setProblem(null);
    verify.mutate(
      { postId: post.id, verification, note: note.trim() },
      {
        onSuccess: () => setNote(''),
        onError: (error) => setProblem(describeSafetyError(error)),
      },
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3"
    >
      <h3 id={`${id}-title`} className="font-bold">
        {t('verify.title')}
      </h3>
      <p className="text-muted text-sm">{t(`verify.current.${post.verification ?? 'unverified'}`)}</p>
      <Field
        label={t('verify.note')}
        hint={t('verify.noteHint')}
        error={
          problem === 'noteRequired'
            ? t('verify.noteRequired')
            : problem === 'invalidCharacters'
              ? t('errors.invalidCharacters')
              : null
        }
        limit={{ value: note, max: MODERATION_REASON_MAX }}
      >
        {({ id: fieldId, describedBy, invalid }) => (
          <textarea
            id={fieldId}
            ref={noteField}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            rows={2}
            dir="auto"
            maxLength={MODERATION_REASON_MAX}
            className={inputClassName}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {problem && problem !== 'noteRequired' && problem !== 'invalidCharacters' ? (
        <FormAlert tone="error">{t(`errors.${problem}`)}</FormAlert>
      ) : null}
      {verify.isSuccess ? (
        <p role="status" className="font-semibold">
          {t(`verify.saved.${verify.data.verification ?? 'unverified'}`)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={verify.isPending} onClick={() => decide('confirmed')}>
          {t('verify.confirm')}
        </Button>
        <Button variant="secondary" disabled={verify.isPending} onClick={() => decide('false')}>
          {t('verify.markFalse')}
        </Button>
      </div>
    </section>
  );
}
