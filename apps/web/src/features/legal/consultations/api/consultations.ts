import type { AttachConsultationDocumentRequest } from '@amparo/contract/legal/attach-consultation-document';
import type { ChangeConsultationStatusRequest } from '@amparo/contract/legal/change-consultation-status';
import { type Consultation, ZConsultation } from '@amparo/contract/legal/consultation-models';
import type { CreateConsultationRequest } from '@amparo/contract/legal/create-consultation';
import type { CreateConsultationReviewRequest } from '@amparo/contract/legal/create-consultation-review';
import { ZListConsultationsResponse } from '@amparo/contract/legal/list-consultations';
import { ZPublicProfessional } from '@amparo/contract/legal/professional-models';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../../lib/api-request.ts';

// The consultations' calls to /api/v1/legal (issue 13, point 3), each with its query key or mutation. Every change
// answers the whole request, which replaces the cached one; the lists are refreshed after.

export const consultationKeys = {
  all: ['legal', 'consultations'] as const,
  mine: (userId: string | null) => ['legal', 'consultations', 'mine', userId] as const,
  inbox: (userId: string | null) => ['legal', 'consultations', 'inbox', userId] as const,
  one: (userId: string | null, id: string) => ['legal', 'consultations', 'one', userId, id] as const,
};

export function useLegalApi() {
  return useApiRequest('/legal');
}

const retry = (failures: number, error: unknown) => failures < 3 && isRetryableRequestError(error);

export function useMyConsultations() {
  const { userId, request } = useLegalApi();
  return useQuery({
    queryKey: consultationKeys.mine(userId),
    queryFn: async ({ signal }) =>
      (await request('/consultations', ZListConsultationsResponse, { signal })).consultations,
    enabled: userId !== null,
    retry,
  });
}

export function useConsultationInbox() {
  const { userId, request } = useLegalApi();
  return useQuery({
    queryKey: consultationKeys.inbox(userId),
    queryFn: async ({ signal }) =>
      (await request('/consultations/inbox', ZListConsultationsResponse, { signal })).consultations,
    enabled: userId !== null,
    retry,
  });
}

export function useConsultation(id: string) {
  const { userId, request } = useLegalApi();
  return useQuery({
    queryKey: consultationKeys.one(userId, id),
    queryFn: ({ signal }) => request(`/consultations/${encodeURIComponent(id)}`, ZConsultation, { signal }),
    enabled: userId !== null,
    retry,
  });
}

/** A listed professional's public profile (name, what is verified, and the key to share documents with them). */
export function usePublicProfessional(id: string) {
  const { request } = useLegalApi();
  return useQuery({
    queryKey: ['legal', 'professional', id] as const,
    queryFn: ({ signal }) =>
      request(`/professionals/${encodeURIComponent(id)}`, ZPublicProfessional, { signal }),
    retry,
  });
}

/** Keeps the answer of a change as the request, and refreshes the lists it shows in. */
export function useKeepConsultation() {
  const { userId } = useLegalApi();
  const queryClient = useQueryClient();
  return (consultation: Consultation) => {
    queryClient.setQueryData(consultationKeys.one(userId, consultation.id), consultation);
    void queryClient.invalidateQueries({ queryKey: consultationKeys.mine(userId) });
    void queryClient.invalidateQueries({ queryKey: consultationKeys.inbox(userId) });
  };
}

export function useCreateConsultation() {
  const { request } = useLegalApi();
  const keep = useKeepConsultation();
  return useMutation({
    mutationFn: (body: CreateConsultationRequest) =>
      request('/consultations', ZConsultation, { method: 'POST', body }),
    onSuccess: keep,
  });
}

function useConsultationMutation<Body>(id: string, path: string) {
  const { request } = useLegalApi();
  const keep = useKeepConsultation();
  return useMutation({
    mutationFn: (body: Body) =>
      request(`/consultations/${encodeURIComponent(id)}${path}`, ZConsultation, { method: 'POST', body }),
    onSuccess: keep,
  });
}

export function useChangeConsultationStatus(id: string) {
  return useConsultationMutation<ChangeConsultationStatusRequest>(id, '/status');
}

export function useAttachDocument(id: string) {
  return useConsultationMutation<AttachConsultationDocumentRequest>(id, '/documents');
}

export function useReviewConsultation(id: string) {
  return useConsultationMutation<CreateConsultationReviewRequest>(id, '/review');
}

/** Stops sharing one document for this request (the server revokes its vault share too). */
export function useDetachDocument(id: string) {
  const { request } = useLegalApi();
  const keep = useKeepConsultation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      request(
        `/consultations/${encodeURIComponent(id)}/documents/${encodeURIComponent(shareId)}`,
        ZConsultation,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: (consultation) => {
      keep(consultation);
      void queryClient.invalidateQueries({ queryKey: ['vault'] });
    },
  });
}
