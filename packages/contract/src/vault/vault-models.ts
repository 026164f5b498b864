import { z } from 'zod';
import { VAULT_METADATA_MAX_CHARS } from './vault-limits.ts';

// Shapes shared by the vault's endpoints. Every binary value on the wire is base64url without padding. The server
// stores and returns them as they are: it cannot read any of them (ARCHITECTURE.md §5).

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** base64url (no padding) of at most `maxChars` characters. */
export const zBase64Url = (maxChars: number) =>
  z.string().min(1).max(maxChars).regex(BASE64URL, 'must be base64url without padding');

/** A key wrapped by another key (AES-256-GCM, or ECDH for a share): about 80-170 characters. */
export const ZWrappedKey = zBase64Url(512);
/** Encrypted document metadata (title, type, dates, notes), sealed with the file key. */
export const ZEncryptedMetadata = zBase64Url(VAULT_METADATA_MAX_CHARS);
/** An uncompressed P-256 public key (65 bytes raw). */
export const ZPublicKey = zBase64Url(128);

/** How the passphrase becomes the key-encryption key. The salt is random per keyring. */
export const ZKdfParams = z.object({
  algorithm: z.literal('argon2id'),
  salt: zBase64Url(64),
  memory_kib: z.number().int().min(19_456).max(1_048_576),
  iterations: z.number().int().min(1).max(16),
  parallelism: z.number().int().min(1).max(8),
});
export type KdfParamsWire = z.infer<typeof ZKdfParams>;

/** A keyring: the vault key wrapped three ways, and the sharing key pair (private half wrapped by the vault key). */
export const ZVaultKeyring = z.object({
  kdf: ZKdfParams,
  wrapped_by_passphrase: ZWrappedKey,
  wrapped_by_recovery: ZWrappedKey,
  public_key: ZPublicKey,
  wrapped_private_key: zBase64Url(1024),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VaultKeyring = z.infer<typeof ZVaultKeyring>;

export const ZVaultUsage = z.object({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
});
export type VaultUsage = z.infer<typeof ZVaultUsage>;

export const SHARE_STATUSES = ['pending', 'accepted'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** A share as its owner sees it. */
export const ZOutgoingShare = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  recipient_user_id: z.uuid(),
  /** The recipient's email (or phone) as the owner typed it to find them. */
  recipient_label: z.string(),
  /** The recipient's sharing public key, so the owner can wrap a new file key for them when replacing. */
  recipient_public_key: ZPublicKey,
  status: z.enum(SHARE_STATUSES),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type OutgoingShare = z.infer<typeof ZOutgoingShare>;

/** A document of the caller's own, at its current version. */
export const ZVaultDocument = z.object({
  id: z.uuid(),
  version_id: z.uuid(),
  encrypted_metadata: ZEncryptedMetadata,
  /** The file key wrapped by the owner's vault key. */
  wrapped_file_key: ZWrappedKey,
  /** Ciphertext bytes of this version (what counts against the quota). */
  size: z.number().int().nonnegative(),
  created_at: z.string(),
  /** When the current version was completed. */
  updated_at: z.string(),
  shares: z.array(ZOutgoingShare),
  /**
   * True once a share or a proof link that could open the current version was revoked (or the link expired): the
   * person on the other side may have kept the file key. The next edit must upload a new version under a fresh
   * file key instead of re-sealing the details with this one.
   */
  reencrypt_on_next_edit: z.boolean(),
});
export type VaultDocument = z.infer<typeof ZVaultDocument>;

/** A document someone shared with the caller. Metadata and content open with the file key unwrapped by ECDH. */
export const ZIncomingShare = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  version_id: z.uuid(),
  /** The owner's email or phone, as their account shows it. */
  owner_label: z.string(),
  status: z.enum(SHARE_STATUSES),
  encrypted_metadata: ZEncryptedMetadata,
  /** The file key wrapped for the caller's public key (ephemeral ECDH). */
  wrapped_file_key: ZWrappedKey,
  size: z.number().int().nonnegative(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type IncomingShare = z.infer<typeof ZIncomingShare>;

/** A proof-of-status link as its owner sees it. Its key is not here: only the owner's wrapped copy. */
export const ZProofLink = z.object({
  id: z.string(),
  document_ids: z.array(z.uuid()),
  /** The link key wrapped by the owner's vault key, so the owner can show the link again and re-wrap on replace. */
  owner_wrapped_link_key: ZWrappedKey,
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  view_count: z.number().int().nonnegative(),
  last_viewed_at: z.string().nullable(),
});
export type ProofLink = z.infer<typeof ZProofLink>;

export const ZDocumentParams = z.object({ id: z.uuid() });
export const ZVersionContentParams = z.object({ id: z.uuid(), version_id: z.uuid() });
