import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { authSessions, authUsers } from '../platform/db/schema/auth.ts';
import { profiles } from '../platform/db/schema/profiles.ts';

// Everything an /api/v1 request needs to know about its caller, in one indexed round trip (primary keys only):
// the session named in the token (still open?), its account (still there? its email, for the demo rule) and
// the profile (eligibility, and the body of GET /profile). Three separate reads tripled the cost of every call.
// docs/decisions/015-cheap-signed-in-request.md

export type CallerProfileRow = typeof profiles.$inferSelect;

export type ApiCallerRow = {
  userId: string;
  aal: 'aal1' | 'aal2';
  lastSeenAt: Date;
  notAfter: Date | null;
  revokedAt: Date | null;
  accountEmail: string | null;
  /** Null only while an account is being deleted (every account gets its profile at sign-up). */
  profile: CallerProfileRow | null;
};

function prepareFindApiCaller(db: Database) {
  return (
    db
      .select({
        userId: authSessions.userId,
        aal: authSessions.aal,
        lastSeenAt: authSessions.lastSeenAt,
        notAfter: authSessions.notAfter,
        revokedAt: authSessions.revokedAt,
        accountEmail: authUsers.email,
        profile: profiles,
      })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .leftJoin(profiles, eq(profiles.id, authSessions.userId))
      .where(eq(authSessions.id, sql.placeholder('sessionId')))
      // Built once per database rather than per request; on PostgreSQL the name also lets each connection
      // parse and plan the statement once.
      .prepare('amparo_find_api_caller')
  );
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareFindApiCaller>>();

// Session ids come from a signed token, so they are ours; the check keeps a malformed one from reaching
// PostgreSQL's uuid parser, which would answer with an error rather than with no row.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session with this id, its account and the account's profile; null when the session does not exist. */
export async function findApiCaller(db: Database, sessionId: string): Promise<ApiCallerRow | null> {
  if (!UUID.test(sessionId)) return null;
  let query = prepared.get(db);
  if (!query) {
    query = prepareFindApiCaller(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
  return row ?? null;
}
