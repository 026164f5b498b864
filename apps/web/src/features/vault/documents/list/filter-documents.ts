import type { DocumentType } from '@amparo/contract/vault/document-metadata';
import type { OpenedDocument } from '../crypto/open-document.ts';

// Search runs in the browser over the decrypted details: the server cannot search what it cannot read. Case and
// accents are ignored, so "peticion" finds "Petición" and "ETIENNE" finds "Étienne".

export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase();
}

export function filterDocuments(
  documents: OpenedDocument[],
  query: string,
  type: DocumentType | 'all',
): OpenedDocument[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  return documents.filter((document) => {
    if (type !== 'all' && document.metadata.type !== type) return false;
    if (words.length === 0) return true;
    const haystack = searchable(
      [document.metadata.title, document.metadata.notes, document.metadata.file_name].join('\n'),
    );
    return words.every((word) => haystack.includes(word));
  });
}
