import { type Consultation, ZConsultation } from '@amparo/contract/legal/consultation-models';
import { ZCreateShareResponse, ZListSharesResponse } from '@amparo/contract/vault/shares';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnDocument } from '../../../../lib/vault/own-documents.ts';
import { buildShareRequest } from '../../../../lib/vault/share-keys.ts';
import { useVaultApi } from '../../../../lib/vault/vault-request.ts';
import { useKeepConsultation, useLegalApi } from './consultations.ts';

// Sharing documents with the professional of a request (issue 13, point 3), with the vault's own protocol: each
// document's file key is wrapped here for the professional's public key (lib/vault/share-keys.ts), the vault keeps
// the share, and the request is told which share is its. A document already shared with that professional (for
// another request) is attached as it is. The server never sees a key it could use.

export type ShareRecipient = { id: string; publicKey: string };

export type ShareDocumentsInput = {
  consultationId: string;
  professional: ShareRecipient;
  documents: OwnDocument[];
  onProgress?: (done: number, total: number) => void;
};

export type ShareDocumentsResult = { consultation: Consultation | null; failed: number };

export function useShareDocuments() {
  const vault = useVaultApi();
  const legal = useLegalApi();
  const keep = useKeepConsultation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShareDocumentsInput): Promise<ShareDocumentsResult> => {
      const { outgoing } = await vault.request('/shares', ZListSharesResponse);
      let consultation: Consultation | null = null;
      let failed = 0;
      for (const [index, document] of input.documents.entries()) {
        try {
          const existing = outgoing.find(
            (share) => share.document_id === document.id && share.recipient_user_id === input.professional.id,
          );
          const shareId =
            existing?.id ??
            (
              await vault.request(`/documents/${document.id}/shares`, ZCreateShareResponse, {
                method: 'POST',
                body: await buildShareRequest(document, {
                  user_id: input.professional.id,
                  label: '',
                  public_key: input.professional.publicKey,
                }),
              })
            ).id;
          consultation = await legal.request(
            `/consultations/${encodeURIComponent(input.consultationId)}/documents`,
            ZConsultation,
            { method: 'POST', body: { share_id: shareId } },
          );
        } catch {
          // One document that fails (a version replaced meanwhile, the network) does not stop the others.
          failed += 1;
        }
        input.onProgress?.(index + 1, input.documents.length);
      }
      return { consultation, failed };
    },
    onSettled: (result) => {
      if (result?.consultation) keep(result.consultation);
      void queryClient.invalidateQueries({ queryKey: ['vault'] });
    },
  });
}
