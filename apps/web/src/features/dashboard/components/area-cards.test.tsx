import { LANGUAGES } from '@amparo/contract/i18n/languages';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { AREAS, AreaCards } from './area-cards.tsx';

// One name per place (issue 24): a tile is called what the page it opens calls itself. The "Legal help" tile
// opened /legal-aid, whose page says "Free legal aid", while /legal-hub was the page titled "Legal help".
// Each page's own heading key (the one its useDocumentTitle and h1 read):
const PAGE_TITLE: Record<string, { namespace: string; key: string }> = {
  '/emergency': { namespace: 'emergency', key: 'page.title' },
  '/documents': { namespace: 'vault', key: 'page.title' },
  '/family': { namespace: 'family', key: 'title' },
  '/legal-aid': { namespace: 'legal-aid', key: 'legalAid.title' },
  '/legal-hub': { namespace: 'legal', key: 'hub.title' },
  '/community': { namespace: 'community', key: 'title' },
  '/settings': { namespace: 'settings', key: 'title' },
  '/help': { namespace: 'help', key: 'title' },
};

afterEach(cleanup);

describe('dashboard tiles', () => {
  it('know the title of every page they open', () => {
    expect(AREAS.map((area) => area.to).sort()).toEqual(Object.keys(PAGE_TITLE).sort());
  });

  it.each(LANGUAGES.map((language) => language.code))(
    '%s: each tile is named as its page is',
    async (code) => {
      const i18n = await createI18n({ language: code });
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <AreaCards hasFullPlan />
          </MemoryRouter>
        </I18nextProvider>,
      );
      const names = new Set<string>();
      for (const link of screen.getAllByRole('link')) {
        const to = link.getAttribute('href') ?? '';
        const page = PAGE_TITLE[to];
        expect(page, `a page title for ${to}`).toBeDefined();
        if (!page) continue;
        const tileTitle = link.querySelector('[data-area-title]')?.textContent;
        expect(tileTitle, `${code}: the tile for ${to}`).toBe(
          i18n.getResource(code, page.namespace, page.key),
        );
        names.add(tileTitle ?? '');
      }
      // Two places never share a name.
      expect(names.size).toBe(AREAS.length);
    },
  );
});
