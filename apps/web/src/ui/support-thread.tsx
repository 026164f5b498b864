// The thread of a support ticket and its reply box, shared by Help (the person) and the owner's support queue.
import { ZReplySupportTicketRequest } from '@amparo/contract/support/reply-support-ticket';
import { SUPPORT_MESSAGE_MAX } from '@amparo/contract/support/support-limits';
import type { SupportMessage } from '@amparo/contract/support/support-models';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../lib/account/form-controls.tsx';
import { intlLocale } from '../lib/intl-locale.ts';

/** One message of a thread: who wrote it, when, and what, kept as typed (line breaks too). */
export function ThreadMessage({ message, fromLabel }: { message: SupportMessage; fromLabel: string }) {
  const { i18n } = useTranslation();
  const fromSupport = message.from === 'support';
  return (
    <li
      className={`flex flex-col gap-1 rounded-xl border p-3 ${
        fromSupport ? 'border-primary bg-primary-soft' : 'border-border bg-surface-raised'
      }`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold">{fromLabel}</span>
        <time dateTime={message.created_at} className="text-muted">
          {new Intl.DateTimeFormat(intlLocale(i18n.language), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(message.created_at))}
        </time>
      </p>
      <p dir="auto" className="whitespace-pre-wrap break-words">
        {message.body}
      </p>
    </li>
  );
}

type ReplyFormProps = {
  label: string;
  submitLabel: string;
  sentLabel: string;
  pending: boolean;
  error: string | null;
  onSend: (message: string, done: () => void) => void;
};

/** The reply box under a thread, for the person and for the owner alike. */
export function ReplyForm({ label, submitLabel, sentLabel, pending, error, onSend }: ReplyFormProps) {
  const { t } = useTranslation('help');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZReplySupportTicketRequest.safeParse({ message });
    const issue = parsed.error?.issues[0];
    setSent(false);
    if (issue) {
      setProblem(
        issue.code === 'too_big'
          ? t('support.errors.tooLong', { max: SUPPORT_MESSAGE_MAX, count: SUPPORT_MESSAGE_MAX })
          : issue.code === 'custom'
            ? t('support.errors.invalidCharacters')
            : t('support.errors.empty'),
      );
      return;
    }
    setProblem(null);
    onSend(parsed.data?.message ?? message, () => {
      setMessage('');
      setSent(true);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field
        label={label}
        hint={t('support.replyHint', {
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
            onChange={(event) => {
              setMessage(event.target.value);
              setSent(false);
            }}
            maxLength={SUPPORT_MESSAGE_MAX}
            rows={4}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClassName}
          />
        )}
      </Field>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {sent ? <FormAlert tone="success">{sentLabel}</FormAlert> : null}
      <SubmitButton pending={pending} pendingLabel={t('support.sending')} className="self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
