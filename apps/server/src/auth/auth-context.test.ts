import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { deriveAuthSettings } from './auth-context.ts';

const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'x'.repeat(32),
  TWILIO_FROM: '+12025550100',
};

describe('deriveAuthSettings', () => {
  it('confirms at once where nothing can be delivered (the embedded default)', () => {
    expect(deriveAuthSettings(loadConfig({}))).toMatchObject({
      mailerAutoconfirm: true,
      phoneAutoconfirm: true,
      smsProvider: '',
      issuer: 'http://localhost:3000/auth/v1',
    });
  });

  it('requires the code on each channel that can deliver it', () => {
    expect(deriveAuthSettings(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }))).toMatchObject({
      mailerAutoconfirm: false,
      phoneAutoconfirm: true,
    });
    expect(deriveAuthSettings(loadConfig(twilio))).toMatchObject({
      mailerAutoconfirm: true,
      phoneAutoconfirm: false,
      smsProvider: 'twilio',
    });
  });

  it('lets AUTH_AUTOCONFIRM override both channels', () => {
    expect(deriveAuthSettings(loadConfig({ AUTH_AUTOCONFIRM: 'off' }))).toMatchObject({
      mailerAutoconfirm: false,
      phoneAutoconfirm: false,
    });
    expect(
      deriveAuthSettings(
        loadConfig({ AUTH_AUTOCONFIRM: 'on', SMTP_URL: 'smtp://mail.example.org:587', ...twilio }),
      ),
    ).toMatchObject({ mailerAutoconfirm: true, phoneAutoconfirm: true });
  });

  it('turns the demo accounts on by default, off in production, and DEMO_ACCOUNTS decides when set', () => {
    expect(loadConfig({}).demoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'on' }).demoAccounts).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'on', PAYMENTS_TEST_MODE: 'on' }).demoAccounts,
    ).toBe(true);
    expect(loadConfig({ DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false);
  });

  it('refuses half a Twilio configuration and bad values without echoing secrets', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_AUTOCONFIRM: 'maybe' })).toThrow(/AUTH_AUTOCONFIRM/);
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('SMTP_URL');
      expect(String(error)).not.toContain('hunter2');
    }
  });
});
