import { Readable } from 'node:stream';
import { ZApiError } from '@amparo/contract/platform/api-error';
import {
  ZListDocumentsResponse,
  ZUpdateDocumentRequest,
  ZUpdateDocumentResponse,
} from '@amparo/contract/vault/documents';
import { ZListFamilyRecipientsResponse } from '@amparo/contract/vault/family-recipients';
import {
  KEYRING_NOT_SET_UP_STATUS,
  ZCreateKeyringRequest,
  ZCreateKeyringResponse,
  ZGetKeyringResponse,
  ZUpdateKeyringRequest,
  ZUpdateKeyringResponse,
} from '@amparo/contract/vault/keyring';
import {
  ZCreateProofLinkRequest,
  ZCreateProofLinkResponse,
  ZListProofLinksResponse,
  ZProofLinkParams,
} from '@amparo/contract/vault/proof-links';
import {
  ZAcceptShareResponse,
  ZCreateShareRequest,
  ZCreateShareResponse,
  ZListSharesResponse,
  ZLookupRecipientRequest,
  ZLookupRecipientResponse,
  ZShareParams,
} from '@amparo/contract/vault/shares';
import {
  ZCompleteUploadRequest,
  ZCompleteUploadResponse,
  ZStartUploadRequest,
  ZStartUploadResponse,
  ZUploadParams,
  ZUploadPartParams,
  ZUploadPartResponse,
} from '@amparo/contract/vault/uploads';
import { VAULT_PART_MAX_BYTES } from '@amparo/contract/vault/vault-limits';
import { ZDocumentParams, ZVersionContentParams } from '@amparo/contract/vault/vault-models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { openDocumentContent } from './content-service.ts';
import { deleteOwnDocument, listOwnDocuments, updateOwnDocument } from './documents-service.ts';
import { listFamilyRecipients } from './family-recipients-repo.ts';
import { createOwnKeyring, getOwnKeyring, updateOwnKeyring } from './keyring-service.ts';
import { createProofLink, listProofLinks, revokeProofLink } from './proof-links-service.ts';
import { sendContent } from './send-content.ts';
import {
  acceptIncomingShare,
  deleteShare,
  listOwnShares,
  lookUpRecipient,
  shareOwnDocument,
} from './shares-service.ts';
import { startVaultSweeper } from './stale-upload-sweep.ts';
import { abortUpload, completeUpload, startUpload, uploadPart } from './uploads-service.ts';
import { OPEN_TO_PROFESSIONALS, OPEN_WITHOUT_COVERAGE, requireVaultAccess } from './vault-access.ts';
import type { VaultDependencies } from './vault-dependencies.ts';
import { limitRecipientLookups } from './vault-rate-limits.ts';

// The end-to-end encrypted vault (ARCHITECTURE.md §5): every route needs a signed-in caller with Full
// Protection, or (routes marked OPEN_WITHOUT_COVERAGE) a vault of their own from when they had it. The server
// stores and hands back ciphertext and wrapped keys; it never sees a key.

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
const PLAN_NOTE = 'Needs Full Protection, own or through a family (403 plan_required).';
// A vault stays its owner's when their coverage ends: they may keep using what is stored, not add to it.
const KEEP_NOTE =
  'Needs Full Protection, own or through a family, or a vault set up before coverage ended (403 plan_required).';

