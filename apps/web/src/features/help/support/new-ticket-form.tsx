import { ZCreateSupportTicketRequest } from '@amparo/contract/support/create-support-ticket';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@amparo/contract/support/support-limits';
import type { SupportTicket } from '@amparo/contract/support/support-models';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useCreateSupportTicket } from './support-api.ts';
import { messageProblem, requestProblem } from './support-errors.ts';

/** A new request: a topic and what happened. What was typed stays on any error. */
export function NewTicketForm({ onCreated }: { onCreated: (ticket: SupportTicket) => void }) {
  const { t } = useTranslation('help');
  const headingId = useId();
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSupportTicket();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateSupportTicketRequest.safeParse({ topic, message });
    const invalid = messageProblem(t, parsed.error?.issues, 'first');
    setProblem(invalid);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (ticket) => {
        setMessage('');
        onCreated(ticket);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4"
    >
      <h3 id={headingId} className="font-bold text-xl">
        {t('support.newTitle')}
      </h3>
      <SelectField
        label={t('support.topic')}
        value={topic}
        onChange={(value) => setTopic(value as SupportTopic)}
      >
        {SUPPORT_TOPICS.map((id) => (
          <option key={id} value={id}>
            {t(`support.topics.${id}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('support.message')}
        hint={t('support.messageHint', {
          min: SUPPORT_MESSAGE_MIN,
          max: SUPPORT_MESSAGE_MAX.toLocaleString(),
          count: SUPPORT_MESSAGE_MAX,
        })}
        error={problem}
        limit={{ value: message, max: SUPPORT_MESSAGE_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={SUPPORT_MESSAGE_MAX}
            rows={6}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClassName}
          />
        )}
      </Field>
      {create.isError ? <FormAlert tone="error">{requestProblem(t, create.error)}</FormAlert> : null}
      <SubmitButton pending={create.isPending} pendingLabel={t('support.sending')} className="self-start">
        {t('support.send')}
      </SubmitButton>
    </form>
  );
}
