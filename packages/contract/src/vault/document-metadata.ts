import { z } from 'zod';

// What the browser seals inside `encrypted_metadata`. The server never sees this shape: it only exists in the
// browser, before encryption and after decryption. It lives in the contract so every part of the web app agrees.

export const DOCUMENT_TYPES = [
  'passport',
  'visa',
  'i94',
  'green_card',
  'ead',
  'i797',
  'birth_certificate',
  'marriage_certificate',
  'court_record',
  'police_record',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Types suggested for "carry offline": what an officer may ask to see. */
export const CARRY_OFFLINE_SUGGESTED_TYPES: readonly DocumentType[] = [
  'green_card',
  'i94',
  'ead',
  'visa',
  'passport',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whom a document is about when it is not its owner (issue 12, point 7): one of the holder's dependents, by id
 * and by the name they had when it was labelled, so the label still reads well if the dependent is later removed.
 * Sealed with the rest of the metadata: the server never learns whom a document is about.
 */
export const ZDocumentAbout = z.object({
  dependent_id: z.uuid(),
  name: z.string().trim().min(1).max(200),
});
export type DocumentAbout = z.infer<typeof ZDocumentAbout>;

export const ZDocumentMetadata = z.object({
  type: z.enum(DOCUMENT_TYPES),
  title: z.string().trim().min(1).max(200),
  /** YYYY-MM-DD, or null when the document does not expire. */
  expires_on: z.string().regex(ISO_DATE).nullable(),
  notes: z.string().max(4000),
  file_name: z.string().max(255),
  mime_type: z.string().max(255),
  /** Plaintext bytes. */
  size: z.number().int().nonnegative(),
  carry_offline: z.boolean(),
  /**
   * Added for family documents; absent from documents sealed before it (they still open) and from documents
   * about their owner. Older app versions that re-seal the metadata would drop it, never fail on it.
   */
  about: ZDocumentAbout.optional(),
});
export type DocumentMetadata = z.infer<typeof ZDocumentMetadata>;
