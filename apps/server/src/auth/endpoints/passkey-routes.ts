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

// Passkeys on the protocol's paths and in its shapes (GoTrue's passkey endpoints, which auth-js `passkey.*` calls;
// docs/decisions/035-passkeys.md and 032): options answer `{ challenge_id, options, expires_at }`, a verification
// names its `challenge_id` and sends the browser's `credential`, the list is a bare array, and sign-in answers
// with the protocol's session. `/passkeys/:id/vault-unlock` and sign-in options for one email are Amparo's own.

type IdParams = { id: string };

export function registerPasskeyRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/passkeys', async (request) => {
    const identity = await authenticate(context, request);
    return listOwnPasskeys(context, identity);
  });

  app.post('/passkeys/registration/options', async (request) => {
    const identity = await authenticate(context, request);
    return registrationOptions(context, identity);
  });

  app.post('/passkeys/registration/verify', async (request) => {
    const identity = await authenticate(context, request);
    return verifyRegistration(context, identity, readBody(request.body), clientInfo(request));
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
