import {
  CONSULTATION_MESSAGE_MAX,
  MAX_PREFERRED_TIMES,
  PRACTICE_AREAS,
} from '@amparo/contract/legal/legal-limits';
import type { PublicProfessional } from '@amparo/contract/legal/professional-models';
import { hasVisibleCharacter, INVALID_CHARACTERS_MESSAGE, text } from '@amparo/contract/platform/typed-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Send, X } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { formatListingList } from '../../../lib/public-listing-format.ts';
import { useNavigate, useParams } from '../../../lib/router/index.ts';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { OwnDocument } from '../../../lib/vault/own-documents.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { NotarioWarning } from '../components/notario-warning.tsx';
import { useCreateConsultation, usePublicProfessional } from '../consultations/api/consultations.ts';
import { useShareDocuments } from '../consultations/api/share-documents.ts';
import { ShareDocumentsPanel } from '../consultations/components/share-documents-panel.tsx';
import { TimeChoice } from '../consultations/components/time-choice.tsx';
import {
  type ConsultationErrorKey,
  describeConsultationError,
} from '../consultations/consultation-errors.ts';
import { localTimeToIso, timeProblem, timeZoneLabel } from '../consultations/consultation-times.ts';

// /legal-hub/consult/:professionalId (issue 13, point 3): the person writes to one verified professional — a topic,
// up to three times they could meet (in their own time zone, named), a message — and may share documents from their
// vault, encrypted for that professional's key alone. Sent, the request opens on its own page.

const ZRequestForm = z
  .object({
    topic: z.enum(PRACTICE_AREAS),
    times: z.array(z.object({ day: z.string(), time: z.string() })).max(MAX_PREFERRED_TIMES),
    message: text({ multiline: true })
      .trim()
      .min(1)
      .max(CONSULTATION_MESSAGE_MAX)
      .refine(hasVisibleCharacter),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.times.forEach((entry, index) => {
      const problem = timeProblem(entry.day, entry.time);
      if (problem) context.addIssue({ code: 'custom', path: ['times', index], message: problem });
      const iso = problem ? null : localTimeToIso(entry.day, entry.time);
      if (iso && seen.has(iso))
        context.addIssue({ code: 'custom', path: ['times', index], message: 'duplicate' });
      if (iso) seen.add(iso);
    });
  });

type RequestFormValues = z.input<typeof ZRequestForm>;

function messageErrorKey(error: FieldError | undefined) {
  if (!error) return null;
  if (error.message === INVALID_CHARACTERS_MESSAGE) return 'errors.invalidCharacters' as const;
  if (error.type === 'too_big') return 'errors.tooLong' as const;
  return 'errors.required' as const;
}

export function RequestConsultationPage() {
  const { t } = useTranslation('consultations');
  useDocumentTitle(t('request.title'));
  const { professionalId = '' } = useParams();
  const professional = usePublicProfessional(professionalId);
  const notListed =
    professional.error instanceof ApiRequestError && [400, 404].includes(professional.error.status);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl tracking-tight">{t('request.title')}</h1>
      {professional.data ? (
        <RequestForm professional={professional.data} />
      ) : notListed ? (
        <div className="flex flex-col items-start gap-4">
          <FormAlert tone="info">{t('request.notFound')}</FormAlert>
          <ButtonLink to="/legal-hub?tab=lawyers" variant="secondary">
            {t('request.findAnother')}
          </ButtonLink>
        </div>
      ) : professional.isError ? (
        <div className="flex flex-col items-start gap-4">
          <FormAlert tone="error">{t(`errors.${describeConsultationError(professional.error)}`)}</FormAlert>
          <Button variant="secondary" onClick={() => void professional.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('request.loading')} className="min-h-32" />
      )}
      <NotarioWarning />
    </div>
  );
}

function ProfessionalCard({ professional }: { professional: PublicProfessional }) {
  const { t, i18n } = useTranslation('consultations');
  const { t: tStates } = useTranslation('us-states');
  const languages = formatListingList(
    professional.languages.map((code) => serviceLanguageName(code, i18n.language)),
    i18n.language,
  );
  const state = tStates(`names.${professional.state}` as 'names.CA', { defaultValue: professional.state });
  // The city as the professional wrote it, kept in its own direction inside an Arabic or Urdu line.
  const place = professional.city
    ? t('request.place', { city: `\u2068${professional.city}\u2069`, state })
    : state;
  return (
    <section className="flex flex-col gap-1 rounded-2xl border border-border bg-surface-raised p-4">
      <p className="text-muted text-sm">{t('request.writingTo')}</p>
      <p className="font-bold text-foreground text-xl">
        <bdi>{professional.full_name}</bdi>
      </p>
      <p className="text-foreground">
        {t(`kinds.${professional.kind}`)}
        {professional.recognized_organization ? (
          <>
            {' · '}
            <span dir="auto">{professional.recognized_organization}</span>
          </>
        ) : null}
      </p>
      <p className="text-muted">{[place, languages].filter(Boolean).join(' · ')}</p>
    </section>
  );
}

