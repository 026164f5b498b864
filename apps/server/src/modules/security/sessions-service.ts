import type { ListSessionsResponse } from '@amparo/contract/security/list-sessions';
import { CURRENT_SESSION } from '@amparo/contract/security/revoke-session';
import { describeDevice } from '../../auth/client-context.ts';
import { recordSecurityEvent } from '../../auth/security-events.ts';
import type { ClientInfo } from '../../auth/sessions.ts';
import { findSession, listSessions, revokeSession } from '../../auth/sessions.ts';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { readSecurityPreferences } from './security-preferences-repo.ts';

// The security center's sessions: every open session of the caller, and signing one of the others out. The user
// id always comes from the access token; a session id of someone else answers exactly as one that never existed.

type Caller = { userId: string; sessionId: string };

export async function listOwnSessions(
  db: Database,
  caller: Caller,
  now: Date,
): Promise<ListSessionsResponse> {
  const [sessions, preferences] = await Promise.all([
    listSessions(db, caller.userId, now),
    readSecurityPreferences(db, caller.userId),
  ]);
  // The session asking is in use now (its stored time only moves when its token is refreshed): it comes first,
  // seen now. The others keep the order of when they were last seen.
  const current = sessions.filter((session) => session.id === caller.sessionId);
  const others = sessions.filter((session) => session.id !== caller.sessionId);
  return {
    show_sign_in_place: preferences.show_sign_in_place,
    sessions: [...current, ...others].map((session) => ({
      id: session.id,
      device: session.device,
      current: session.id === caller.sessionId,
      created_at: session.createdAt.toISOString(),
      last_seen_at: (session.id === caller.sessionId ? now : session.lastSeenAt).toISOString(),
      // When the person did not ask for it, nothing about the place leaves the server.
      network: preferences.show_sign_in_place ? session.ipNetwork : null,
    })),
  };
}

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such session: it may have ended already');
}

export async function revokeOwnSession(
  db: Database,
  caller: Caller,
  input: { sessionId: string; client: ClientInfo; now: Date },
): Promise<void> {
  if (input.sessionId === caller.sessionId) {
    throw new HttpError(409, CURRENT_SESSION, 'This is the session you are using: sign out instead');
  }
  const session = await findSession(db, input.sessionId);
  if (!session || session.userId !== caller.userId) throw notFound();
  const ended = await revokeSession(db, caller.userId, input.sessionId);
  if (!ended) throw notFound();
  await recordSecurityEvent(db, {
    userId: caller.userId,
    kind: 'session_revoked',
    sessionId: caller.sessionId,
    client: input.client,
    detail: { device: describeDevice(session.userAgent) ?? '' },
    now: input.now,
  });
}
