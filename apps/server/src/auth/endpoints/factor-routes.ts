import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authenticate } from '../authenticate.ts';
import {
  challengeFactor,
  deleteRecoveryCodeSet,
  enrollFactor,
  generateRecoveryCodeSet,
  recoveryCodeStatus,
  regenerateRecoveryCodeSet,
  unenrollFactor,
  verifyFactor,
  verifyRecoveryCode,
} from '../mfa/mfa-service.ts';
import { clientInfo } from '../protocol-http.ts';
import { readBody } from '../request-input.ts';

// The protocol's MFA endpoints (TOTP only) and upstream's recovery-code endpoints. Every one needs the
// caller's bearer token; a factor id is looked up among the caller's own factors only.

type FactorParams = { factorId: string };

export function registerFactorRoutes(app: FastifyInstance, context: AuthContext): void {
  const caller = async (request: FastifyRequest) => ({
    ...(await authenticate(context, request)),
    client: clientInfo(request),
  });

  app.post('/factors', async (request) =>
    enrollFactor(context, await caller(request), readBody(request.body)),
  );

  app.get('/factors/recovery-codes', async (request) => recoveryCodeStatus(context, await caller(request)));
  app.post('/factors/recovery-codes', async (request) =>
    generateRecoveryCodeSet(context, await caller(request)),
  );
  app.post('/factors/recovery-codes/regenerate', async (request) =>
    regenerateRecoveryCodeSet(context, await caller(request)),
  );
  app.post('/factors/recovery-codes/verify', async (request) =>
    verifyRecoveryCode(context, await caller(request), readBody(request.body)),
  );
  app.delete('/factors/recovery-codes', async (request) =>
    deleteRecoveryCodeSet(context, await caller(request)),
  );

  app.post<{ Params: FactorParams }>('/factors/:factorId/challenge', async (request) =>
    challengeFactor(context, await caller(request), request.params.factorId),
  );
  app.post<{ Params: FactorParams }>('/factors/:factorId/verify', async (request) =>
    verifyFactor(context, await caller(request), request.params.factorId, readBody(request.body)),
  );
  app.delete<{ Params: FactorParams }>('/factors/:factorId', async (request) =>
    unenrollFactor(context, await caller(request), request.params.factorId),
  );
}
