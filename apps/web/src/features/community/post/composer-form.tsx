import {
  POST_BODY_MAX,
  POST_LANGUAGES,
  POST_TOPICS,
  type PostKind,
  type PostLanguage,
  type PostTopic,
  REPORT_AREA_MAX,
} from '@amparo/contract/community/community-limits';
import {
  US_STATE_CODES,
  type UsStateCode,
  ZPostBody,
  ZReportAreaInput,
} from '@amparo/contract/community/create-post';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import { isAreaTooPrecise, isReportTextTooPrecise } from '@amparo/contract/community/identifying-text';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { useApiRequest } from '../../../lib/api-request.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useCreatePost } from '../api/post-mutations.ts';
import { communityErrorMessage } from '../components/community-error.ts';
import { IdentifyingWarning, useIdentifyingCheck } from '../components/identifying-warning.tsx';
import { languageName } from '../components/post-card.tsx';
import { textProblem } from '../components/text-problem.ts';
import { PostImagesPicker, usePostImages } from './post-images-picker.tsx';
import { usePostDraft } from './use-post-draft.ts';

type Problem =
  | 'topic'
  | 'body'
  | 'body_characters'
  | 'body_precise'
  | 'area'
  | 'area_characters'
  | 'area_precise'
  | 'state';

/**
 * The composer (issue 14, point 2): what kind of post, its topic and language, the text with a counter, photos
 * (not on an enforcement report), and the "this could identify you" check before it goes.
 */
export function ComposerForm({ member }: { member: CommunityMember }) {
  const { t, i18n } = useTranslation('community');
  const { t: tCommon } = useTranslation('common');
  const { t: tStates } = useTranslation('us-states');
  const { userId } = useApiRequest('/community');
  const navigate = useNavigate();
  const uiLanguage = (POST_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as PostLanguage)
    : 'en';
  const { draft, change, clear } = usePostDraft(userId, {
    kind: 'post',
    topic: '',
    language: uiLanguage,
    body: '',
    area: '',
    state: '',
  });
  const kinds: PostKind[] = member.verified_organization
    ? ['post', 'enforcement_report', 'official_alert']
    : ['post', 'enforcement_report'];
  const kind = kinds.includes(draft.kind) ? draft.kind : 'post';
  const isReport = kind === 'enforcement_report';
  const images = usePostImages();
  const create = useCreatePost();
  const identifying = useIdentifyingCheck();
  const [problems, setProblems] = useState<Problem[]>([]);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  const problemsOf = (): Problem[] => {
    const found: Problem[] = [];
    if (!draft.topic) found.push('topic');
    const body = textProblem(ZPostBody, draft.body);
    if (body === 'empty') found.push('body');
    else if (body === 'characters') found.push('body_characters');
    if (isReport) {
      if (body === null && isReportTextTooPrecise(draft.body)) found.push('body_precise');
      const area = textProblem(ZReportAreaInput.shape.area, draft.area);
      if (area === 'empty') found.push('area');
      else if (area === 'characters') found.push('area_characters');
      else if (isAreaTooPrecise(draft.area)) found.push('area_precise');
      if (!draft.state) found.push('state');
    }
    return found;
  };

  const send = () =>
    create.mutate(
      {
        kind,
        topic: draft.topic as PostTopic,
        language: draft.language,
        body: draft.body.trim(),
        ...(isReport
          ? { area: { area: draft.area.trim(), state: draft.state as UsStateCode } }
          : { image_ids: images.ids }),
      },
      {
        onSuccess: () => {
          clear();
          void navigate('/community?tab=feed');
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf();
    setProblems(found);
    if (found.length > 0) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    if (images.busy) return;
    if (identifying.check(draft.body)) send();
  };

  const problemText = (problem: Problem) => {
    if (!problems.includes(problem)) return null;
    if (problem === 'body_characters' || problem === 'area_characters')
      return tCommon('forms.invalidCharacters');
    return t(`composer.problems.${problem}`);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 pb-24">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('composer.kind')}</legend>
        {kinds.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface-raised p-3 has-[:checked]:border-2 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name={`${ids}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => change({ kind: option })}
              className="mt-1 size-5 shrink-0"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t(`composer.kinds.${option}`)}</span>
              <span className="text-muted text-sm">{t(`composer.kindHints.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {isReport ? (
        <div className="flex flex-col gap-3 rounded-xl border-2 border-warning border-s-8 bg-surface-raised p-4">
          <p className="font-semibold">{t('composer.report.title')}</p>
          <ul className="list-disc ps-5">
            <li>{t('composer.report.noAddress')}</li>
            <li>{t('composer.report.noPhotos')}</li>
            <li>{t('composer.report.unverified')}</li>
          </ul>
          <Field
            label={t('composer.report.area')}
            hint={t('composer.report.areaHint')}
            error={problemText('area') ?? problemText('area_characters') ?? problemText('area_precise')}
            limit={{ value: draft.area, max: REPORT_AREA_MAX }}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                dir="auto"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                maxLength={REPORT_AREA_MAX}
                value={draft.area}
                onChange={(event) => change({ area: event.target.value })}
                className={inputClassName}
              />
            )}
          </Field>
          <SelectField
            label={t('composer.report.state')}
            error={problemText('state')}
            value={draft.state}
            onChange={(state) => change({ state })}
          >
            <option value="">{t('composer.report.chooseState')}</option>
            {US_STATE_CODES.map((code) => ({ code, name: tStates(`names.${code}`) }))
              .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
              .map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
          </SelectField>
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('composer.topic')}
          error={problemText('topic')}
          value={draft.topic}
          onChange={(topic) => change({ topic: topic as PostTopic | '' })}
        >
          <option value="">{t('composer.chooseTopic')}</option>
          {POST_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('composer.language')}
          hint={t('composer.languageHint')}
          value={draft.language}
          onChange={(language) => change({ language: language as PostLanguage })}
        >
          {POST_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageName(code)}
            </option>
          ))}
        </SelectField>
      </div>

      <Field
        label={t('composer.body')}
        hint={t('composer.bodyHint')}
        error={problemText('body') ?? problemText('body_characters') ?? problemText('body_precise')}
        limit={{ value: draft.body, max: POST_BODY_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            ref={bodyField}
            id={id}
            dir="auto"
            lang={draft.language}
            rows={7}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={POST_BODY_MAX}
            value={draft.body}
            onChange={(event) => {
              change({ body: event.target.value });
              identifying.dismiss();
            }}
            className={inputClassName}
          />
        )}
      </Field>

      {isReport ? null : <PostImagesPicker picker={images} />}

      {identifying.found ? (
        <IdentifyingWarning
          kinds={identifying.found}
          sendLabel={t('identifying.postAnyway')}
          onEdit={() => {
            identifying.dismiss();
            bodyField.current?.focus();
          }}
          onSendAnyway={() => {
            identifying.accept();
            send();
          }}
        />
      ) : null}

      {create.isError ? <FormAlert tone="error">{communityErrorMessage(t, create.error)}</FormAlert> : null}

      <Button type="submit" size="lg" className="self-start" disabled={create.isPending || images.busy}>
        {create.isPending ? t('composer.posting') : t('composer.submit')}
      </Button>
    </form>
  );
}
