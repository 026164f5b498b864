import { describe, expect, it } from 'vitest';
import { foldDisplayName, isAcceptableDisplayName } from './put-community-member.ts';

describe('display names', () => {
  it('accepts names in any script, with the marks and joiners their spelling needs', () => {
    expect(isAcceptableDisplayName('Rosa del Valle')).toBe(true);
    expect(isAcceptableDisplayName('علی\u200Cرضا')).toBe(true);
    expect(isAcceptableDisplayName('مُحَمَّد')).toBe(true);
    expect(isAcceptableDisplayName('Jean-Baptiste_2')).toBe(true);
  });

  it('refuses a joiner that joins nothing, emoji, symbols, reserved and too short names', () => {
    expect(isAcceptableDisplayName('\u200CAna')).toBe(false);
    expect(isAcceptableDisplayName('Ana\u200C')).toBe(false);
    expect(isAcceptableDisplayName('Ana \u200C Luz')).toBe(false);
    expect(isAcceptableDisplayName('Ana 🌟')).toBe(false);
    expect(isAcceptableDisplayName('+1 202 555')).toBe(false);
    expect(isAcceptableDisplayName('  Amparo ')).toBe(false);
    expect(isAcceptableDisplayName('A')).toBe(false);
  });

  it('treats two names that differ only by case, width, spaces or a joiner as one', () => {
    expect(foldDisplayName('Rosa  del   VALLE')).toBe(foldDisplayName('rosa del valle'));
    expect(foldDisplayName('ＲＯＳＡ')).toBe(foldDisplayName('rosa'));
    expect(foldDisplayName('علی\u200Cرضا')).toBe(foldDisplayName('علیرضا'));
  });

  it('refuses a name that contains a staff word, however it is written', () => {
    for (const name of ['Amparo Team', 'the_admin', 'Moderator-Ana', 'OWNER.1', 'Ámparo ayuda']) {
      expect(isAcceptableDisplayName(name)).toBe(false);
    }
    expect(isAcceptableDisplayName('Amparito')).toBe(true);
    expect(isAcceptableDisplayName('Administradora Rosa')).toBe(true);
  });

  it('folds Arabic-Indic and Persian digits to ASCII', () => {
    expect(foldDisplayName('مريم ١٢٣')).toBe(foldDisplayName('مريم 123'));
    expect(foldDisplayName('مريم ۱۲۳')).toBe(foldDisplayName('مريم 123'));
  });
});
