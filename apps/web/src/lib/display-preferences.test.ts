import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDisplayPreferences,
  readDisplayPreferences,
  setDisplayPreferences,
} from './display-preferences.ts';

describe('display preferences', () => {
  afterEach(() => {
    setDisplayPreferences({ textSize: 100, highContrast: false });
    window.localStorage.clear();
  });

  it('applies text size and high contrast to the whole page and remembers them on the device', () => {
    setDisplayPreferences({ textSize: 130, highContrast: true });
    const root = document.documentElement;
    expect(root.dataset.textSize).toBe('130');
    expect(root.classList.contains('contrast-high')).toBe(true);
    expect(readDisplayPreferences()).toEqual({ textSize: 130, highContrast: true });

    setDisplayPreferences({ textSize: 100, highContrast: false });
    expect(root.dataset.textSize).toBeUndefined();
    expect(root.classList.contains('contrast-high')).toBe(false);
  });

  it('ignores what it cannot trust in storage', () => {
    for (const stored of ['{', '{"textSize":120,"highContrast":"yes"}', 'null', '[]']) {
      window.localStorage.setItem('amparo-display', stored);
      expect(readDisplayPreferences()).toEqual({ textSize: 100, highContrast: false });
    }
    applyDisplayPreferences();
  });
});
