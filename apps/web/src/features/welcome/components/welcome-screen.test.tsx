import { LANGUAGES } from '@amparo/contract/i18n/languages';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../../../i18n/i18n.ts';
import ar from '../../../i18n/locales/ar/pages.json';
import es from '../../../i18n/locales/es/welcome.json';
import fr from '../../../i18n/locales/fr/pages.json';
import { renderApp } from '../../../test/render-app.tsx';
import { WelcomeScreen } from './welcome-screen.tsx';

describe('the first-visit welcome', () => {
  it('comes before the page when no language is stored, then opens that page in the chosen language', async () => {
    await renderApp('/organization/registry', null, { firstVisit: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Amparo' })).toBeTruthy();
    // Nothing of the page (nor its header) shows before the choice.
    expect(screen.queryByRole('heading', { name: 'Nonprofit legal services' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();

    const list = screen.getByRole('list', { name: 'Languages' });
    const buttons = within(list).getAllByRole('link');
    const names = buttons.map((button) => button.querySelector('[lang]') as HTMLElement);
    expect(names.map((name) => [name.textContent, name.lang, name.dir])).toEqual(
      LANGUAGES.map((language) => [language.nativeName, language.code, language.dir]),
    );

    fireEvent.click(within(list).getByRole('link', { name: 'العربية' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.organizationRegistry.title }),
    ).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('never shows once a language is stored', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await renderApp('/organization/registry', null, { firstVisit: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: fr.organizationRegistry.title }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: /Langues|Languages/ })).toBeNull();
  });

  it('asks again when the stored value is not a language it knows', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    await renderApp('/', null, { firstVisit: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Amparo' })).toBeTruthy();
  });

  it('greets in the browser’s language when Amparo speaks it', async () => {
    const i18n = await createI18n();
    const onChosen = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <WelcomeScreen onChosen={onChosen} browserLanguages={['es-MX', 'en-US']} />
      </I18nextProvider>,
    );
    const title = await screen.findByRole('heading', { level: 1, name: es.title });
    await waitFor(() => expect(title.closest('main')?.getAttribute('lang')).toBe('es'));
    // Greeting in Spanish is not a choice: nothing is stored until a language is tapped.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(i18n.language).toBe('en');

    fireEvent.click(screen.getByRole('link', { name: 'Español' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledOnce());
    expect(i18n.language).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });
});
