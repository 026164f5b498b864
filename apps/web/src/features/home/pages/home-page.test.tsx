import { formatPrice } from '@amparo/contract/billing/format-price';
import { PLANS } from '@amparo/contract/billing/plans';
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../../i18n/i18n.ts';
import arNotice from '../../../i18n/locales/ar/common.json';
import ar from '../../../i18n/locales/ar/home.json';
import enNotice from '../../../i18n/locales/en/common.json';
import en from '../../../i18n/locales/en/home.json';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { HomePage } from './home-page.tsx';

async function renderHome(language: LanguageCode) {
  const i18n = await createI18n();
  await changeLanguage(i18n, language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function hrefOf(element: HTMLElement): string | null {
  return element.getAttribute('href');
}

// The family plural differs on purpose: English "other", Arabic "few" (3 to 10), so a broken plural shows.
const cases = [
  {
    language: 'en',
    text: en,
    notice: enNotice.restrictedAccess,
    familyPlan: 'Family protection for you and up to 4 family members',
  },
  {
    language: 'ar',
    text: ar,
    notice: arNotice.restrictedAccess,
    familyPlan: ar.plans.features.family_protection_few.replace(
      '{{count, number}}',
      new Intl.NumberFormat('ar').format(4),
    ),
  },
] as const;

describe.each(cases)('HomePage in $language', ({ language, text, notice: noticeText, familyPlan }) => {
  it('has one h1 that says what Amparo is', async () => {
    await renderHome(language);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(text.hero.title);
    // The product name alone: home needs no "<page> · Amparo" prefix.
    expect(document.title).toBe('Amparo');
  });

  it('points people who entered without inspection to legal help and CBP Home, in a new tab', async () => {
    await renderHome(language);
    const notice = screen.getByRole('region', { name: text.notice.title });

    const lawHelp = within(notice).getByRole('link', { name: new RegExp(noticeText.lawHelp.label) });
    const cbpHome = within(notice).getByRole('link', { name: new RegExp(noticeText.cbpHome.label) });
    expect(hrefOf(lawHelp)).toBe('https://www.immigrationlawhelp.org');
    expect(hrefOf(cbpHome)).toBe('https://www.cbp.gov/about/mobile-apps-directory/cbphome');
    for (const link of [lawHelp, cbpHome]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
      expect(link.textContent).toContain(noticeText.externalHint);
    }

    const registry = within(notice).getByRole('link', { name: noticeText.registry.label });
    expect(hrefOf(registry)).toBe('/organization/registry');
    expect(registry.getAttribute('target')).toBeNull();
  });

  it('shows both plans with prices in the reader’s locale and the recommended one marked', async () => {
    await renderHome(language);
    const plans = screen.getByRole('region', { name: text.plans.title });
    const cards = within(plans)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === plans);
    expect(cards).toHaveLength(2);
    const [basic, full] = cards as [HTMLElement, HTMLElement];

    within(basic).getByRole('heading', { name: text.plans.basic.name });
    expect(basic.textContent).toContain(formatPrice(PLANS.basic, language));
    expect(basic.textContent).toContain(text.plans.basic.billing);
    expect(basic.textContent).not.toContain(text.plans.recommended);

    within(full).getByRole('heading', { name: text.plans.full_protection.name });
    expect(full.textContent).toContain(formatPrice(PLANS.full_protection, language));
    expect(full.textContent).toContain(new Intl.NumberFormat(language).format(100));
    expect(full.textContent).toContain(text.plans.full_protection.billing);
    expect(full.textContent).toContain(text.plans.recommended);
    expect(full.textContent).toContain(familyPlan);

    expect(hrefOf(within(basic).getByRole('link', { name: text.plans.basic.action }))).toBe(
      '/auth?mode=signup&plan=basic',
    );
    expect(hrefOf(within(full).getByRole('link', { name: text.plans.full_protection.action }))).toBe(
      '/auth?mode=signup&plan=full_protection',
    );
  });

  it('leads every get-started action to sign-up and every sign-in action to /auth', async () => {
    await renderHome(language);
    const getStarted = screen.getAllByRole('link', { name: text.hero.getStarted });
    const signIn = screen.getAllByRole('link', { name: text.hero.signIn });
    expect(getStarted.length).toBeGreaterThan(0);
    expect(signIn.length).toBeGreaterThan(0);
    for (const link of getStarted) expect(hrefOf(link)).toBe('/auth?mode=signup');
    for (const link of signIn) expect(hrefOf(link)).toBe('/auth');
  });

  it('lists the features and the security promises as lists', async () => {
    await renderHome(language);
    const features = screen.getByRole('region', { name: text.features.title });
    for (const key of [
      'toolkit',
      'helpMeNow',
      'vault',
      'community',
      'legal',
      'family',
      'languages',
    ] as const) {
      within(features).getByRole('heading', { name: text.features[key].title });
    }
    const security = screen.getByRole('region', { name: text.security.title });
    within(security).getByRole('heading', { name: text.security.information.title });
    expect(within(security).getAllByRole('listitem')).toHaveLength(4);
  });
});
