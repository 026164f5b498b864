import type { CompleteUploadRequest } from '@amparo/contract/vault/uploads';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { unwrapKey, wrapKey } from '@amparo/vault-crypto/key-wrap';
import { wrapKeyForRecipient } from '@amparo/vault-crypto/sharing';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { listProofLinks, listShares } from '../api/document-changes.ts';
import type { VaultApi } from '../api/vault-api.ts';

// A new version has a new file key, so everyone who could open the old one needs the new key wrapped for them:
// each person it is shared with (by their public key) and each live proof-of-status link (by the link key, which
// the owner's vault key unwraps). The server refuses to complete without them (409 `rewrap_required`). Both lists
// are read fresh here, at the end of the upload, not taken from the list the person saw when they chose the file:
// a share made on another device meanwhile would otherwise fail every try.

/**
 * A link the server still counts as live must get the key even if this phone's clock runs ahead and thinks it
 * expired; the server ignores keys for links that are no longer live.
 */
const CLOCK_MARGIN_MS = 24 * 60 * 60 * 1000;

type RewrappedKeys = Pick<CompleteUploadRequest, 'share_keys' | 'proof_link_keys'>;

export async function rewrapForReaders(
  api: VaultApi,
  vault: UnlockedVault,
  documentId: string,
  newFileKey: Uint8Array,
  now: Date = new Date(),
): Promise<RewrappedKeys> {
  const [{ outgoing }, { links }] = await Promise.all([listShares(api), listProofLinks(api)]);
  const shares = outgoing.filter((share) => share.document_id === documentId);
  const share_keys = await Promise.all(
    shares.map(async (share) => ({
      share_id: share.id,
      wrapped_file_key: toBase64Url(
        await wrapKeyForRecipient(fromBase64Url(share.recipient_public_key), newFileKey, {
          recipientUserId: share.recipient_user_id,
          documentId,
        }),
      ),
    })),
  );
  const live = links.filter(
    (link) =>
      link.revoked_at === null &&
      Date.parse(link.expires_at) > now.getTime() - CLOCK_MARGIN_MS &&
      link.document_ids.includes(documentId),
  );
  const proof_link_keys = await Promise.all(
    live.map(async (link) => {
      const linkKey = await unwrapKey(vault.vaultKey, fromBase64Url(link.owner_wrapped_link_key), {
        purpose: 'link-key',
        userId: vault.userId,
      });
      const wrapped = await wrapKey(linkKey, newFileKey, {
        purpose: 'proof-link/file-key',
        objectId: documentId,
      });
      linkKey.fill(0);
      return { link_id: link.id, wrapped_file_key: toBase64Url(wrapped) };
    }),
  );
  return { share_keys, proof_link_keys };
}
