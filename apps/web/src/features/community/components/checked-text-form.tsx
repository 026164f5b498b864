import { type FormEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { communityErrorMessage } from './community-error.ts';
import { IdentifyingWarning, useIdentifyingCheck } from './identifying-warning.tsx';

type CheckedTextFormProps = {
  label: string;
  max: number;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text once it is not empty and nothing identifying is in it (or the person said so). */
  onSend: (text: string) => void;
  submitLabel: string;
  /** The warning's "… anyway" button. */
  anywayLabel: string;
  pending: boolean;
  error: unknown;
  /** Beside the submit button (Cancel). */
  extra?: ReactNode;
};

/** A comment, or an edit of a post or a comment: one text, its counter and the identifying-text check. */
export function CheckedTextForm(props: CheckedTextFormProps) {
  const { t } = useTranslation('community');
  const identifying = useIdentifyingCheck();
  const field = useRef<HTMLTextAreaElement>(null);
  const { value, onSend } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '' && identifying.check(value)) onSend(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={props.label} limit={{ value, max: props.max }}>
        {({ id, describedBy }) => (
          <textarea
            ref={field}
            id={id}
            dir="auto"
            rows={props.rows}
            aria-describedby={describedBy}
            maxLength={props.max}
            value={value}
            onChange={(event) => {
              props.onChange(event.target.value);
              identifying.dismiss();
            }}
            className={inputClassName}
          />
        )}
      </Field>
      {identifying.found ? (
        <IdentifyingWarning
          kinds={identifying.found}
          sendLabel={props.anywayLabel}
          onEdit={() => {
            identifying.dismiss();
            field.current?.focus();
          }}
          onSendAnyway={() => {
            identifying.accept();
            onSend(value.trim());
          }}
        />
      ) : null}
      {props.error ? (
        <p role="alert" className="font-medium text-danger">
          {communityErrorMessage(t, props.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.pending || value.trim() === ''}>
          {props.submitLabel}
        </Button>
        {props.extra}
      </div>
    </form>
  );
}
