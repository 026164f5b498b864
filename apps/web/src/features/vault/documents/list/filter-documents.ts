import type { DocumentAbout, DocumentType } from '@amparo/contract/vault/document-metadata';
import type { OpenedDocument } from '../crypto/open-document.ts';

// Search runs in the browser over the decrypted details: the server cannot search what it cannot read. Case and
// accents are ignored, so "peticion" finds "Petición" and "ETIENNE" finds "Étienne".

export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase();
}

/** Whose documents to show: everyone's, the owner's own (no label), or one dependent's (by id). */
export type PersonFilter = 'all' | 'me' | { dependentId: string };

/** The people the documents are about, from their labels, once each, in name order. */
export function peopleOf(documents: OpenedDocument[]): DocumentAbout[] {
  const people = new Map<string, DocumentAbout>();
  for (const { metadata } of documents) {
    if (metadata.about) people.set(metadata.about.dependent_id, metadata.about);
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function isAbout(document: OpenedDocument, person: PersonFilter): boolean {
  if (person === 'all') return true;
  if (person === 'me') return document.metadata.about === undefined;
  return document.metadata.about?.dependent_id === person.dependentId;
}

export function filterDocuments(
  documents: OpenedDocument[],
  query: string,
  type: DocumentType | 'all',
  person: PersonFilter = 'all',
): OpenedDocument[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  return documents.filter((document) => {
    if (type !== 'all' && document.metadata.type !== type) return false;
    if (!isAbout(document, person)) return false;
    if (words.length === 0) return true;
    const haystack = searchable(
      [
        document.metadata.title,
        document.metadata.notes,
        document.metadata.file_name,
        document.metadata.about?.name ?? '',
      ].join('\n'),
    );
    return words.every((word) => haystack.includes(word));
  });
}
