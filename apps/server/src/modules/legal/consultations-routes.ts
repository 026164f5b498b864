import {
  ZAttachConsultationDocumentRequest,
  ZAttachConsultationDocumentResponse,
  ZDetachConsultationDocumentParams,
  ZDetachConsultationDocumentResponse,
} from '@amparo/contract/legal/attach-consultation-document';
import {
  ZChangeConsultationStatusRequest,
  ZChangeConsultationStatusResponse,
} from '@amparo/contract/legal/change-consultation-status';
import { ZConsultationParams } from '@amparo/contract/legal/consultation-models';
import {
  ZCreateConsultationRequest,
  ZCreateConsultationResponse,
} from '@amparo/contract/legal/create-consultation';
import {
  ZCreateConsultationReviewRequest,
  ZCreateConsultationReviewResponse,
} from '@amparo/contract/legal/create-consultation-review';
import { ZGetConsultationResponse } from '@amparo/contract/legal/get-consultation';
import { ZListConsultationsResponse } from '@amparo/contract/legal/list-consultations';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { attachConsultationDocument, detachConsultationDocument } from './consultation-documents-service.ts';
import {
  changeConsultationStatus,
  createConsultation,
  getConsultation,
  listOwnConsultations,
} from './consultations-service.ts';
import { createConsultationReview } from './reviews-service.ts';

// Consultation requests (issue 13, point 3), for both sides: the person who asks and the professional asked. A
// request is read and changed only by those two; anyone else gets 404 consultation_not_found, never 403, so an id
// tells a stranger nothing. Registered among the protected features (eligibility first).

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError } as const;
const noStore = { 'cache-control': 'no-store' };

export const consultationsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { config, db }) => {
  const preHandler = requireUser({ db, config });
  const tags = ['legal'];

  app.post(
    '/legal/consultations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Ask a listed professional for a consultation',
        description:
          '404 professional_not_found unless the professional is verified and not expired; 400 cannot_consult_yourself; 400 time_in_past; 429 after 10 requests in a day. The professional is told by email or text message.',
        body: ZCreateConsultationRequest,
        response: { 201: ZCreateConsultationResponse, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createConsultation(db, {
        userId: currentUser(request).userId,
        request: request.body,
      });
      return reply.status(201).headers(noStore).send(created);
    },
  );

  app.get(
    '/legal/consultations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The consultation requests the caller sent, newest first',
        response: { 200: ZListConsultationsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listOwnConsultations(db, currentUser(request).userId, 'client');
    },
  );

  app.get(
    '/legal/consultations/inbox',
    {
      preHandler,
      schema: {
        tags,
        summary: "The consultation requests a professional received (the caller's inbox), newest first",
        response: { 200: ZListConsultationsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listOwnConsultations(db, currentUser(request).userId, 'professional');
    },
  );

  app.get(
    '/legal/consultations/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One consultation request, for its person or its professional',
        description: '404 consultation_not_found for anyone else.',
        params: ZConsultationParams,
        response: { 200: ZGetConsultationResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getConsultation(db, {
        userId: currentUser(request).userId,
        consultationId: request.params.id,
      });
    },
  );

  app.post(
    '/legal/consultations/:id/status',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change a consultation request: cancel, accept, decline, propose a time, mark done, close',
        description:
          '409 invalid_transition for a change the caller’s side may not make in the current status; 400 time_in_past; 404 consultation_not_found for anyone but the two sides; 429 after 60 changes in an hour. The other side is told.',
        params: ZConsultationParams,
        body: ZChangeConsultationStatusRequest,
        response: { 200: ZChangeConsultationStatusResponse, 409: ZApiError, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return changeConsultationStatus(db, {
        userId: currentUser(request).userId,
        consultationId: request.params.id,
        change: request.body,
      });
    },
  );

  app.post(
    '/legal/consultations/:id/documents',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Attach a vault share the person made to this professional',
        description:
          '404 share_not_found unless the share is the caller’s own, to this request’s professional; 409 invalid_transition once the request is over or for the professional; 409 too_many_documents.',
        params: ZConsultationParams,
        body: ZAttachConsultationDocumentRequest,
        response: { 200: ZAttachConsultationDocumentResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return attachConsultationDocument(db, {
        userId: currentUser(request).userId,
        consultationId: request.params.id,
        shareId: request.body.share_id,
      });
    },
  );

  app.delete(
    '/legal/consultations/:id/documents/:share_id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Stop sharing a document for this consultation (revokes its vault share)',
        params: ZDetachConsultationDocumentParams,
        response: { 200: ZDetachConsultationDocumentResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return detachConsultationDocument(db, {
        userId: currentUser(request).userId,
        consultationId: request.params.id,
        shareId: request.params.share_id,
      });
    },
  );

  app.post(
    '/legal/consultations/:id/review',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Review a consultation that took place (once; published after moderation)',
        description:
          '409 consultation_not_done before the professional marked it done; 409 already_reviewed for a second.',
        params: ZConsultationParams,
        body: ZCreateConsultationReviewRequest,
        response: { 201: ZCreateConsultationReviewResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const consultation = await createConsultationReview(db, {
        userId: currentUser(request).userId,
        consultationId: request.params.id,
        review: request.body,
      });
      return reply.status(201).headers(noStore).send(consultation);
    },
  );
};
