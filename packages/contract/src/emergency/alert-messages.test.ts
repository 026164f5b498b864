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

  it('tells a family member they hear it as family, not as a contact someone added, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const values = { name: 'Rosa Díaz', at, timeZone: 'America/New_York' };
      const contact = renderHelpAlert(language, values);
      const family = renderHelpAlert(language, { ...values, audience: 'family' });
      // The same alert, with another footer and closing: neither the contact's words nor a placeholder left.
      expect(family.subject).toBe(contact.subject);
      expect(family.emailText).toContain('Rosa Díaz');
      expect(family.emailText).not.toBe(contact.emailText);
      expect(family.sms).not.toBe(contact.sms);
      const contactFooter = contact.emailText.split('\n\n').at(-1) ?? '';
      const familyFooter = family.emailText.split('\n\n').at(-1) ?? '';
      expect(familyFooter).toContain('Rosa Díaz');
      expect(familyFooter).not.toBe(contactFooter);
      expect(family.sms).not.toMatch(/\{\w+\}/);
      expect(family.emailText).not.toMatch(/\{\w+\}/);
      const safe = renderSafeAlert(language, { ...values, audience: 'family' });
      expect(safe.emailText.split('\n\n').at(-1)).toBe(familyFooter);
    }
    const english = renderHelpAlert('en', { name: 'Ana', at, audience: 'family' });
    expect(english.emailText).toContain('You are receiving this because you and Ana are family on Amparo.');
    expect(english.emailText).not.toContain('emergency contact');
    expect(english.sms).not.toContain('contact their lawyer or family');
    expect(renderHelpAlert('en', { name: 'Ana', at }).emailText).toContain(
      'added you as an emergency contact',
    );
  });

  it('thanks the reader once in the safe email', () => {
    for (const language of LANGUAGE_CODES) {
      for (const audience of ['contact', 'family'] as const) {
        const safe = renderSafeAlert(language, { name: 'Marc', at, audience });
        // The text with its thanks, then the footer: two paragraphs, no second thank-you.
        expect(safe.emailText.split('\n\n')).toHaveLength(2);
        expect(safe.emailText.startsWith(safe.sms)).toBe(true);
      }
    }
    expect(renderSafeAlert('en', { name: 'Marc', at }).emailText.match(/Thank you/g)).toHaveLength(1);
  });

  it('says "again" in a later round, in every language, with the same facts as the first', () => {
    const values = { name: 'Rosa Díaz', at, timeZone: 'America/New_York', mapUrl: 'https://example.org/map' };
    for (const language of LANGUAGE_CODES) {
      const first = renderHelpAlert(language, values);
      const again = renderHelpAlert(language, { ...values, again: true });
      expect(again.sms).not.toBe(first.sms);
      expect(again.subject).not.toBe(first.subject);
      for (const text of [again.sms, again.subject]) {
        expect(text).toContain('Rosa Díaz');
        expect(text).not.toMatch(/\{\w+\}/);
      }
      expect(again.sms).toContain('https://example.org/map');
      // Only the opening line differs: what to do, the links and the footer are the same.
      expect(again.emailText.split('\n\n').slice(1)).toEqual(first.emailText.split('\n\n').slice(1));
    }
    expect(renderHelpAlert('en', { ...values, again: true }).sms).toMatch(
      /^Rosa Díaz pressed Help Me Now again in Amparo \(.+\) and may still need your help\./,
    );
  });

  it('survives a time zone the runtime does not know', () => {
    expect(renderHelpAlert('en', { name: 'A', at, timeZone: 'Mars/Olympus' }).sms).toContain('UTC');
  });
});
