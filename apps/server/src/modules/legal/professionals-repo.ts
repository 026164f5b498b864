import type { FeeModel, PracticeArea, ProfessionalListingState } from '@amparo/contract/legal/legal-limits';
import type { ProfessionalListing } from '@amparo/contract/legal/professional-listing-input';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import {
  consultationReviews,
  legalBarAdmissions,
  legalProfessionals,
} from '../../platform/db/schema/legal.ts';
import { vaultKeyrings } from '../../platform/db/schema/vault.ts';

// The legal professionals' queries (issue 13, points 1 and 2). Whatever the public may read goes through
// `listedCondition`: verified, and the check not yet run out. A professional's own listing is read and written by
// their account id, which comes from their session, never from the request.

export type ListingRow = typeof legalProfessionals.$inferSelect;
export type BarAdmissionRow = { state: string; barNumber: string };

/** The UTC day of `now`: an accreditation's end date counts through that whole day. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Verified, the check not yet run out, and for an accredited representative the accreditation not ended: the only
 * listings anyone but their owner and Amparo's owners ever sees.
 */
export function listedCondition(now: Date): SQL {
  return and(
    eq(legalProfessionals.status, 'verified'),
    gt(legalProfessionals.verificationExpiresAt, now),
    sql`(${legalProfessionals.accreditationExpiresOn} is null or ${legalProfessionals.accreditationExpiresOn} >= ${dayOf(now)}::date)`,
  ) as SQL;
}

/** The stored status, with `expired` for a verified listing whose check ran out. */
export function listingStateOf(
  row: Pick<ListingRow, 'status' | 'verificationExpiresAt' | 'accreditationExpiresOn'>,
  now: Date,
): ProfessionalListingState {
  if (
    row.status === 'verified' &&
    (row.verificationExpiresAt === null ||
      row.verificationExpiresAt.getTime() <= now.getTime() ||
      (row.accreditationExpiresOn !== null && row.accreditationExpiresOn < dayOf(now)))
  ) {
    return 'expired';
  }
  return row.status;
}

/** The same rule in SQL, for the owner's filter. */
function listingStateSql(now: Date): SQL<ProfessionalListingState> {
  return sql<ProfessionalListingState>`case when ${legalProfessionals.status} = 'verified'
    and (${legalProfessionals.verificationExpiresAt} is null
      or ${legalProfessionals.verificationExpiresAt} <= ${now.toISOString()}::timestamptz
      or ${legalProfessionals.accreditationExpiresOn} < ${dayOf(now)}::date)
    then 'expired' else ${legalProfessionals.status} end`;
}

