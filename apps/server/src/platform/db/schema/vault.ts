import { SHARE_STATUSES } from '@amparo/contract/vault/vault-models';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// The end-to-end encrypted vault (ARCHITECTURE.md §5). Every text column that holds key material or metadata
// is base64url of ciphertext or of a wrapped key made in the browser: the server can read none of it. Sizes
// are ciphertext bytes. The content itself lives in object storage under `vault/<version id>/<part>`.

/** One per user: the vault key wrapped three ways and the sharing key pair (private half wrapped). */
export const vaultKeyrings = pgTable('vault_keyrings', {
  userId: uuid()
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  kdfSalt: text().notNull(),
  kdfMemoryKib: integer().notNull(),
  kdfIterations: integer().notNull(),
  kdfParallelism: integer().notNull(),
  wrappedByPassphrase: text().notNull(),
  wrappedByRecovery: text().notNull(),
  /** Raw P-256 public key: public by design, so that others can share with this person. */
  publicKey: text().notNull(),
  wrappedPrivateKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document: made when its first upload starts (its id is the associated data of every chunk), listed only
 * once a version is complete. `current_version_id` is null until then.
 */
export const vaultDocuments = pgTable(
  'vault_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    currentVersionId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vault_documents_user_idx').on(table.userId)],
);

export const VERSION_STATUSES = ['uploading', 'complete'] as const;

/**
 * One upload of a document's content. While `uploading`, it is invisible and counts against the quota by the
 * larger of its declared size and the bytes received; once `complete`, by its size. A replaced version is
 * deleted with its objects.
 */
export const vaultDocumentVersions = pgTable(
  'vault_document_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid()
      .notNull()
      .references(() => vaultDocuments.id, { onDelete: 'cascade' }),
    /** The owner again, so the quota is one indexed sum. */
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text({ enum: VERSION_STATUSES }).notNull().default('uploading'),
    /** The ciphertext size announced at start and confirmed at complete. */
    size: bigint({ mode: 'number' }).notNull(),
    partCount: integer(),
    encryptedMetadata: text(),
    wrappedFileKey: text(),
    /**
     * Set when a share of this version was revoked or declined, or a proof link showing it was revoked: someone
     * may still hold this file key, so the next edit re-encrypts under a new one. A new version starts false.
     * Expired links are not recorded here (nothing happens when they expire); they are counted when read.
     */
    reencryptOnNextEdit: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last part received (or completion): an upload idle for VAULT_STALE_UPLOAD_HOURS is swept. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('vault_document_versions_user_idx').on(table.userId, table.status),
    index('vault_document_versions_document_idx').on(table.documentId),
    index('vault_document_versions_stale_idx').on(table.updatedAt).where(sql`${table.status} = 'uploading'`),
    check('vault_document_versions_size_not_negative', sql`${table.size} >= 0`),
  ],
);

/** The parts received for a version, with the byte count the storage reported (never the client's). */
export const vaultUploadParts = pgTable(
  'vault_upload_parts',
  {
    versionId: uuid()
      .notNull()
      .references(() => vaultDocumentVersions.id, { onDelete: 'cascade' }),
    partNumber: integer().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.partNumber] })],
);

/** A document shared with another account: the current file key wrapped for the recipient's public key. */
export const vaultShares = pgTable(
  'vault_shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid()
      .notNull()
      .references(() => vaultDocuments.id, { onDelete: 'cascade' }),
    ownerId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text({ enum: SHARE_STATUSES }).notNull().default('pending'),
    wrappedFileKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vault_shares_document_recipient_key').on(table.documentId, table.recipientId),
    index('vault_shares_owner_idx').on(table.ownerId),
    index('vault_shares_recipient_idx').on(table.recipientId),
  ],
);

/** A proof-of-status link. Its key is only in the URL fragment; the owner keeps a copy wrapped by the vault key. */
export const vaultProofLinks = pgTable(
  'vault_proof_links',
  {
    /** 16 random bytes, base64url: the id is the link's public name. */
    id: text().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    ownerWrappedLinkKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    lastViewedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('vault_proof_links_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * The documents of a link, each file key wrapped by the link key. The wrapped key is set to null when the link
 * is revoked or has expired, so the row only remembers which document the link showed.
 */
export const vaultProofLinkDocuments = pgTable(
  'vault_proof_link_documents',
  {
    linkId: text()
      .notNull()
      .references(() => vaultProofLinks.id, { onDelete: 'cascade' }),
    documentId: uuid()
      .notNull()
      .references(() => vaultDocuments.id, { onDelete: 'cascade' }),
    wrappedFileKey: text(),
    position: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.documentId] }),
    index('vault_proof_link_documents_document_idx').on(table.documentId),
  ],
);
