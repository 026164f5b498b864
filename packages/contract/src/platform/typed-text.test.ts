import { describe, expect, it } from 'vitest';
import { ZEmergencyContactInput } from '../emergency/emergency-contact.ts';
import {
  ZGetEmergencySettingsResponse,
  ZUpdateEmergencySettingsRequest,
} from '../emergency/emergency-settings.ts';
import { ZGetPreparednessPlanResponse, ZPutPreparednessPlanRequest } from '../emergency/preparedness-plan.ts';
import {
  fieldsWithInvalidCharacters,
  findUntypedText,
  hasSomethingToRead,
  hasVisibleCharacter,
  INVALID_CHARACTERS_MESSAGE,
  isInvalidCharactersIssue,
  isTypedText,
  text,
} from './typed-text.ts';

const UNTYPEABLE = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\ufffe',
  '\uffff',
];

describe('text a person typed', () => {
  it('accepts every script, emoji and the marks right-to-left text uses', () => {
    for (const value of [
      'María José',
      'ماريا',
      'ماریہ',
      'Jean-Baptiste Ti Jan',
      '👩🏽‍⚕️ 😀',
      '\u200f‏ abc',
      '',
    ]) {
      expect(isTypedText(value), value).toBe(true);
    }
  });

  it('refuses control characters, lone surrogate halves and U+FFFE/U+FFFF anywhere', () => {
    for (const bad of UNTYPEABLE) {
      expect(isTypedText(`Ana${bad}`), JSON.stringify(bad)).toBe(false);
      expect(isTypedText(`Ana${bad}`, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses in one line the bidi controls that display a name reversed or out of place', () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(isTypedText(`Ana ${control}redna`), JSON.stringify(control)).toBe(false);
      // A message pasted from an Arabic web page may carry them; it is not a name.
      expect(isTypedText(`Ana ${control}redna`, { multiline: true }), JSON.stringify(control)).toBe(true);
    }
    expect(hasVisibleCharacter('\u200B \u200F')).toBe(false);
    expect(hasVisibleCharacter('\u3164\u3164')).toBe(false);
    expect(hasVisibleCharacter('ماريا')).toBe(true);
    expect(hasVisibleCharacter('7')).toBe(true);
  });

  it('counts emoji as something to read in a message, and still not invisible characters', () => {
    for (const value of ['🙏🙏', '👍', '❤️', '🇺🇸', '‼️', '#️⃣', '👩🏽‍⚕️', 'gracias 🙏', '7']) {
      expect(hasSomethingToRead(value), value).toBe(true);
    }
    for (const value of ['', ' \n\t', '\u200B \u200F', '\u3164\u3164', '\uFE0F\u200D', '...']) {
      expect(hasSomethingToRead(value), JSON.stringify(value)).toBe(false);
    }
    // A name still needs a letter or a digit.
    expect(hasVisibleCharacter('🙏🙏')).toBe(false);
  });

  it('keeps tabs and line ends in multi-line fields only', () => {
    for (const value of ['one\ntwo', 'a\tb', 'Windows\r\nline']) {
      expect(isTypedText(value, { multiline: true })).toBe(true);
      expect(isTypedText(value)).toBe(false);
    }
  });

  it('raises an issue a form can recognise and translate', () => {
    const result = text().trim().min(1).safeParse('Ana\u0000');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe(INVALID_CHARACTERS_MESSAGE);
    expect(issue && isInvalidCharactersIssue(issue)).toBe(true);
    const tooShort = text().min(1).safeParse('').error?.issues[0];
    expect(tooShort && isInvalidCharactersIssue(tooShort)).toBe(false);
  });

  it('names the fields a form must ask to type again, and only those', () => {
    const result = ZEmergencyContactInput.safeParse({
      name: 'A\u0001',
      relationship: 'x\u0000',
      phone: 'nope',
    });
    expect(fieldsWithInvalidCharacters(result.error?.issues ?? [])).toEqual(['name', 'relationship']);
  });

  it('guards the fields people type into', () => {
    const contact = { name: 'Ana', phone: '+12025550123' };
    expect(ZEmergencyContactInput.safeParse(contact).success).toBe(true);
    expect(ZEmergencyContactInput.safeParse({ ...contact, name: 'A\u0000na' }).success).toBe(false);
    expect(ZEmergencyContactInput.safeParse({ ...contact, relationship: 'sister\u0007' }).success).toBe(
      false,
    );
    const settings = {
      sender_name: 'Ana',
      custom_message: 'Call Rosa.\nThen my lawyer.',
      share_location: true,
    };
    expect(ZUpdateEmergencySettingsRequest.safeParse(settings).success).toBe(true);
    expect(ZUpdateEmergencySettingsRequest.safeParse({ ...settings, sender_name: 'A\u0000' }).success).toBe(
      false,
    );
    const plan = Object.fromEntries(Object.keys(ZPutPreparednessPlanRequest.shape).map((key) => [key, null]));
    expect(ZPutPreparednessPlanRequest.safeParse({ ...plan, notes: 'a\u0000' }).success).toBe(false);
    expect(ZPutPreparednessPlanRequest.safeParse({ ...plan, notes: 'line\nline' }).success).toBe(true);
  });

  it('still reads back what was stored before the rule, so a saved plan or setting always opens', () => {
    expect(
      ZGetEmergencySettingsResponse.safeParse({
        sender_name: 'A\tB',
        custom_message: '',
        share_location: true,
      }).success,
    ).toBe(true);
    const plan = Object.fromEntries(Object.keys(ZPutPreparednessPlanRequest.shape).map((key) => [key, null]));
    expect(
      ZGetPreparednessPlanResponse.safeParse({ ...plan, lawyer_name: 'A\tB', updated_at: null }).success,
    ).toBe(true);
  });
});

describe('findUntypedText', () => {
  it('names the first string or key with a character no field accepts, however deep', () => {
    expect(findUntypedText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUntypedText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findUntypedText({ notes: 'one\ntwo\tthree', n: 1, yes: true, none: null })).toBeNull();
    expect(findUntypedText('\ud83d')).toBe('');
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUntypedText(deep)).toMatch(/^0(\.0)*$/);
  });
});
