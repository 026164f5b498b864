import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { page } from '../test/professional-fixtures.ts';
import { LegalHubPage } from './legal-hub-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// Issue 24, point 6: the tab labels broke inside a word ("Mis solicitud/es" at 320 px, "الأدل/ة" at 195 px), because
// each tab could shrink below its longest word (a grid column of `min-w-0`) under the page's `overflow-wrap:
// anywhere`. The layout itself is measured in a browser (e2e/specs/foundation/small-screens.spec.ts); here, the
// styling that makes it so, as the community's tab bar has it.
describe('LegalHubPage, the tab bar', () => {
  it.each(['es', 'ar'])(
    'in %s, keeps every label’s words whole and wraps whole tabs instead',
    async (language) => {
      const api = stubApi();
      api.answer('GET', '/legal/professionals', page([]));
      await renderWithProviders(<LegalHubPage />, { language, path: '/legal-hub?tab=lawyers' });
      const tabs = within(screen.getByRole('navigation')).getAllByRole('link');
      expect(tabs).toHaveLength(3);

      const list = tabs[0]?.closest('ul');
      // Words break only where they may (between words), never anywhere as the page allows elsewhere…
      expect(list?.className).toContain('[overflow-wrap:normal]');
      // …and a tab that cannot fit beside the others moves whole onto the next row.
      expect(list?.className).toMatch(/(^|\s)flex-wrap(\s|$)/);
      for (const tab of tabs) {
        const item = tab.closest('li');
        // Nothing lets a tab shrink below its longest word, and each is a 44 px target.
        expect(`${item?.className} ${tab.className}`).not.toMatch(/(^|\s)min-w-0(\s|$)/);
        expect(item?.className).toMatch(/(^|\s)flex-1(\s|$)/);
        expect(tab.className).toMatch(/(^|\s)min-h-11(\s|$)/);
        expect(tab.className).toMatch(/(^|\s)min-w-11(\s|$)/);
      }
      // The current tab is still marked, for the eye and for a screen reader.
      expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual([null, 'page', null]);
      expect(tabs[1]?.className).toContain('bg-primary');
    },
  );
});
