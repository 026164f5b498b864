import { ZApiError } from '@amparo/contract/platform/api-error';
import type { DocumentMetadata } from '@amparo/contract/vault/document-metadata';
import { type PublicProofLinkResponse, ZPublicProofLinkResponse } from '@amparo/contract/vault/proof-links';
import { fromBase64Url } from '@amparo/vault-crypto/bytes';
import { KEY_BYTES } from '@amparo/vault-crypto/constants';
import { unwrapKey } from '@amparo/vault-crypto/key-wrap';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { openDocumentMetadata } from '../../../lib/vault/open-document-metadata.ts';

// The public proof page's requests: no account, no token, no cookies. The link key comes from the URL fragment
// and stays in this page: it is never part of a request.

const BASE = '/api/v1/vault/public/proof-links';

/** The link key from `#<key>`, or null when the fragment is missing or is not a whole key. */
export function readLinkKey(hash: string): Uint8Array | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return null;
  try {
    const key = fromBase64Url(text);
    return key.length === KEY_BYTES ? key : null;
  } catch {
    return null;
  }
}

async function failure(response: Response): Promise<ApiRequestError> {
  const parsed = ZApiError.safeParse(await response.json().catch(() => undefined));
  return parsed.success
    ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
    : new ApiRequestError(response.status, 'unknown', `The request failed (${response.status})`);
}

const PUBLIC_REQUEST: RequestInit = { credentials: 'omit', referrerPolicy: 'no-referrer' };

/** Counts one view on the server; 404 for no such link, 410 once it expired or was revoked. */
export async function fetchPublicProofLink(
  linkId: string,
  signal?: AbortSignal,
): Promise<PublicProofLinkResponse> {
  const response = await fetch(`${BASE}/${encodeURIComponent(linkId)}`, {
    ...PUBLIC_REQUEST,
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await failure(response);
  return ZPublicProofLinkResponse.parse(await response.json());
}

export async function fetchProofContent(
  linkId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(
    `${BASE}/${encodeURIComponent(linkId)}/documents/${encodeURIComponent(documentId)}/content`,
    { ...PUBLIC_REQUEST, headers: { accept: 'application/octet-stream' }, signal },
  );
  if (!response.ok) throw await failure(response);
  if (!response.body) throw new ApiRequestError(response.status, 'unknown', 'The answer had no body');
  return response.body;
}

export type ProofDocument = {
  id: string;
  size: number;
  /** Null when this one document did not open (the others still show). */
  fileKey: Uint8Array | null;
  metadata: DocumentMetadata | null;
};

export type OpenedProofLink = { expiresAt: string; documents: ProofDocument[] };

/** The link key did not open any document: the fragment was cut or changed on the way. */
export class DamagedLinkError extends Error {
  constructor() {
    super('The link key opens none of the documents');
    this.name = 'DamagedLinkError';
  }
}

/** Unwraps each file key with the link key and opens each document's metadata, here in the browser. */
export async function openProofLink(
  linkKey: Uint8Array,
  link: PublicProofLinkResponse,
): Promise<OpenedProofLink> {
  const documents = await Promise.all(
    link.documents.map(async (document): Promise<ProofDocument> => {
      try {
        const fileKey = await unwrapKey(linkKey, fromBase64Url(document.wrapped_file_key), {
          purpose: 'proof-link/file-key',
          objectId: document.document_id,
        });
        const metadata = await openDocumentMetadata(
          fileKey,
          document.document_id,
          document.encrypted_metadata,
        );
        return { id: document.document_id, size: document.size, fileKey, metadata };
      } catch {
        return { id: document.document_id, size: document.size, fileKey: null, metadata: null };
      }
    }),
  );
  if (documents.length > 0 && documents.every((document) => document.metadata === null)) {
    throw new DamagedLinkError();
  }
  return { expiresAt: link.expires_at, documents };
}
