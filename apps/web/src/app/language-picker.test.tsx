import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/i18n.ts';
import { renderApp } from '../test/render-app.tsx';

describe('language picker', () => {
  it('lists every language by its native name, tagged with its own lang', async () => {
    await renderApp('/auth');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(picker).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
      ['ht', 'Kreyòl ayisyen', 'ht'],
      ['pt', 'Português', 'pt'],
      ['fr', 'Français', 'fr'],
      ['ar', 'العربية', 'ar'],
      ['ur', 'اردو', 'ur'],
    ]);
  });

  it('switches the page to Arabic, right to left, and remembers it', async () => {
    await renderApp('/auth');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    // Its accessible name is translated too.
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeTruthy();
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    await renderApp('/organization/registry');
    expect(await screen.findByRole('heading', { level: 1, name: 'غیر منافع بخش قانونی خدمات' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('ur');
  });
});
