import { describe, expect, it } from 'vitest';
import {
  EMERGENCY_SETUP_REMINDER_KEY,
  readEmergencySetup,
  rememberEmergencySetup,
} from './emergency-setup-reminder.ts';

describe('the emergency-setup answer', () => {
  it('is kept per user on this device', () => {
    expect(readEmergencySetup('user-a')).toBeNull();
    rememberEmergencySetup('user-a', 'later');
    rememberEmergencySetup('user-b', 'done');
    expect(readEmergencySetup('user-a')).toBe('later');
    expect(readEmergencySetup('user-b')).toBe('done');
    expect(JSON.parse(window.localStorage.getItem(EMERGENCY_SETUP_REMINDER_KEY) ?? '')).toEqual({
      'user-a': 'later',
      'user-b': 'done',
    });
    rememberEmergencySetup('user-a', 'done');
    expect(readEmergencySetup('user-a')).toBe('done');
  });

  it('ignores stored values it does not understand', () => {
    window.localStorage.setItem(
      EMERGENCY_SETUP_REMINDER_KEY,
      JSON.stringify({ 'user-a': 'yes', 'user-b': 'later' }),
    );
    expect(readEmergencySetup('user-a')).toBeNull();
    expect(readEmergencySetup('user-b')).toBe('later');
    window.localStorage.setItem(EMERGENCY_SETUP_REMINDER_KEY, 'not json');
    expect(readEmergencySetup('user-b')).toBeNull();
  });
});
