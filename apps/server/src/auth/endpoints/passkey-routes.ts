import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authenticate } from '../authenticate.ts';
import {
  clearVaultUnlock,
  listOwnPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
  setVaultUnlock,
  signInOptions,
  verifyRegistration,
  verifySignIn,
} from '../passkeys/passkey-ceremonies.ts';
import { clientInfo } from '../protocol-http.ts';
import { readBody } from '../request-input.ts';

// Passkeys, an Amparo extension of the protocol (docs/decisions/035-passkeys.md). Sign-in answers with the
// protocol's session, so the web app hands it to the client's setSession() and carries on as after a password.

type IdParams = { id: string };

export function registerPasskeyRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/passkeys', async (request) => {
    const identity = await authenticate(context, request);
    return { passkeys: await listOwnPasskeys(context, identity) };
  });

  app.post('/passkeys/registration/options', async (request) => {
    const identity = await authenticate(context, request);
    return registrationOptions(context, identity);
  });

  app.post('/passkeys/registration/verify', async (request, reply) => {
    const identity = await authenticate(context, request);
    const passkey = await verifyRegistration(context, identity, readBody(request.body), clientInfo(request));
    return reply.code(201).send(passkey);
  });

  app.patch<{ Params: IdParams }>('/passkeys/:id', async (request) => {
    const identity = await authenticate(context, request);
    return renamePasskey(context, identity, request.params.id, readBody(request.body));
  });

  app.delete<{ Params: IdParams }>('/passkeys/:id', async (request, reply) => {
    const identity = await authenticate(context, request);
    await removePasskey(context, identity, request.params.id, clientInfo(request));
    return reply.code(204).send();
  });

  app.put<{ Params: IdParams }>('/passkeys/:id/vault-unlock', async (request) => {
    const identity = await authenticate(context, request);
    return setVaultUnlock(context, identity, request.params.id, readBody(request.body));
  });

  app.delete<{ Params: IdParams }>('/passkeys/:id/vault-unlock', async (request) => {
    const identity = await authenticate(context, request);
    return clearVaultUnlock(context, identity, request.params.id);
  });

  app.post('/passkeys/authentication/options', async (request) =>
    signInOptions(context, readBody(request.body), clientInfo(request)),
  );

  app.post('/passkeys/authentication/verify', async (request) =>
    verifySignIn(context, readBody(request.body), clientInfo(request)),
  );
}
