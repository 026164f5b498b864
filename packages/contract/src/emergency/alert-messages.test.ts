import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { renderHelpAlert, renderSafeAlert } from './alert-messages.ts';

const at = new Date('2026-03-14T18:05:00Z');

describe('alert messages', () => {
  it('say who, when, where and the personal message, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const alert = renderHelpAlert(language, {
        name: 'Rosa Díaz',
        at,
        timeZone: 'America/New_York',
        mapUrl: 'https://www.openstreetmap.org/?mlat=40.71280&mlon=-74.00600',
        customMessage: 'Call Ana at work',
      });
      expect(alert.sms).toContain('Rosa Díaz');
      expect(alert.sms).toContain('https://www.openstreetmap.org/?mlat=40.71280&mlon=-74.00600');
      expect(alert.sms).toContain('Call Ana at work');
      expect(alert.subject).toContain('Rosa Díaz');
      expect(alert.emailText).toContain('https://locator.ice.gov');
      expect(alert.sms).not.toMatch(/\{\w+\}/);
      expect(alert.emailText).not.toMatch(/\{\w+\}/);
    }
  });

  it('shows the local time of the person, not UTC', () => {
    expect(renderHelpAlert('en', { name: 'A', at, timeZone: 'America/New_York' }).sms).toMatch(/2:05\s?PM/);
  });

  it('keeps a translated stand-in name for incidents started before names were required, and says when no location was shared', () => {
    const english = renderHelpAlert('en', { name: ' ', at });
    expect(english.sms).toContain('An Amparo user');
    expect(english.sms).toContain('Location was not shared.');
    expect(renderHelpAlert('es', { name: '', at }).sms).toContain('Una persona que usa Amparo');
  });

  it('tells contacts the person is safe', () => {
    expect(renderSafeAlert('fr', { name: 'Marc', at }).sms).toContain('Marc est en sécurité');
    expect(renderSafeAlert('ar', { name: 'Marc', at }).subject).toContain('بأمان');
  });

  it('survives a time zone the runtime does not know', () => {
    expect(renderHelpAlert('en', { name: 'A', at, timeZone: 'Mars/Olympus' }).sms).toContain('UTC');
  });
});