export async function findListing(
  db: Database,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListingRow | null> {
  const query = db.select().from(legalProfessionals).where(eq(legalProfessionals.userId, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findListedProfessional(
  db: Database,
  id: string,
  now: Date,
): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(legalProfessionals)
    .where(and(eq(legalProfessionals.userId, id), listedCondition(now)));
  return row ?? null;
}

/** Each listing's bar admissions, in the order the professional gave them. */
export async function barAdmissionsOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, BarAdmissionRow[]>> {
  const byUser = new Map<string, BarAdmissionRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: legalBarAdmissions.professionalUserId,
      state: legalBarAdmissions.state,
      barNumber: legalBarAdmissions.barNumber,
    })
    .from(legalBarAdmissions)
    .where(inArray(legalBarAdmissions.professionalUserId, [...userIds]))
    .orderBy(asc(legalBarAdmissions.position), asc(legalBarAdmissions.id));
  for (const row of rows) byUser.get(row.userId)?.push({ state: row.state, barNumber: row.barNumber });
  return byUser;
}

/** The listing's columns from what the professional wrote (already normalised to its kind and fee model). */
export function listingValues(listing: ProfessionalListing) {
  return {
    kind: listing.kind,
    fullName: listing.full_name,
    recognizedOrganization: listing.recognized_organization,
    accreditationExpiresOn: listing.accreditation_expires_on,
    languages: listing.languages,
    practiceAreas: listing.practice_areas,
    city: listing.city,
    state: listing.state,
    offersRemote: listing.offers_remote,
    feeModel: listing.fee_model,
    feeMinCents: listing.fee_min_cents,
    feeMaxCents: listing.fee_max_cents,
    firstConsultationCents: listing.first_consultation_cents,
    bio: listing.bio,
    website: listing.website,
  };
}

export async function replaceBarAdmissions(
  db: Database,
  userId: string,
  admissions: readonly { state: string; bar_number: string }[],
): Promise<void> {
  await db.delete(legalBarAdmissions).where(eq(legalBarAdmissions.professionalUserId, userId));
  if (admissions.length === 0) return;
  await db.insert(legalBarAdmissions).values(
    admissions.map((admission, position) => ({
      professionalUserId: userId,
      state: admission.state,
      barNumber: admission.bar_number,
      position,
    })),
  );
}

export type SearchFilters = {
  language?: string;
  practiceArea?: PracticeArea;
  state?: string;
  remoteOnly?: boolean;
  feeModels?: readonly FeeModel[];
};

/** Where the previous page stopped, in the day's order. */
export type SearchPosition = { orderKey: string; id: string };

/**
 * The place of each listing in a day's order: md5 of its account id and the day. The id is the server's, so no
 * field a professional controls moves them; the day changes it every day. Compared byte by byte (collation "C"),
 * so PostgreSQL and PGlite order the same way whatever the database's locale.
 */
function orderKeySql(day: string): SQL<string> {
  return sql<string>`(md5(${legalProfessionals.userId}::text || ${day}) collate "C")`;
}

export async function searchListed(
  db: Database,
  input: { filters: SearchFilters; day: string; after: SearchPosition | null; limit: number; now: Date },
): Promise<{ row: ListingRow; orderKey: string }[]> {
  const { filters, day, after, limit, now } = input;
  const orderKey = orderKeySql(day);
  const conditions: (SQL | undefined)[] = [listedCondition(now)];
  if (filters.language) conditions.push(sql`${filters.language} = any(${legalProfessionals.languages})`);
  if (filters.practiceArea) {
    conditions.push(sql`${filters.practiceArea} = any(${legalProfessionals.practiceAreas})`);
  }
  if (filters.state) {
    conditions.push(
      sql`(${legalProfessionals.state} = ${filters.state} or ${legalProfessionals.offersRemote})`,
    );
  }
  if (filters.remoteOnly) conditions.push(eq(legalProfessionals.offersRemote, true));
  if (filters.feeModels) conditions.push(inArray(legalProfessionals.feeModel, [...filters.feeModels]));
  if (after) {
    conditions.push(
      sql`(${orderKey}, ${legalProfessionals.userId}) > (${after.orderKey} collate "C", ${after.id}::uuid)`,
    );
  }
  return db
    .select({ row: legalProfessionals, orderKey })
    .from(legalProfessionals)
    .where(and(...conditions))
    .orderBy(orderKey, asc(legalProfessionals.userId))
    .limit(limit);
}

/** The published reviews' average and count, for each professional. */
export async function ratingSummaries(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, { average: number | null; count: number }>> {
  const byUser = new Map<string, { average: number | null; count: number }>(
    userIds.map((id) => [id, { average: null, count: 0 }]),
  );
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: consultationReviews.professionalUserId,
      average: sql<string>`avg(${consultationReviews.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(consultationReviews)
    .where(
      and(
        inArray(consultationReviews.professionalUserId, [...userIds]),
        eq(consultationReviews.status, 'published'),
      ),
    )
    .groupBy(consultationReviews.professionalUserId);
  for (const row of rows) {
    const count = Number(row.count);
    byUser.set(row.userId, {
      average: count > 0 ? Math.round(Number(row.average) * 10) / 10 : null,
      count,
    });
  }
  return byUser;
}

export async function publishedReviews(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: consultationReviews.id,
      rating: consultationReviews.rating,
      text: consultationReviews.text,
      language: consultationReviews.language,
      createdAt: consultationReviews.createdAt,
    })
    .from(consultationReviews)
    .where(
      and(eq(consultationReviews.professionalUserId, userId), eq(consultationReviews.status, 'published')),
    )
    .orderBy(desc(consultationReviews.createdAt), desc(consultationReviews.id))
    .limit(limit);
}

/** The professional's vault sharing key, or null before they set up their vault. */
export async function vaultPublicKeyOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ publicKey: vaultKeyrings.publicKey })
    .from(vaultKeyrings)
    .where(eq(vaultKeyrings.userId, userId));
  return row?.publicKey ?? null;
}

export type QueueRow = {
  row: ListingRow;
  email: string | null;
  phone: string | null;
  /** The email of the owner who verified the listing last; null if never, or if that account is gone. */
  verifiedByEmail: string | null;
};

const verifiers = alias(authUsers, 'verifiers');

/** The owner's queue: pending first (longest wait first), then the other states, each newest change first. */
export async function queueRows(
  db: Database,
  input: { listingState?: ProfessionalListingState; limit: number; now: Date; userId?: string },
): Promise<QueueRow[]> {
  const state = listingStateSql(input.now);
  return db
    .select({
      row: legalProfessionals,
      email: authUsers.email,
      phone: authUsers.phone,
      verifiedByEmail: verifiers.email,
    })
    .from(legalProfessionals)
    .innerJoin(authUsers, eq(authUsers.id, legalProfessionals.userId))
    .leftJoin(verifiers, eq(verifiers.id, legalProfessionals.verifiedBy))
    .where(
      and(
        input.listingState ? sql`${state} = ${input.listingState}` : undefined,
        input.userId ? eq(legalProfessionals.userId, input.userId) : undefined,
      ),
    )
    .orderBy(
      sql`case ${state} when 'pending' then 0 when 'expired' then 1 when 'verified' then 2 when 'suspended' then 3 else 4 end`,
      sql`case when ${state} = 'pending' then ${legalProfessionals.submittedAt} end asc`,
      desc(legalProfessionals.updatedAt),
      asc(legalProfessionals.userId),
    )
    .limit(input.limit);
}

export async function countPending(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(legalProfessionals)
    .where(eq(legalProfessionals.status, 'pending'));
  return Number(row?.count ?? 0);
}

const normalizedNumber = (column: AnyPgColumn) =>
  sql`upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

export type ClaimElsewhere = {
  userId: string;
  state: string;
  barNumber: string;
  otherUserId: string;
  otherName: string;
  otherStatus: ListingRow['status'];
  otherExpiresAt: Date | null;
  otherAccreditationExpiresOn: string | null;
};

/**
 * For each bar admission of these listings, the other accounts that claim the same state and number (compared
 * as letters and digits only, so "24-012345" and "24012345" match).
 */
export async function claimsElsewhere(db: Database, userIds: readonly string[]): Promise<ClaimElsewhere[]> {
  if (userIds.length === 0) return [];
  const other = alias(legalBarAdmissions, 'other');
  const rows = await db
    .select({
      userId: legalBarAdmissions.professionalUserId,
      state: legalBarAdmissions.state,
      barNumber: legalBarAdmissions.barNumber,
      otherUserId: other.professionalUserId,
      otherName: legalProfessionals.fullName,
      otherStatus: legalProfessionals.status,
      otherExpiresAt: legalProfessionals.verificationExpiresAt,
      otherAccreditationExpiresOn: legalProfessionals.accreditationExpiresOn,
    })
    .from(legalBarAdmissions)
    .innerJoin(
      other,
      and(
        eq(other.state, legalBarAdmissions.state),
        sql`${normalizedNumber(other.barNumber)} = ${normalizedNumber(legalBarAdmissions.barNumber)}`,
        sql`${other.professionalUserId} <> ${legalBarAdmissions.professionalUserId}`,
      ),
    )
    .innerJoin(legalProfessionals, eq(legalProfessionals.userId, other.professionalUserId))
    .where(inArray(legalBarAdmissions.professionalUserId, [...userIds]))
    .orderBy(asc(legalBarAdmissions.position), asc(legalProfessionals.fullName));
  return rows;
}
