import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { describe, expect, it } from 'vitest';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { filterDocuments } from './filter-documents.ts';

function document(id: string, metadata: Partial<DocumentMetadata>): OpenedDocument {
  return {
    kind: 'opened',
    id,
    versionId: id,
    storedSize: 1,
    updatedAt: '',
    shares: [],
    reencryptOnNextEdit: false,
    wrappedFileKey: '',
    encryptedMetadata: '',
    fileKey: new Uint8Array(32),
    metadata: {
      type: 'other',
      title: id,
      expires_on: null,
      notes: '',
      file_name: '',
      mime_type: 'image/png',
      size: 1,
      carry_offline: false,
      ...metadata,
    },
  };
}

const documents = [
  document('petition', { title: 'Petición I-130', type: 'i797', notes: 'Recibo IOE0912345678' }),
  document('card', { title: 'Green card', type: 'green_card', file_name: 'carte-Étienne.jpg' }),
  document('passport', { title: 'Passport', type: 'passport' }),
];

const ids = (list: OpenedDocument[]) => list.map((item) => item.id);

describe('filterDocuments', () => {
  it('finds words in the title, notes and file name, ignoring case and accents', () => {
    expect(ids(filterDocuments(documents, 'peticion', 'all'))).toEqual(['petition']);
    expect(ids(filterDocuments(documents, 'ioe0912', 'all'))).toEqual(['petition']);
    expect(ids(filterDocuments(documents, 'ETIENNE', 'all'))).toEqual(['card']);
    expect(ids(filterDocuments(documents, '  green   CARD ', 'all'))).toEqual(['card']);
    expect(ids(filterDocuments(documents, 'visa', 'all'))).toEqual([]);
  });

  it('filters by type, with or without a search', () => {
    expect(ids(filterDocuments(documents, '', 'passport'))).toEqual(['passport']);
    expect(ids(filterDocuments(documents, 'card', 'passport'))).toEqual([]);
    expect(ids(filterDocuments(documents, '', 'all'))).toEqual(['petition', 'card', 'passport']);
  });
});
