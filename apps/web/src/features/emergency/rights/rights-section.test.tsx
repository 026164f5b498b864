import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RightsSection } from './rights-section.tsx';
import { profileWith, renderWithToolkit } from './test-providers.tsx';

async function summary() {
  return within(await screen.findByTestId('rights-status-summary'));
}

describe('RightsSection', () => {
  it('shows a green card holder the green card guidance first', async () => {
    await renderWithToolkit(<RightsSection />, { profile: profileWith({ current_status: 'green_card' }) });
    const box = await summary();
    expect(box.getByRole('heading', { level: 3 }).textContent).toBe('Green card holder (permanent resident)');
    expect(box.getByText(/Form I-551/)).toBeTruthy();
    expect(screen.getByText(/Never sign Form I-407/)).toBeTruthy();
    expect(screen.queryByText(/advance parole or TPS travel authorization/)).toBeNull();
    const select = screen.getByLabelText('Show the guide for') as HTMLSelectElement;
    expect(select.value).toBe('green_card');
    expect(select.selectedOptions[0]?.textContent).toContain('(your status)');
  });

  it('shows a TPS or DACA holder their own proof and travel rules instead', async () => {
    await renderWithToolkit(<RightsSection />, { profile: profileWith({ current_status: 'tps_daca' }) });
    const box = await summary();
    expect(box.getByRole('heading', { level: 3 }).textContent).toBe('TPS or DACA');
    expect(box.getByText(/Form I-766/)).toBeTruthy();
    expect(box.queryByText(/Form I-551/)).toBeNull();
    expect(screen.getByText(/advance parole or TPS travel authorization/)).toBeTruthy();
    expect(screen.queryByText(/Never sign Form I-407/)).toBeNull();
  });

  it('recognises a refugee who answered "other" by the way they entered', async () => {
    await renderWithToolkit(<RightsSection />, {
      profile: profileWith({ current_status: 'other', entry_method: 'refugee_asylee' }),
    });
    const box = await summary();
    expect(box.getByRole('heading', { level: 3 }).textContent).toBe('Refugee or asylee');
  });

  it('lets the reader switch to another status', async () => {
    const { container } = await renderWithToolkit(<RightsSection />, {
      profile: profileWith({ current_status: 'green_card' }),
    });
    await summary();
    const select = screen.getByLabelText('Show the guide for') as HTMLSelectElement;
    select.value = 'pending_adjustment';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect((await summary()).getByRole('heading', { level: 3 }).textContent).toBe(
      'Green card application pending',
    );
    expect(container.textContent).toContain('I-797C');
  });

  it('asks for the status when the profile has none, and says it is information, not legal advice', async () => {
    await renderWithToolkit(<RightsSection />, { profile: profileWith({ current_status: null }) });
    await summary();
    expect(screen.getByText(/does not say your status yet/)).toBeTruthy();
    expect(screen.getAllByText(/not legal advice/)).toHaveLength(1);
    expect(screen.getByText('Last reviewed December 7, 2026')).toBeTruthy();
  });

  it('in Arabic, shows each phrase in Arabic and, for the officer, in English', async () => {
    await renderWithToolkit(<RightsSection />, { language: 'ar' });
    await summary();
    expect(await screen.findByText('I want to speak to a lawyer.')).toBeTruthy();
    expect(screen.getByText('أريد التحدث مع محامٍ.')).toBeTruthy();
    expect(screen.getByText('I want to speak to a lawyer.').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('معرفة حقوقك');
  });
});

describe('RightsSection safety corrections (issue 10, point 0)', () => {
  it('warns a green card holder that a 2-year card ends on its own, and to see a lawyer before travel or a plea', async () => {
    await renderWithToolkit(<RightsSection />, { profile: profileWith({ current_status: 'green_card' }) });
    const box = await summary();
    expect(box.getByText(/ends on its own if Form I-751 or I-829 is not filed/)).toBeTruthy();
    expect(box.queryByText(/only through a decision of an immigration judge/)).toBeNull();
    expect(
      screen.getByText(/talk to an immigration lawyer before you travel abroad or plead guilty/),
    ).toBeTruthy();
    expect(
      screen.getByText(/must answer questions about who you are and whether you still live/),
    ).toBeTruthy();
  });

  it('tells a TPS holder that late re-registration can cost TPS itself', async () => {
    await renderWithToolkit(<RightsSection />, { profile: profileWith({ current_status: 'tps_daca' }) });
    expect(
      (await summary()).getByText(/re-registering late without good cause can cost you TPS itself/),
    ).toBeTruthy();
  });

  it('puts the refugee warning under the consulate phrase and border warnings under silence and search', async () => {
    await renderWithToolkit(<RightsSection />, {
      profile: profileWith({ current_status: 'other', entry_method: 'refugee_asylee' }),
    });
    await summary();
    expect(screen.getByTestId('phrase-note-consulate').textContent).toContain(
      'it is the government you fled',
    );
    expect(screen.getByTestId('phrase-note-consulate').textContent).toContain(
      'I am afraid to return to my country.',
    );
    expect(screen.getByTestId('phrase-note-remain-silent').textContent).toContain('Inside the country only');
    expect(screen.getByTestId('phrase-note-no-consent').textContent).toContain('Inside the country only');
  });

  it('numbers every statement with its sources and lists them with title and address', async () => {
    const { container } = await renderWithToolkit(<RightsSection />, {
      profile: profileWith({ current_status: 'green_card' }),
    });
    await summary();
    const items = [...container.querySelectorAll('li')].filter((item) => !item.closest('ol'));
    const statementItems = items.filter((item) => !item.querySelector('[lang="en"]'));
    expect(statementItems.length).toBeGreaterThan(40);
    for (const item of statementItems) {
      expect(item.querySelector('[data-source-refs]')?.textContent, item.textContent ?? '').toMatch(
        /^\[\d+(, \d+)*\]$/,
      );
    }
    const sources = container.querySelectorAll('ol > li');
    expect(sources.length).toBeGreaterThan(30);
    expect(sources[0]?.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\//);
    expect(sources[0]?.textContent).toContain('(aclum.org)');
  });
});

describe('RightsSection offline', () => {
  it('keeps showing the person their own status when the profile cannot be loaded', async () => {
    const { fakeSession } = await import('../../../test/render-app.tsx');
    const session = fakeSession();
    const first = await renderWithToolkit(<RightsSection />, {
      session,
      profile: profileWith({ current_status: 'tps_daca' }),
    });
    expect((await summary()).getByRole('heading', { level: 3 }).textContent).toBe('TPS or DACA');
    first.unmount();
    await renderWithToolkit(<RightsSection />, { session, profile: null });
    expect((await summary()).getByRole('heading', { level: 3 }).textContent).toBe('TPS or DACA');
  });
});
