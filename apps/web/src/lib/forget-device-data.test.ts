import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDeviceData } from './forget-device-data.ts';

describe('forgetDeviceData', () => {
  beforeEach(() => window.localStorage.clear());

  it('removes the personal offline copies and keeps the language and pending alerts', () => {
    const keep = {
      selectedLanguage: 'ar',
      'amparo-help-pending:user-1': '[{"client_id":"x"}]',
    };
    const forget = {
      'amparo-emergency:contacts:user-1': '[]',
      'amparo-emergency:settings:user-1': '{}',
      'amparo-preparedness-plan:user-1': '{}',
      'amparo-family-plan:dependents:user-1': '{}',
      'amparo-rights-status:user-1': 'green_card',
    };
    for (const [key, value] of Object.entries({ ...keep, ...forget }))
      window.localStorage.setItem(key, value);

    forgetDeviceData(window.localStorage);

    for (const key of Object.keys(forget)) expect(window.localStorage.getItem(key)).toBeNull();
    for (const [key, value] of Object.entries(keep)) expect(window.localStorage.getItem(key)).toBe(value);
  });
});
