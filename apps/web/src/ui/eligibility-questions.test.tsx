import { ELIGIBILITY_DRAFT_STORAGE_KEY } from '@amparo/contract/onboarding/eligibility-draft';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../i18n/i18n.ts';
import ar from '../i18n/locales/ar/onboarding.json';
import { MemoryRouter } from '../lib/router/index.ts';
import {
  clearEligibilityDraft,
  type EligibilityAnswers,
  EligibilityQuestions,
  eligibilityAnswersComplete,
  readEligibilityDraft,
  saveEligibilityDraft,
} from './eligibility-questions.tsx';

function Questions({ onChange }: { onChange?: (answers: EligibilityAnswers) => void }) {
  const [answers, setAnswers] = useState<EligibilityAnswers>({ entry_method: null, current_status: null });
  return (
    <EligibilityQuestions
      value={answers}
      onChange={(next) => {
        setAnswers(next);
        onChange?.(next);
      }}
    />
  );
}

async function renderQuestions(
  language: 'en' | 'ar' = 'en',
  onChange?: (answers: EligibilityAnswers) => void,
) {
  const i18n = await createI18n();
  await changeLanguage(i18n, language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Questions onChange={onChange} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function optionNames(group: HTMLElement): string[] {
  const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
  return radios.map((radio) => (radio.labels?.[0]?.textContent ?? '').trim());
}

describe('EligibilityQuestions', () => {
  it('offers exactly the spec’s entry methods and statuses, in order', async () => {
    await renderQuestions();
    const entry = screen.getByRole('group', { name: 'How did you enter the United States?' });
    expect(optionNames(entry)).toEqual([
      'Visitor Visa (B1/B2)',
      'Student or Work Visa',
      'Refugee or Asylee (approved)',
      'Family Petition',
      'Visa Waiver Program',
      'I entered illegally without inspection',
    ]);
    const status = screen.getByRole('group', { name: 'What is your current status?' });
    expect(optionNames(status)).toEqual([
      'Active visa',
      'Green Card',
      'TPS or DACA',
      'Pending Adjustment',
      'Other',
    ]);
    // Each radio is named by its answer alone; the plain-words hint is its description.
    expect(
      within(status).getByRole('radio', { name: 'TPS or DACA' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('reports the chosen answers with the contract’s values', async () => {
    const seen: EligibilityAnswers[] = [];
    await renderQuestions('en', (answers) => seen.push(answers));
    fireEvent.click(screen.getByRole('radio', { name: 'Family Petition' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pending Adjustment' }));
    expect(seen.at(-1)).toEqual({ entry_method: 'family_petition', current_status: 'pending_adjustment' });
    expect(eligibilityAnswersComplete(seen.at(-1) as EligibilityAnswers)).toBe(true);
  });

  it('shows the restricted-access notice with its three links after “entered illegally without inspection”', async () => {
    await renderQuestions();
    expect(screen.queryByRole('region', { name: /entered the United States legally/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'I entered illegally without inspection' }));

    const notice = screen.getByRole('region', {
      name: 'Amparo is for people who entered the United States legally',
    });
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.immigrationlawhelp.org',
      '/organization/registry',
      'https://www.cbp.gov/about/mobile-apps-directory/cbphome',
    ]);
    expect(
      within(notice)
        .getByRole('link', { name: /CBP Home/ })
        .getAttribute('target'),
    ).toBe('_blank');
    // The status no longer matters, so it is not asked.
    expect(screen.queryByRole('group', { name: 'What is your current status?' })).toBeNull();
  });

  it('is translated, with the visa names kept as they are', async () => {
    await renderQuestions('ar');
    const entry = screen.getByRole('group', { name: ar.eligibility.entryMethod.legend });
    const names = optionNames(entry);
    expect(names).toEqual(Object.values(ar.eligibility.entryMethod.options));
    expect(names[0]).toContain('B1/B2');
    expect(names[0]).not.toBe('Visitor Visa (B1/B2)');
  });
});

describe('the signed-out visitor’s draft', () => {
  it('round-trips through sessionStorage under amparo:eligibility', () => {
    saveEligibilityDraft({ entry_method: 'visitor_visa', current_status: 'active_visa' });
    expect(JSON.parse(window.sessionStorage.getItem(ELIGIBILITY_DRAFT_STORAGE_KEY) ?? '')).toEqual({
      entry_method: 'visitor_visa',
      current_status: 'active_visa',
    });
    expect(readEligibilityDraft()).toEqual({ entry_method: 'visitor_visa', current_status: 'active_visa' });
    clearEligibilityDraft();
    expect(readEligibilityDraft()).toEqual({ entry_method: null, current_status: null });
  });
});
