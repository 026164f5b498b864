import { describe, expect, it } from 'vitest';
import { validateContactDraft } from './contact-form.tsx';

const DRAFT = {
  name: 'Rosa Díaz',
  relationship: 'Sister',
  phone: '(202) 555-0123',
  email: '',
  language: 'es' as const,
  alertOnHelp: true,
};

describe('validateContactDraft', () => {
  it('accepts what a person types, in any script', () => {
    expect(validateContactDraft({ ...DRAFT, name: 'روزا دياز' })).toMatchObject({ ok: true });
  });

  it('lists a field holding a hidden character apart, so the form asks to type it again', () => {
    const result = validateContactDraft({ ...DRAFT, name: 'Rosa\u0007', relationship: 'Sis\u0000ter' });
    expect(result).toEqual({
      ok: false,
      errors: ['name', 'relationship'],
      hiddenCharacters: ['name', 'relationship'],
    });
  });

  it('keeps the usual message for a field that is simply wrong', () => {
    expect(validateContactDraft({ ...DRAFT, name: ' ', phone: '12' })).toEqual({
      ok: false,
      errors: ['name', 'phone'],
      hiddenCharacters: [],
    });
  });
});
