import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGuides } from './render-guides.tsx';

async function searchFor(text: string) {
  const box = await screen.findByRole('searchbox', { name: /Search the guides|ابحث|البحث في الأدلة/ });
  fireEvent.change(box, { target: { value: text } });
}

describe('the list of guides', () => {
  it('lists the seven guides, each linking to its page', async () => {
    await renderGuides('/legal-hub');
    expect(screen.getByRole('heading', { level: 2, name: 'Guides' })).toBeTruthy();
    const list = await screen.findByTestId('legal-guides-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/legal-hub/guides/keeping-status',
      '/legal-hub/guides/renewals-and-deadlines',
      '/legal-hub/guides/family-petitions',
      '/legal-hub/guides/naturalization',
      '/legal-hub/guides/work-authorization',
      '/legal-hub/guides/after-an-arrest',
      '/legal-hub/guides/scams-and-notario-fraud',
    ]);
    expect(within(list).getByText(/Who may give you immigration legal advice/)).toBeTruthy();
  });

  it('searches, marks what matched, shows the matching sentences and counts the guides', async () => {
    const { container } = await renderGuides('/legal-hub');
    await searchFor('bond');
    const list = await screen.findByTestId('legal-guides-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/legal-hub/guides/after-an-arrest']);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toContain('bond');
    expect(within(list).getByText('Help them')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 guide has all of these words.');
  });

  it('teaches when nothing matches, and a suggestion searches again', async () => {
    await renderGuides('/legal-hub');
    await searchFor('xylophone');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No guide has all of these words' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('legal-guides-list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'notario' }));
    const list = await screen.findByTestId('legal-guides-list');
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/legal-hub/guides/scams-and-notario-fraud',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(within(await screen.findByTestId('legal-guides-list')).getAllByRole('link')).toHaveLength(7);
  });

  it('in Arabic, finds a guide with or without harakat', async () => {
    await renderGuides('/legal-hub', 'ar');
    await searchFor('التَّجَنُّس');
    const list = await screen.findByTestId('legal-guides-list');
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/legal-hub/guides/naturalization',
    );
  });
});

describe('a guide page', () => {
  it('shows the title, the notice once, the review date, sourced sentences and the sources', async () => {
    await renderGuides('/legal-hub/guides/keeping-status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keeping your status' })).toBeTruthy();
    expect(screen.getAllByText(/not legal advice/)).toHaveLength(1);
    expect(screen.getByText('Last reviewed December 7, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What to do now' })).toBeTruthy();
    expect(screen.getByText(/within 10 days of moving/)).toBeTruthy();
    const sources = screen.getByTestId('legal-guide-sources');
    const titles = within(sources)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Only the sources this guide cites, numbered in the order of the file's list.
    expect(titles[0]).toContain('8 U.S.C. § 1305');
    expect(titles).not.toContain('Form I-130, Petition for Alien Relative');
    expect(
      within(sources)
        .getByRole('link', { name: /Form AR-11/ })
        .getAttribute('href'),
    ).toBe('https://www.uscis.gov/ar-11');
    expect(document.title).toContain('Keeping your status');
  });

  it('numbers each sentence’s sources and tells a screen reader what they are', async () => {
    const { container } = await renderGuides('/legal-hub/guides/scams-and-notario-fraud');
    await screen.findByRole('heading', { level: 1 });
    const refs = [...container.querySelectorAll('[data-source-refs]')].map((ref) => ref.textContent);
    expect(refs.length).toBeGreaterThan(15);
    expect(refs.every((ref) => /^\[\d+(, \d+)*\]$/.test(ref ?? ''))).toBe(true);
    expect(screen.getAllByText(/^Sources: \d/).length).toBe(refs.length);
  });

  it('in Arabic, shows the date in Arabic and the notice in Arabic', async () => {
    await renderGuides('/legal-hub/guides/naturalization', 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الحصول على الجنسية (التجنّس)' }),
    ).toBeTruthy();
    expect(screen.getByText(/^آخر مراجعة: /).textContent).toContain('ديسمبر');
    expect(screen.getByTestId('legal-notice').textContent).toContain('ليست استشارة قانونية');
  });

  it('answers an unknown guide with a kind “not found” and a way back to the list', async () => {
    const { router } = await renderGuides('/legal-hub/guides/visa-lottery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this guide' }),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'See all guides' });
    expect(back.getAttribute('href')).toBe('/legal-hub');
    fireEvent.click(back);
    expect(router.state.location.pathname).toBe('/legal-hub');
    expect(await screen.findByRole('heading', { level: 2, name: 'Guides' })).toBeTruthy();
  });
});
