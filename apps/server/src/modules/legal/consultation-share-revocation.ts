import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { consultationDocuments } from '../../platform/db/schema/legal.ts';
import { markReencryptOnNextEdit } from '../vault/documents-repo.ts';
import { deleteShareOfParty } from '../vault/shares-repo.ts';
import { isShareAttachedElsewhere } from './consultations-repo.ts';

/**
 * A request that ends without a consultation (declined, cancelled, closed) takes its documents back: the shares made
 * for it are revoked, unless another of the person's requests to the same professional still carries one, and each
 * document is marked for re-encryption on its next edit, since the professional could read its wrapped key. A
 * person who is told "no" should not have to remember to stop sharing. Run inside the change's transaction.
 */
export async function revokeSharesOfEndedRequest(
  tx: Database,
  request: { id: string; clientUserId: string },
): Promise<void> {
  const attached = await tx
    .select({ shareId: consultationDocuments.shareId })
    .from(consultationDocuments)
    .where(eq(consultationDocuments.consultationId, request.id));
  for (const { shareId } of attached) {
    if (await isShareAttachedElsewhere(tx, shareId, request.id)) continue;
    const documentId = await deleteShareOfParty(tx, request.clientUserId, shareId);
    if (documentId) await markReencryptOnNextEdit(tx, documentId);
  }
}
