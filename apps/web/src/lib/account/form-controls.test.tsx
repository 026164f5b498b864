import { act, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { Field } from './form-controls.tsx';

const MAX = 20;

/** A form as the app builds them: a Field with a limit, maxLength on the control, its own onSubmit. */
function NoteForm({ onSend }: { onSend: (note: string) => void }) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(note);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Note" limit={{ value: note, max: MAX }}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={MAX}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

async function renderForm() {
  const onSend = vi.fn();
  const i18n = await createI18n({ language: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <NoteForm onSend={onSend} />
    </I18nextProvider>,
  );
  return { onSend, field: screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement };
}

function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('Field with a limit', () => {
  it('keeps a paste past the limit, marks the field and holds the form until the text fits', async () => {
    const { onSend, field } = await renderForm();
    const pasted = 'A long story that does not fit here.';
    act(() => {
      fireEvent.paste(field, { clipboardData: { getData: () => pasted } });
    });
    expect(field.value).toBe(pasted);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Shown under the field and read with it.
    expect(descriptionOf(field)).toBe(
      'Your text is 16 characters over the limit of 20: shorten it before sending.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    // The person is taken to the text that is too long, where the count says by how much.
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: 'A short story.' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('A short story.');
  });
});
