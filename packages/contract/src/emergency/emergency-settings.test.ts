import { describe, expect, it } from 'vitest';
import { alertName, hasAlertName, ZGetEmergencySettingsResponse } from './emergency-settings.ts';

describe('the name Help Me Now alerts carry', () => {
  it('is the alert name, else the family’s name for the person, else none', () => {
    expect(alertName({ sender_name: ' Rosa ', family_name: 'Mamá' })).toBe('Rosa');
    expect(alertName({ sender_name: ' ', family_name: ' Ana ' })).toBe('Ana');
    expect(hasAlertName({ sender_name: '', family_name: 'Ana' })).toBe(true);
    expect(hasAlertName({ sender_name: '', family_name: null })).toBe(false);
    expect(hasAlertName({ sender_name: '', family_name: '  ' })).toBe(false);
    // A copy of the settings kept before they carried the family's name.
    expect(hasAlertName({ sender_name: '' })).toBe(false);
  });

  it('reads an answer without the family’s fields as "no family"', () => {
    const parsed = ZGetEmergencySettingsResponse.parse({
      sender_name: '',
      custom_message: '',
      share_location: true,
    });
    expect(parsed).toMatchObject({ family_name: null, family_alerted: false });
  });
});
