import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { Button } from '../../../ui/button.tsx';
import { communityErrorMessage } from './community-error.ts';
import { IdentifyingWarning, useIdentifyingCheck } from './identifying-warning.tsx';
import { textProblem } from './text-problem.ts';

type CheckedTextFormProps = {
  label: string;
  max: number;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  /** The contract's schema for the text (ZPostBody, ZCommentBody): what the server would refuse is said here. */
  schema: z.ZodType<string, string>;
  /** Said under the field when there is nothing to read in it. */
  emptyMessage: string;
  /** A refusal of the form's own, said under the field (an enforcement report's text that gives an address). */
  precheck?: (text: string) => string | null;
  /** Called with the trimmed text once it passes the checks and nothing identifying is in it (or the person said so). */
  onSend: (text: string) => void;
  submitLabel: string;
  /** The warning's "… anyway" button. */
  anywayLabel: string;
  pending: boolean;
  error: unknown;
  /** Beside the submit button (Cancel). */
  extra?: ReactNode;
};

/**
 * A comment, or an edit of a post or a comment: one text, its counter, the same checks as the server and the
 * identifying-text warning. A refused send puts its reason under the field and the focus in it.
 */
export function CheckedTextForm(props: CheckedTextFormProps) {
  const { t } = useTranslation('community');
  const { t: tCommon } = useTranslation('common');
  const identifying = useIdentifyingCheck();
  const field = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { value, onSend } = props;
  const problemOf = (text: string): string | null => {
    const found = textProblem(props.schema, text);
    if (found === 'empty') return props.emptyMessage;
    if (found === 'characters') return tCommon('forms.invalidCharacters');
    return props.precheck?.(text) ?? null;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(value);
    setProblem(found);
    if (found) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (identifying.check(value)) onSend(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={props.label} error={problem} limit={{ value, max: props.max }}>
        {({ id, describedBy, invalid }) => (
          <textarea
            ref={field}
            id={id}
            dir="auto"
            rows={props.rows}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
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
        <Button type="submit" disabled={props.pending}>
          {props.submitLabel}
        </Button>
        {props.extra}
      </div>
    </form>
  );
}
