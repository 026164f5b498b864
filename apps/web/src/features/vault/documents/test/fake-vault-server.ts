import { randomUUID } from 'node:crypto';
import { ZUpdateDocumentRequest } from '@amparo/contract/vault/documents';
import { ZCompleteUploadRequest, ZStartUploadRequest } from '@amparo/contract/vault/uploads';
import type { ProofLink, VaultDocument } from '@amparo/contract/vault/vault-models';

// A stand-in for /api/v1/vault in the documents' tests: it keeps uploads and documents the way the server does
// (nothing visible until complete; a part sent again replaces the old one) and records every request, with its
// body as bytes, so a test can prove that nothing but ciphertext left the browser. Like the server, it refuses to
// complete a new version unless the new file key comes wrapped for every share and live proof link of it.

export type RecordedRequest = { method: string; path: string; body: Uint8Array };

type Upload = { documentId: string; replacing: boolean; parts: Map<number, Uint8Array> };

export type FakeVaultServer = {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  documents: Map<string, VaultDocument & { content: Uint8Array }>;
  uploads: Map<string, Upload>;
  proofLinks: ProofLink[];
  /** The holder's dependents, answered at GET /api/v1/family/dependents (a document can be about one of them). */
  dependents: { id: string; name: string }[];
  /** Makes the next `count` part uploads fail the way a dropped connection does. */
  failParts(count: number): void;
  /** Answers every request as a network failure, like a phone with no signal. */
  goOffline(): void;
  /** Holds each part upload until the test calls the returned release function. */
  holdParts(): () => void;
  /** Answers the next `method` request to a path matching `path` with this error, once. */
  failNext(method: string, path: RegExp, status: number, code: string): void;
};

const PART_MAX = 9 * 1024 * 1024;

