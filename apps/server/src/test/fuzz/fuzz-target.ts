import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../app.ts';
import { AUTH_PREFIX } from '../../auth/routes.ts';
import {
  fakeKeyring,
  opaque,
  signUpVaultPerson,
  uploadDocument,
  type VaultPerson,
  vaultApi,
} from '../../modules/vault/vault-test-app.ts';
import type { Database } from '../../platform/db/database.ts';
import { API_PREFIX } from '../../platform/http/api-docs.ts';
import { createLocalObjectStorage } from '../../platform/storage/local-object-storage.ts';
import { createTestConfig } from '../test-app.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

// The app under fuzzing: every route it has, the OpenAPI document of /api/v1, and a second person whose
// contacts, incidents and documents give real ids that belong to someone else.

export type FuzzParameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };

/** One thing to fuzz: an operation of the OpenAPI document, or a route of /auth/v1. */
export type FuzzOperation = {
  method: string;
  /** With `{name}` for each path parameter, as in OpenAPI. */
  path: string;
  parameters: FuzzParameter[];
  body?: JsonSchema;
  /** The /auth/v1 routes read their bodies by hand: no schema, so the fuzzer uses the protocol's field names. */
  kind: 'api' | 'auth';
};

export type FuzzTarget = {
  app: FastifyInstance;
  operations: FuzzOperation[];
  /** Routes of /api/v1 that the OpenAPI document leaves out (should be none: each would escape the fuzzer). */
  undocumented: string[];
  /** Ids of another person's rows: a request naming them must be refused, never answered 500. */
  othersIds: string[];
  /** A fresh, signed-in person (Full Protection) to send requests as; each operation gets its own. */
  newPerson(): Promise<VaultPerson>;
  close(): Promise<void>;
};

type OpenApiOperation = {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

function operationsOfDocument(document: {
  paths?: Record<string, Record<string, unknown>>;
}): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as OpenApiOperation;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).flatMap((parameter) =>
          parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header'
            ? [{ name: parameter.name, in: parameter.in, schema: parameter.schema }]
            : [],
        ),
        body: content['application/json']?.schema,
        kind: 'api',
      });
    }
  }
  return operations;
}

/** `/user/:id/x/*` → `/user/{id}/x/{wildcard}` */
function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');
}

function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // HEAD routes are made by Fastify from each GET; the GET is fuzzed.
  return methods.filter((method) => method !== 'HEAD');
}

export async function startFuzzTarget(db: Database): Promise<FuzzTarget> {
  const routes: RouteOptions[] = [];
  const objectsDir = mkdtempSync(join(tmpdir(), 'amparo-fuzz-objects-'));
  const app = await buildApp({
    config: createTestConfig({ trustProxy: true }),
    db,
    storage: createLocalObjectStorage(objectsDir),
    jobWorker: false,
    onRoute: (route) => routes.push(route),
  });
  app.addHook('onClose', async () => rmSync(objectsDir, { recursive: true, force: true }));
  await app.ready();

  const documented = operationsOfDocument(app.swagger() as never);
  const documentedKeys = new Set(documented.map((operation) => `${operation.method} ${operation.path}`));
  const undocumented: string[] = [];
  const authOperations: FuzzOperation[] = [];
  for (const route of routes) {
    const path = toOpenApiPath(route.url);
    for (const method of methodsOf(route)) {
      if (path.startsWith(`${AUTH_PREFIX}/`)) {
        const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
        authOperations.push({
          method,
          path,
          parameters: names.map((name) => ({ name, in: 'path' })),
          kind: 'auth',
        });
      } else if (path.startsWith(`${API_PREFIX}/`) && !documentedKeys.has(`${method} ${path}`)) {
        undocumented.push(`${method} ${path}`);
      }
    }
  }

  // Someone else's rows: a contact, an incident with its alerts, a vault document and a proof-of-status link.
  const other = await signUpVaultPerson(app, db);
  const api = vaultApi(app, other);
  const contact = await api<{ id: string }>('POST', '/emergency/contacts', {
    name: 'Rosa',
    phone: '+12025550100',
    email: 'rosa@example.org',
  });
  // Help Me Now alerts nobody until the person's alert name is set.
  await api('PUT', '/emergency/settings', { sender_name: 'Ana', custom_message: '', share_location: false });
  const incident = await api<{ id: string; alerts: { id: string }[] }>('POST', '/emergency/incidents', {
    client_id: randomUUID(),
    started_at: new Date().toISOString(),
  });
  await api('POST', '/vault/keyring', fakeKeyring());
  const document = await uploadDocument(app, other, [new Uint8Array(64)]);
  const link = await api<{ id: string }>('POST', '/vault/proof-links', {
    expires_in_hours: 1,
    documents: [{ document_id: document.id, version_id: document.version_id, wrapped_file_key: opaque() }],
    owner_wrapped_link_key: opaque(),
  });
  const othersIds = [
    other.id,
    contact.body.id,
    incident.body.id,
    ...incident.body.alerts.map((alert) => alert.id),
    document.id,
    document.version_id,
    link.body.id,
  ].filter((id): id is string => typeof id === 'string');

  return {
    app,
    operations: [...documented, ...authOperations],
    undocumented,
    othersIds,
    newPerson: () => signUpVaultPerson(app, db),
    close: () => app.close(),
  };
}
