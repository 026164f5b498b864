import { describe, expect, it } from 'vitest';
import { clearCookies } from './wipe-device.ts';

describe('clearCookies', () => {
  it('expires every cookie on every path above the page and every domain above the host', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'selectedLanguage=ar; amparo-lang=ar;  other=1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    clearCookies(doc, { hostname: 'app.amparo.example', pathname: '/settings/privacy' });
    for (const name of ['selectedLanguage', 'amparo-lang', 'other']) {
      const mine = written.filter((line) => line.startsWith(`${name}=;`));
      // 3 paths (/, /settings, /settings/privacy) × 3 domains (host only, app.amparo.example, amparo.example).
      expect(mine).toHaveLength(9);
      expect(mine.every((line) => line.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);
      expect(mine.some((line) => line.includes('Path=/settings/privacy; Domain=amparo.example'))).toBe(true);
      expect(mine.some((line) => line.endsWith('Path=/'))).toBe(true);
    }
  });
});