function contentLengthOf(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

export const vaultRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  { config, db, storage },
) => {
  const deps: VaultDependencies = { db, storage, config, log: app.log };
  app.addHook('onRequest', requireVaultAccess({ db, config }));
  const preHandler = requireUser({ db, config });
  const tags = ['vault'];

  // Upload parts arrive as raw ciphertext: the stream is handed to the route untouched and piped into storage,
  // so a part is never held whole in memory.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  // A part refused before it was read whole (no plan, too large, no such upload) is still on its way; a
  // connection left half-read never goes idle, and shutdown would wait on it. Close it once the answer is sent.
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  const sweeper = startVaultSweeper(deps);
  app.addHook('onClose', () => sweeper.stop());

  app.get(
    '/vault/keyring',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: "The caller's keyring, or 204 when there is no vault yet",
        description: KEEP_NOTE,
        response: { 200: ZGetKeyringResponse, [KEYRING_NOT_SET_UP_STATUS]: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const keyring = await getOwnKeyring(db, currentUser(request).userId);
      // No vault is an answer, not an error (see the contract).
      if (keyring === null) return reply.status(KEYRING_NOT_SET_UP_STATUS).send();
      return keyring;
    },
  );

  app.post(
    '/vault/keyring',
    {
      preHandler,
      config: OPEN_TO_PROFESSIONALS,
      schema: {
        tags,
        summary: 'Set the vault up',
        description: `409 vault_already_set_up when there is a keyring. ${PLAN_NOTE}`,
        body: ZCreateKeyringRequest,
        response: { 201: ZCreateKeyringResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const keyring = await createOwnKeyring(db, {
        userId: currentUser(request).userId,
        keyring: request.body,
      });
      return reply.status(201).send(keyring);
    },
  );

  app.patch(
    '/vault/keyring',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: 'A new passphrase and/or recovery key: only the wrapped vault key changes',
        description: KEEP_NOTE,
        body: ZUpdateKeyringRequest,
        response: { 200: ZUpdateKeyringResponse, ...errors },
      },
    },
    async (request) => updateOwnKeyring(db, { userId: currentUser(request).userId, change: request.body }),
  );

  app.post(
    '/vault/uploads',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Start an upload: a new document, or a new version of one',
        description: `403 quota_exceeded when the announced ciphertext size does not fit. ${PLAN_NOTE}`,
        body: ZStartUploadRequest,
        response: { 201: ZStartUploadResponse, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await startUpload(deps, { userId: currentUser(request).userId, request: request.body });
      return reply.status(201).send(upload);
    },
  );

  app.put(
    '/vault/uploads/:upload_id/parts/:part_number',
    {
      preHandler,
      bodyLimit: VAULT_PART_MAX_BYTES,
      schema: {
        tags,
        summary: 'Send one part of ciphertext (application/octet-stream, 0-based part number)',
        description: `At most ${VAULT_PART_MAX_BYTES} bytes (413 payload_too_large); 403 quota_exceeded when the bytes received would pass the quota. Sending a part again replaces it. ${PLAN_NOTE}`,
        params: ZUploadPartParams,
        response: { 200: ZUploadPartResponse, 413: ZApiError, 415: ZApiError, ...errors },
      },
    },
    async (request) => {
      if (!(request.body instanceof Readable)) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the part as application/octet-stream');
      }
      return uploadPart(deps, {
        userId: currentUser(request).userId,
        uploadId: request.params.upload_id,
        partNumber: request.params.part_number,
        body: request.body,
        declaredLength: contentLengthOf(request.headers['content-length']),
      });
    },
  );

  app.post(
    '/vault/uploads/:upload_id/complete',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Finish an upload: it becomes the document’s current version',
        description: `409 upload_incomplete when parts are missing or do not add up; 409 rewrap_required when a share or live proof link has no key for the new version. The previous version's ciphertext is deleted. ${PLAN_NOTE}`,
        params: ZUploadParams,
        body: ZCompleteUploadRequest,
        response: { 200: ZCompleteUploadResponse, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      completeUpload(deps, {
        userId: currentUser(request).userId,
        uploadId: request.params.upload_id,
        request: request.body,
      }),
  );

  app.delete(
    '/vault/uploads/:upload_id',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: 'Abandon an upload and delete what was sent',
        description: KEEP_NOTE,
        params: ZUploadParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await abortUpload(deps, { userId: currentUser(request).userId, uploadId: request.params.upload_id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/vault/documents',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: "The caller's documents at their current versions, and the storage used",
        description: KEEP_NOTE,
        response: { 200: ZListDocumentsResponse, ...errors },
      },
    },
    async (request) => listOwnDocuments(deps, currentUser(request).userId),
  );

  app.get(
    '/vault/documents/:id/versions/:version_id/content',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: 'The ciphertext of a version (application/octet-stream)',
        description: `For the owner, and for a recipient whose share is accepted; only the current version. ${KEEP_NOTE}`,
        params: ZVersionContentParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const content = await openDocumentContent(deps, {
        userId: currentUser(request).userId,
        documentId: request.params.id,
        versionId: request.params.version_id,
      });
      return sendContent(reply, content);
    },
  );

  app.patch(
    '/vault/documents/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'New encrypted metadata for the current version',
        description: `409 version_changed when the document has a newer version. ${PLAN_NOTE}`,
        params: ZDocumentParams,
        body: ZUpdateDocumentRequest,
        response: { 200: ZUpdateDocumentResponse, 409: ZApiError, ...errors },
      },
    },
    async (request) =>
      updateOwnDocument(db, {
        userId: currentUser(request).userId,
        documentId: request.params.id,
        change: request.body,
      }),
  );

  app.delete(
    '/vault/documents/:id',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: 'Delete a document: its versions, shares, place in proof links and stored ciphertext',
        description: KEEP_NOTE,
        params: ZDocumentParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnDocument(deps, { userId: currentUser(request).userId, documentId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.post(
    '/vault/recipients/lookup',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: 'Find a person with a vault to share with, by email',
        description: `404 recipient_not_found for no account and for no vault alike; 400 cannot_share_with_self. Limited to 20 look-ups per 10 minutes. ${KEEP_NOTE}`,
        body: ZLookupRecipientRequest,
        response: { 200: ZLookupRecipientResponse, 429: ZApiError, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await limitRecipientLookups(db, userId);
      return lookUpRecipient(db, { userId, email: request.body.email });
    },
  );

  app.get(
    '/vault/family-recipients',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: "The other people in the caller's family, with the public key of those who have a vault",
        description: `Empty for someone in no family; never anyone outside the caller's family. ${KEEP_NOTE}`,
        response: { 200: ZListFamilyRecipientsResponse, ...errors },
      },
    },
    async (request) => ({ recipients: await listFamilyRecipients(db, currentUser(request).userId) }),
  );

  app.post(
    '/vault/documents/:id/shares',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: 'Share a document: the file key wrapped for the recipient',
        description: `409 version_changed, 409 already_shared, 404 recipient_not_found. ${KEEP_NOTE}`,
        params: ZDocumentParams,
        body: ZCreateShareRequest,
        response: { 201: ZCreateShareResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const share = await shareOwnDocument(db, {
        userId: currentUser(request).userId,
        documentId: request.params.id,
        request: request.body,
      });
      return reply.status(201).send(share);
    },
  );

  app.get(
    '/vault/shares',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: 'What the caller shared and what was shared with them',
        description: KEEP_NOTE,
        response: { 200: ZListSharesResponse, ...errors },
      },
    },
    async (request) => listOwnShares(db, currentUser(request).userId),
  );

  app.post(
    '/vault/shares/:id/accept',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: 'Accept a document shared with the caller',
        description: KEEP_NOTE,
        params: ZShareParams,
        response: { 200: ZAcceptShareResponse, ...errors },
      },
    },
    async (request) =>
      acceptIncomingShare(db, { userId: currentUser(request).userId, shareId: request.params.id }),
  );

  app.delete(
    '/vault/shares/:id',
    {
      preHandler,
      config: { ...OPEN_WITHOUT_COVERAGE, ...OPEN_TO_PROFESSIONALS },
      schema: {
        tags,
        summary: 'Revoke a share (owner) or decline it (recipient); the wrapped key is deleted',
        description: KEEP_NOTE,
        params: ZShareParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteShare(db, { userId: currentUser(request).userId, shareId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.post(
    '/vault/proof-links',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: 'Make a time-limited proof-of-status link to chosen documents',
        description: `The link key stays in the link's fragment; the server keeps each file key wrapped by it. 409 version_changed. ${KEEP_NOTE}`,
        body: ZCreateProofLinkRequest,
        response: { 201: ZCreateProofLinkResponse, 409: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      const link = await createProofLink(db, { userId: currentUser(request).userId, request: request.body });
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/vault/proof-links',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: "The caller's proof-of-status links, newest first, with their views",
        description: KEEP_NOTE,
        response: { 200: ZListProofLinksResponse, ...errors },
      },
    },
    async (request) => ({ links: await listProofLinks(db, currentUser(request).userId) }),
  );

  app.delete(
    '/vault/proof-links/:id',
    {
      preHandler,
      config: OPEN_WITHOUT_COVERAGE,
      schema: {
        tags,
        summary: 'Turn a proof-of-status link off at once; its wrapped keys are deleted',
        description: KEEP_NOTE,
        params: ZProofLinkParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeProofLink(db, { userId: currentUser(request).userId, linkId: request.params.id });
      return reply.status(204).send();
    },
  );
};
