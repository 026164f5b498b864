import { describe, expect, it } from 'vitest';
import { ZDocumentMetadata } from './document-metadata.ts';

const sealedBeforeFamilies = {
  type: 'passport',
  title: 'Passport',
  expires_on: null,
  notes: '',
  file_name: 'passport.pdf',
  mime_type: 'application/pdf',
  size: 10,
  carry_offline: false,
};

describe('document metadata', () => {
  it('still opens details sealed before "about" existed', () => {
    const parsed = ZDocumentMetadata.parse(sealedBeforeFamilies);
    expect(parsed.about).toBeUndefined();
  });

  it('keeps whom a document is about, and refuses a label without a real id or a name', () => {
    const about = { dependent_id: '20000000-0000-4000-8000-000000000001', name: 'Sofía' };
    expect(ZDocumentMetadata.parse({ ...sealedBeforeFamilies, about }).about).toEqual(about);
    expect(
      ZDocumentMetadata.safeParse({ ...sealedBeforeFamilies, about: { ...about, name: ' ' } }).success,
    ).toBe(false);
    expect(
      ZDocumentMetadata.safeParse({ ...sealedBeforeFamilies, about: { ...about, dependent_id: 'sofia' } })
        .success,
    ).toBe(false);
  });
});