function RequestForm({ professional }: { professional: PublicProfessional }) {
  const { t, i18n } = useTranslation('consultations');
  const navigate = useNavigate();
  const create = useCreateConsultation();
  const share = useShareDocuments();
  const [chosen, setChosen] = useState<Map<string, OwnDocument>>(new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<ConsultationErrorKey | null>(null);
  const name = professional.full_name;
  // The professional's own areas first: the one the person needs is most likely among them.
  const topics = [
    ...professional.practice_areas,
    ...PRACTICE_AREAS.filter((area) => !professional.practice_areas.includes(area)),
  ];
  const form = useForm<RequestFormValues, unknown, z.output<typeof ZRequestForm>>({
    resolver: zodResolver(ZRequestForm),
    defaultValues: { topic: topics[0], times: [{ day: '', time: '' }], message: '' },
  });
  const { register, handleSubmit, formState, control } = form;
  const times = useFieldArray({ control, name: 'times' });
  const typed = useWatch({ control });
  const pending = create.isPending || share.isPending;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const preferredTimes = values.times
      .map((entry) => localTimeToIso(entry.day, entry.time))
      .filter((iso): iso is string => iso !== null);
    let consultationId: string;
    try {
      const created = await create.mutateAsync({
        professional_id: professional.id,
        topic: values.topic,
        preferred_times: preferredTimes,
        message: values.message,
      });
      consultationId = created.id;
    } catch (error) {
      setFailure(describeConsultationError(error));
      return;
    }
    let sharingFailed = false;
    if (chosen.size > 0 && professional.public_key) {
      setProgress({ done: 0, total: chosen.size });
      const result = await share
        .mutateAsync({
          consultationId,
          professional: { id: professional.id, publicKey: professional.public_key },
          documents: [...chosen.values()],
          onProgress: (done, total) => setProgress({ done, total }),
        })
        .catch(() => ({ failed: chosen.size }));
      sharingFailed = result.failed > 0;
    }
    navigate(`/legal-hub/consultations/${consultationId}${sharingFailed ? '?documents=failed' : ''}`);
  });

  const messageError = messageErrorKey(formState.errors.message);
  return (
    <>
      <ProfessionalCard professional={professional} />
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-6"
        data-testid="consultation-request-form"
      >
        <Field label={t('request.topic')} hint={t('request.topicHint')}>
          {({ id, describedBy }) => (
            <select id={id} className={inputClassName} aria-describedby={describedBy} {...register('topic')}>
              {topics.map((area) => (
                <option key={area} value={area}>
                  {t(`topics.${area}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <fieldset className="flex flex-col gap-4">
          <legend className="font-semibold text-foreground">{t('request.times')}</legend>
          <p className="text-muted text-sm">
            {t('request.timesHint', { name })} {t('request.timeZone', { zone: timeZoneLabel(i18n.language) })}
          </p>
          {times.fields.map((field, index) => {
            const message = formState.errors.times?.[index]?.message;
            const problem =
              message === 'incomplete' || message === 'past' || message === 'far' || message === 'duplicate'
                ? message
                : null;
            return (
              <div key={field.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
                <TimeChoice
                  idPrefix={`preferred-${field.id}`}
                  legend={t('request.timeN', { number: index + 1 })}
                  value={{ day: typed.times?.[index]?.day ?? '', time: typed.times?.[index]?.time ?? '' }}
                  onChange={(value) => {
                    form.setValue(`times.${index}`, value, { shouldValidate: formState.isSubmitted });
                  }}
                  problem={problem}
                />
                {times.fields.length > 1 ? (
                  <Button variant="ghost" className="self-start" onClick={() => times.remove(index)}>
                    <X aria-hidden="true" className="size-5" />
                    {t('request.removeTime', { number: index + 1 })}
                  </Button>
                ) : null}
              </div>
            );
          })}
          {times.fields.length < MAX_PREFERRED_TIMES ? (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => times.append({ day: '', time: '' })}
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('request.addTime')}
            </Button>
          ) : null}
        </fieldset>

        <Field
          label={t('request.message')}
          hint={t('request.messageHint')}
          error={messageError ? t(messageError) : null}
          limit={{ value: typed.message ?? '', max: CONSULTATION_MESSAGE_MAX }}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={6}
              dir="auto"
              maxLength={CONSULTATION_MESSAGE_MAX}
              className={`${inputClassName} min-h-36`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...register('message')}
            />
          )}
        </Field>
      </form>

      {/* Outside the form: the vault's own unlock is a form, and forms do not nest. */}
      <ShareDocumentsPanel
        title={t('share.title')}
        professionalName={name}
        publicKey={professional.public_key}
        chosen={chosen}
        onChange={setChosen}
      />

      <p className="text-muted">{t('request.contactNote', { name })}</p>
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      {progress ? (
        <p role="status" className="text-foreground">
          {t('request.sharing', { done: progress.done, total: progress.total })}
        </p>
      ) : null}
      {/* The form's own submit, from below the documents (Enter in a field of the form submits it too). */}
      <SubmitButton
        type="button"
        onClick={() => void submit()}
        pending={pending}
        pendingLabel={t('request.sending')}
        className="self-start"
      >
        <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t('request.submit')}
      </SubmitButton>
    </>
  );
}