async function bodyBytes(body: BodyInit | null | undefined): Promise<Uint8Array> {
  if (body === undefined || body === null) return new Uint8Array();
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return new Uint8Array(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

function fullDependent({ id, name }: { id: string; name: string }) {
  const at = new Date(0).toISOString();
  return {
    id,
    name,
    relationship: '',
    date_of_birth: null,
    school_or_care_place: '',
    pickup_people: '',
    allergies: '',
    medicines: '',
    doctor: '',
    languages_spoken: '',
    caregivers: [],
    created_at: at,
    updated_at: at,
  };
}

function json(status: number, value: unknown) {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

export function createFakeVaultServer(
  usage = { used_bytes: 0, quota_bytes: 1_000_000_000 },
): FakeVaultServer {
  const requests: RecordedRequest[] = [];
  const documents = new Map<string, VaultDocument & { content: Uint8Array }>();
  const uploads = new Map<string, Upload>();
  const proofLinks: ProofLink[] = [];
  const dependents: { id: string; name: string }[] = [];
  let failing = 0;
  let offline = false;
  let held: Promise<void> | null = null;
  const planned: { method: string; path: RegExp; status: number; code: string }[] = [];

  async function handle(method: string, path: string, body: Uint8Array): Promise<Response> {
    const text = () => JSON.parse(new TextDecoder().decode(body)) as unknown;
    const failure = planned.findIndex((plan) => plan.method === method && plan.path.test(path));
    if (failure !== -1) {
      const [plan] = planned.splice(failure, 1);
      return json(plan?.status ?? 500, { code: plan?.code, message: 'Planned by the test' });
    }
    if (method === 'GET' && path === '/documents') {
      const list = [...documents.values()].map(({ content: _content, ...document }) => document);
      const used = [...documents.values()].reduce((sum, document) => sum + document.size, usage.used_bytes);
      return json(200, { documents: list, usage: { ...usage, used_bytes: used } });
    }
    if (method === 'GET' && path === '/proof-links') return json(200, { links: proofLinks });
    if (method === 'GET' && path === '/api/v1/family/dependents') {
      return json(200, { dependents: dependents.map((dependent) => fullDependent(dependent)) });
    }
    if (method === 'GET' && path === '/shares') {
      return json(200, {
        outgoing: [...documents.values()].flatMap((document) => document.shares),
        incoming: [],
      });
    }
    if (method === 'POST' && path === '/uploads') {
      const request = ZStartUploadRequest.parse(text());
      if (request.size > usage.quota_bytes - usage.used_bytes) {
        return json(403, { code: 'quota_exceeded', message: 'Quota exceeded' });
      }
      const uploadId = randomUUID();
      const documentId = request.document_id ?? randomUUID();
      uploads.set(uploadId, { documentId, replacing: request.document_id !== undefined, parts: new Map() });
      return json(201, { upload_id: uploadId, document_id: documentId, part_max_bytes: PART_MAX });
    }
    const part = path.match(/^\/uploads\/([^/]+)\/parts\/(\d+)$/);
    if (method === 'PUT' && part) {
      if (held) await held;
      if (failing > 0) {
        failing -= 1;
        throw new TypeError('Failed to fetch');
      }
      const upload = uploads.get(part[1] as string);
      if (!upload) return json(404, { code: 'not_found', message: 'No upload' });
      upload.parts.set(Number(part[2]), body);
      return json(200, { part_number: Number(part[2]), size: body.length });
    }
    const complete = path.match(/^\/uploads\/([^/]+)\/complete$/);
    if (method === 'POST' && complete) {
      const upload = uploads.get(complete[1] as string);
      if (!upload) return json(404, { code: 'not_found', message: 'No upload' });
      const request = ZCompleteUploadRequest.parse(text());
      const ordered = [...Array(request.part_count).keys()].map((index) => upload.parts.get(index));
      if (ordered.some((chunk) => chunk === undefined))
        return json(409, { code: 'upload_incomplete', message: '' });
      const content = new Uint8Array(request.size);
      let offset = 0;
      for (const chunk of ordered as Uint8Array[]) {
        content.set(chunk, offset);
        offset += chunk.length;
      }
      const previous = documents.get(upload.documentId);
      if (request.replaces_version_id && request.replaces_version_id !== previous?.version_id) {
        return json(409, { code: 'version_changed', message: '' });
      }
      const shareKeys = new Set(request.share_keys.map((entry) => entry.share_id));
      const linkKeys = new Set(request.proof_link_keys.map((entry) => entry.link_id));
      const live = proofLinks.filter(
        (link) =>
          link.revoked_at === null &&
          Date.parse(link.expires_at) > Date.now() &&
          link.document_ids.includes(upload.documentId),
      );
      if (
        (previous?.shares ?? []).some((share) => !shareKeys.has(share.id)) ||
        live.some((link) => !linkKeys.has(link.id))
      ) {
        return json(409, { code: 'rewrap_required', message: '' });
      }
      const now = new Date().toISOString();
      const document = {
        id: upload.documentId,
        version_id: randomUUID(),
        encrypted_metadata: request.encrypted_metadata,
        wrapped_file_key: request.wrapped_file_key,
        size: request.size,
        created_at: previous?.created_at ?? now,
        updated_at: now,
        shares: previous?.shares ?? [],
        // A new version has a new file key: nobody who lost access holds it.
        reencrypt_on_next_edit: false,
        content,
      };
      documents.set(upload.documentId, document);
      uploads.delete(complete[1] as string);
      const { content: _content, ...answer } = document;
      return json(200, answer);
    }
    const uploadOnly = path.match(/^\/uploads\/([^/]+)$/);
    if (method === 'DELETE' && uploadOnly) {
      uploads.delete(uploadOnly[1] as string);
      return new Response(null, { status: 204 });
    }
    const content = path.match(/^\/documents\/([^/]+)\/versions\/([^/]+)\/content$/);
    if (method === 'GET' && content) {
      const document = documents.get(content[1] as string);
      if (!document || document.version_id !== content[2])
        return json(404, { code: 'not_found', message: '' });
      return new Response(document.content.slice(), {
        headers: { 'content-type': 'application/octet-stream' },
      });
    }
    const one = path.match(/^\/documents\/([^/]+)$/);
    if (one && method === 'DELETE') {
      if (!documents.delete(one[1] as string)) return json(404, { code: 'not_found', message: '' });
      return new Response(null, { status: 204 });
    }
    if (one && method === 'PATCH') {
      const document = documents.get(one[1] as string);
      if (!document) return json(404, { code: 'not_found', message: '' });
      const request = ZUpdateDocumentRequest.parse(text());
      if (request.version_id !== document.version_id)
        return json(409, { code: 'version_changed', message: '' });
      document.encrypted_metadata = request.encrypted_metadata;
      const { content: _content, ...answer } = document;
      return json(200, answer);
    }
    return json(404, { code: 'not_found', message: `${method} ${path}` });
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = await bodyBytes(init?.body);
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\/vault/, '');
    requests.push({ method, path, body });
    if (offline) throw new TypeError('Failed to fetch');
    init?.signal?.throwIfAborted();
    return handle(method, path, body);
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    requests,
    documents,
    uploads,
    proofLinks,
    dependents,
    failParts(count) {
      failing = count;
    },
    goOffline() {
      offline = true;
    },
    failNext(method, path, status, code) {
      planned.push({ method, path, status, code });
    },
    holdParts() {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** True when `needle` appears anywhere in `haystack`. */
export function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle) !== -1;
}
