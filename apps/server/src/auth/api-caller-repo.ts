import type { Database } from '../platform/db/database.ts';
import { executePrepared, type PreparedStatement } from '../platform/db/prepared-statement.ts';
import type { profiles } from '../platform/db/schema/profiles.ts';

// Everything an /api/v1 request needs to know about its caller, in one indexed round trip (primary keys only):
// the session named in the token (still open?), its account (still there? its email, for the demo rule),
// the profile (eligibility, and the body of GET /profile) and whether a family covers them (the `exists` below is
// family/coverage.ts's coveredByFamilySql, on unique indexes). Three separate reads tripled the cost of every call.
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
  /** A member of a family whose holder has Full Protection (family/coverage.ts). */
  coveredByFamily: boolean;
  /** The account has a verified second factor, so an aal1 session has not finished signing in. */
  hasVerifiedFactor: boolean;
};

// Hand-written rather than built by drizzle, so it can be prepared once on either database (prepared-statement.ts);
// api-caller-repo.test.ts proves it answers what the query builder's separate reads answer.
const FIND_API_CALLERS: PreparedStatement = {
  name: 'amparo_find_api_callers',
  parameters: ['uuid[]'],
  text: `select s.id as "sessionId", s.user_id as "userId", s.aal, s.last_seen_at as "lastSeenAt", s.not_after as "notAfter",
      s.revoked_at as "revokedAt", u.email as "accountEmail",
      p.id as "p_id", p.email as "p_email", p.entry_method as "p_entryMethod",
      p.current_status as "p_currentStatus", p.has_access as "p_hasAccess", p.is_eligible as "p_isEligible",
      p.payment_tier as "p_paymentTier", p.payment_amount as "p_paymentAmount",
      p.dependents_count as "p_dependentsCount", p.legal_consent_accepted as "p_legalConsentAccepted",
      p.legal_consent_accepted_at as "p_legalConsentAcceptedAt", p.account_type as "p_accountType",
      p.created_at as "p_createdAt",
      p.updated_at as "p_updatedAt",
      exists (
        select 1 from family_members m
        join families f on f.id = m.family_id
        join profiles hp on hp.id = f.holder_id
        where m.user_id = s.user_id and m.role = 'member' and hp.has_access
      ) as "coveredByFamily",
      exists (
        select 1 from auth_mfa_factors mf where mf.user_id = s.user_id and mf.status = 'verified'
      ) as "hasVerifiedFactor"
    from auth_sessions s
    join auth_users u on u.id = s.user_id
    left join profiles p on p.id = s.user_id
    where s.id = any($1)`,
};

// The profile's columns are all null when the left join found no profile; p_id says which case it is.
type CallerSqlRow = Omit<ApiCallerRow, 'profile'> & { sessionId: string } & {
  [Column in Exclude<keyof CallerProfileRow, 'id'> as `p_${Column}`]: CallerProfileRow[Column];
} & { p_id: string | null };

function toApiCallerRow(row: CallerSqlRow): ApiCallerRow {
  const { userId, aal, lastSeenAt, notAfter, revokedAt, accountEmail, coveredByFamily, hasVerifiedFactor } =
    row;
  const profile: CallerProfileRow | null =
    row.p_id === null
      ? null
      : {
          id: row.p_id,
          email: row.p_email,
          entryMethod: row.p_entryMethod,
          currentStatus: row.p_currentStatus,
          hasAccess: row.p_hasAccess,
          isEligible: row.p_isEligible,
          paymentTier: row.p_paymentTier,
          paymentAmount: row.p_paymentAmount,
          dependentsCount: row.p_dependentsCount,
          legalConsentAccepted: row.p_legalConsentAccepted,
          legalConsentAcceptedAt: row.p_legalConsentAcceptedAt,
          accountType: row.p_accountType,
          createdAt: row.p_createdAt,
          updatedAt: row.p_updatedAt,
        };
  return {
    userId,
    aal,
    lastSeenAt,
    notAfter,
    revokedAt,
    accountEmail,
    profile,
    coveredByFamily,
    hasVerifiedFactor,
  };
}

// Session ids come from a signed token, so they are ours; the check keeps a malformed one from reaching
// PostgreSQL's uuid parser, which would answer with an error rather than with no row.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Under load many requests want their caller at the same moment, and on PostgreSQL each query is a trip through
// the pool to another process. Lookups asked during one turn of the event loop go out together as one query
// (`where s.id = any(…)`); each still starts after its request arrived, so what it reads is never older than
// the request. At most this many ids per query:
const BATCH_LIMIT = 100;

type Lookup = { sessionId: string; resolve(row: ApiCallerRow | null): void; reject(error: unknown): void };

const waiting = new WeakMap<Database, Lookup[]>();

async function lookUp(db: Database, batch: readonly Lookup[]): Promise<void> {
  try {
    const ids = [...new Set(batch.map((lookup) => lookup.sessionId))];
    const rows = await executePrepared<CallerSqlRow>(db, FIND_API_CALLERS, [ids]);
    const bySession = new Map(rows.map((row) => [row.sessionId, row]));
    for (const lookup of batch) {
      const row = bySession.get(lookup.sessionId);
      lookup.resolve(row ? toApiCallerRow(row) : null);
    }
  } catch (error) {
    for (const lookup of batch) lookup.reject(error);
  }
}

function flush(db: Database): void {
  const lookups = waiting.get(db) ?? [];
  waiting.delete(db);
  for (let start = 0; start < lookups.length; start += BATCH_LIMIT) {
    void lookUp(db, lookups.slice(start, start + BATCH_LIMIT));
  }
}

/** The session with this id, its account and the account's profile; null when the session does not exist. */
export function findApiCaller(db: Database, sessionId: string): Promise<ApiCallerRow | null> {
  if (!UUID.test(sessionId)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let lookups = waiting.get(db);
    if (!lookups) {
      lookups = [];
      waiting.set(db, lookups);
      setImmediate(() => flush(db));
    }
    lookups.push({ sessionId, resolve, reject });
  });
}
