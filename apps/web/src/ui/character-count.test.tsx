import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../i18n/i18n.ts';
import { CharacterCount, pasteWouldBeCut, stageOf, usePasteCut } from './character-count.tsx';

/** A field as the app's forms wire it: maxLength on the textarea, the count in its aria-describedby. */
function LimitedField({ max, initial = '' }: { max: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  const id = useId();
  const { pasteCut, onPaste } = usePasteCut(value.length, max);
  return (
    <div onPaste={onPaste}>
      <label htmlFor={id}>Notes</label>
      <textarea
        id={id}
        maxLength={max}
        aria-describedby={`${id}-count`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <CharacterCount id={`${id}-count`} length={value.length} max={max} pasteCut={pasteCut} />
    </div>
  );
}

async function renderField(max: number, initial = '', language: 'en' | 'ar' = 'en') {
  const i18n = await createI18n();
  if (language !== 'en') await changeLanguage(i18n, language);
  render(
    <I18nextProvider i18n={i18n}>
      <LimitedField max={max} initial={initial} />
    </I18nextProvider>,
  );
  return screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
}

/** What a screen reader reads with the field, which is also what shows under it. */
function descriptionOf(field: HTMLTextAreaElement): string {
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

function type(field: HTMLTextAreaElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

describe('CharacterCount', () => {
  it('stays quiet until 80 % of the limit is used', async () => {
    const field = await renderField(10, 'abcdefg');
    expect(screen.queryByText(/of 10 characters/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the count near the limit and announces it once, not on every keystroke', async () => {
    const field = await renderField(10);
    type(field, 'abcdefgh');
    expect(screen.getByText('8 of 10 characters')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 characters left');
    type(field, 'abcdefghi');
    expect(screen.getByText('9 of 10 characters')).toBeTruthy();
    // Still what was said at the threshold: the live region does not follow each keystroke.
    expect(screen.getByRole('status').textContent).toBe('2 characters left');
    expect(descriptionOf(field)).toBe('9 of 10 characters');
  });

  it('says when the limit is reached', async () => {
    const field = await renderField(80, 'a'.repeat(70));
    type(field, 'a'.repeat(80));
    expect(descriptionOf(field)).toBe("80 of 80 charactersYou've reached the limit.");
    expect(screen.getByRole('status').textContent).toBe("You've reached the limit.");
    type(field, 'a'.repeat(60));
    expect(descriptionOf(field)).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the person when pasted text did not all fit', async () => {
    const field = await renderField(10, 'abc');
    field.setSelectionRange(3, 3);
    act(() => {
      fireEvent.paste(field, { clipboardData: { getData: () => 'defghijklmnop' } });
    });
    // The browser keeps the first characters that fit; this is what the person then sees.
    type(field, 'abcdefghij');
    const note =
      'Not all of what you pasted fit: this field holds 10 characters at most, so the end was left out. Check the text.';
    expect(descriptionOf(field)).toBe(`10 of 10 charactersYou've reached the limit.${note}`);
    expect(screen.getByRole('status').textContent).toBe(note);
    type(field, 'abcdefghi');
    expect(descriptionOf(field)).toBe('9 of 10 characters');
  });

  it('uses the language’s own plural forms (Arabic has six)', async () => {
    const field = await renderField(10, '', 'ar');
    type(field, 'abcdefgh');
    expect(screen.getByText('8 من 10 أحرف')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('بقي حرفان');
  });

  it('uses the Arabic form for 11 to 99', async () => {
    const field = await renderField(80, '', 'ar');
    type(field, 'a'.repeat(70));
    expect(screen.getByText('70 من 80 حرفًا')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('بقيت 10 أحرف');
  });
});

describe('stageOf and pasteWouldBeCut', () => {
  it('counts from 80 % and is full at the limit', () => {
    expect(stageOf(7, 10)).toBe('room');
    expect(stageOf(8, 10)).toBe('near');
    expect(stageOf(10, 10)).toBe('full');
    expect(stageOf(79, 99)).toBe('room');
    expect(stageOf(80, 99)).toBe('near');
  });

  it('counts the selection a paste replaces', () => {
    const field = { value: 'abcdefgh', selectionStart: 2, selectionEnd: 6 };
    expect(pasteWouldBeCut(field, 'wxyzuv', 10)).toBe(false);
    expect(pasteWouldBeCut(field, 'wxyzuvw', 10)).toBe(true);
    expect(pasteWouldBeCut({ value: '', selectionStart: 0, selectionEnd: 0 }, 'a'.repeat(11), 10)).toBe(true);
  });
});
