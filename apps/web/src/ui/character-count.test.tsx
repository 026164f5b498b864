import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../i18n/i18n.ts';
import { CharacterCount, pasteWhole, stageOf, textAfterPaste } from './character-count.tsx';

/** A field as the app's forms wire it: maxLength on the textarea, the count in its aria-describedby. */
function LimitedField({ max, initial = '' }: { max: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <div onPaste={(event) => pasteWhole(event, max)}>
      <label htmlFor={id}>Notes</label>
      <textarea
        id={id}
        maxLength={max}
        aria-describedby={`${id}-count`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <CharacterCount id={`${id}-count`} length={value.length} max={max} />
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

  it('keeps a paste that goes past the limit whole, and says by how much before anything is sent', async () => {
    const field = await renderField(10, 'abc');
    field.setSelectionRange(3, 3);
    let kept = true;
    act(() => {
      kept = fireEvent.paste(field, { clipboardData: { getData: () => 'defghijklmnop' } });
    });
    // Nothing is dropped: the browser's own paste (which maxlength would cut) was replaced by the whole text.
    expect(kept).toBe(false);
    expect(field.value).toBe('abcdefghijklmnop');
    expect(field.selectionStart).toBe(16);
    const over = 'Your text is 6 characters over the limit of 10: shorten it before sending.';
    expect(descriptionOf(field)).toBe(over);
    expect(screen.getByRole('status').textContent).toBe(over);
    type(field, 'abcdefghij');
    expect(descriptionOf(field)).toBe("10 of 10 charactersYou've reached the limit.");
  });

  it('leaves a paste that fits to the browser', async () => {
    const field = await renderField(10, 'abc');
    field.setSelectionRange(3, 3);
    let kept = false;
    act(() => {
      kept = fireEvent.paste(field, { clipboardData: { getData: () => 'defg' } });
    });
    expect(kept).toBe(true);
  });

  it('writes large numbers as the language does', async () => {
    const field = await renderField(4000);
    act(() => {
      fireEvent.paste(field, { clipboardData: { getData: () => 'x'.repeat(10_012) } });
    });
    expect(field.value).toHaveLength(10_012);
    expect(descriptionOf(field)).toBe(
      'Your text is 6,012 characters over the limit of 4,000: shorten it before sending.',
    );
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

  it('says how far over the limit in the Arabic plural form (6,012 takes "many", 3 "few")', async () => {
    const field = await renderField(4000, '', 'ar');
    act(() => {
      fireEvent.paste(field, { clipboardData: { getData: () => 'x'.repeat(10_012) } });
    });
    expect(descriptionOf(field)).toBe(
      'يتجاوز النص عدد الأحرف المسموح به (4,000) بـ6,012 حرفًا: يُرجى اختصاره قبل الإرسال.',
    );
    type(field, 'x'.repeat(4003));
    expect(descriptionOf(field)).toBe(
      'يتجاوز النص عدد الأحرف المسموح به (4,000) بـ3 أحرف: يُرجى اختصاره قبل الإرسال.',
    );
  });
});

describe('stageOf and textAfterPaste', () => {
  it('counts from 80 %, is full at the limit and over past it', () => {
    expect(stageOf(7, 10)).toBe('room');
    expect(stageOf(8, 10)).toBe('near');
    expect(stageOf(10, 10)).toBe('full');
    expect(stageOf(11, 10)).toBe('over');
    expect(stageOf(79, 99)).toBe('room');
    expect(stageOf(80, 99)).toBe('near');
  });

  it('replaces the selection with the pasted text', () => {
    expect(textAfterPaste({ value: 'abcdefgh', selectionStart: 2, selectionEnd: 6 }, 'XYZ')).toEqual({
      value: 'abXYZgh',
      caret: 5,
    });
    expect(textAfterPaste({ value: 'abc', selectionStart: null, selectionEnd: null }, 'de')).toEqual({
      value: 'abcde',
      caret: 5,
    });
  });
});
