import type { ReportReason, ReportStatus, ReportTargetKind } from '@amparo/contract/legal/legal-limits';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import {
  consultationReviews,
  legalProfessionals,
  legalServiceOrganizations,
  listingReports,
} from '../../platform/db/schema/legal.ts';

// Reports about listings (issue 13, point 6) and what the owner needs to know about each one's target. What the
// public can see is decided here with the same rules as the listings themselves: a professional is listed while
// verified and not expired, a registry entry while not hidden, a review once published about a listed professional.

export type ReportRow = typeof listingReports.$inferSelect;
export type ReportWithResolver = ReportRow & { resolvedByEmail: string | null };

export type ReportTargetFacts = {
  name: string | null;
  detail: string | null;
  publiclyVisible: boolean;
};

const professionalListed = (now: Date) =>
  and(
    eq(legalProfessionals.status, 'verified'),
    sql`${legalProfessionals.verificationExpiresAt} > ${now.toISOString()}::timestamptz`,
  );

async function organizationFacts(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, ReportTargetFacts>();
  const rows = await db
    .select({
      id: legalServiceOrganizations.id,
      name: legalServiceOrganizations.name,
      website: legalServiceOrganizations.website,
      hidden: legalServiceOrganizations.hidden,
    })
    .from(legalServiceOrganizations)
    .where(inArray(legalServiceOrganizations.id, ids));
  return new Map(
    rows.map((row) => [row.id, { name: row.name, detail: row.website, publiclyVisible: !row.hidden }]),
  );
}

async function professionalFacts(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return new Map<string, ReportTargetFacts>();
  const rows = await db
    .select({
      id: legalProfessionals.userId,
      name: legalProfessionals.fullName,
      state: legalProfessionals.state,
      listed: sql<boolean>`coalesce(${professionalListed(now)}, false)`,
    })
    .from(legalProfessionals)
    .where(inArray(legalProfessionals.userId, ids));
  return new Map(
    rows.map((row) => [row.id, { name: row.name, detail: row.state, publiclyVisible: row.listed }]),
  );
}

async function reviewFacts(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return new Map<string, ReportTargetFacts>();
  const rows = await db
    .select({
      id: consultationReviews.id,
      name: legalProfessionals.fullName,
      text: consultationReviews.text,
      visible: sql<boolean>`coalesce(${consultationReviews.status} = 'published' and ${professionalListed(now)}, false)`,
    })
    .from(consultationReviews)
    .innerJoin(legalProfessionals, eq(legalProfessionals.userId, consultationReviews.professionalUserId))
    .where(inArray(consultationReviews.id, ids));
  return new Map(
    rows.map((row) => [row.id, { name: row.name, detail: row.text, publiclyVisible: row.visible }]),
  );
}

/** What the owner sees of each target, by kind and id; a target that no longer exists is missing. */
export async function findReportTargets(
  db: Database,
  targets: readonly { kind: ReportTargetKind; id: string }[],
  now: Date,
): Promise<Map<string, ReportTargetFacts>> {
  const idsOf = (kind: ReportTargetKind) => [
    ...new Set(targets.filter((target) => target.kind === kind).map((target) => target.id)),
  ];
  // One after the other: inside a transaction the queries share one connection.
  const organizations = await organizationFacts(db, idsOf('organization'));
  const professionals = await professionalFacts(db, idsOf('professional'), now);
  const reviews = await reviewFacts(db, idsOf('review'), now);
  const facts = new Map<string, ReportTargetFacts>();
  for (const [kind, found] of [
    ['organization', organizations],
    ['professional', professionals],
    ['review', reviews],
  ] as const) {
    for (const [id, fact] of found) facts.set(targetKey(kind, id), fact);
  }
  return facts;
}

export function targetKey(kind: ReportTargetKind, id: string): string {
  return `${kind}:${id}`;
}

export async function insertReport(
  db: Database,
  values: {
    targetKind: ReportTargetKind;
    targetId: string;
    reporterUserId: string | null;
    reason: ReportReason;
    details: string;
    now: Date;
  },
): Promise<ReportRow> {
  const [row] = await db
    .insert(listingReports)
    .values({ ...values, createdAt: values.now })
    .returning();
  if (!row) throw new Error('The report insert returned no row');
  return row;
}

export const REPORTS_LIST_LIMIT = 500;

const reportColumns = { report: listingReports, resolvedByEmail: authUsers.email };

/** Open reports first, oldest first (a queue); then closed ones, newest first. */
export async function listReports(db: Database, status: ReportStatus | 'all'): Promise<ReportWithResolver[]> {
  const rows = await db
    .select(reportColumns)
    .from(listingReports)
    .leftJoin(authUsers, eq(authUsers.id, listingReports.resolvedBy))
    .where(status === 'all' ? undefined : eq(listingReports.status, status))
    .orderBy(
      sql`case when ${listingReports.status} = 'open' then 0 else 1 end`,
      sql`case when ${listingReports.status} = 'open' then ${listingReports.createdAt} end asc`,
      desc(listingReports.createdAt),
      asc(listingReports.id),
    )
    .limit(REPORTS_LIST_LIMIT);
  return rows.map((row) => ({ ...row.report, resolvedByEmail: row.resolvedByEmail }));
}

export async function countOpenReports(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listingReports)
    .where(eq(listingReports.status, 'open'));
  return row?.count ?? 0;
}

export async function lockReport(db: Database, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id)).for('update');
  return row ?? null;
}

export async function findReport(db: Database, id: string): Promise<ReportWithResolver | null> {
  const [row] = await db
    .select(reportColumns)
    .from(listingReports)
    .leftJoin(authUsers, eq(authUsers.id, listingReports.resolvedBy))
    .where(eq(listingReports.id, id));
  return row ? { ...row.report, resolvedByEmail: row.resolvedByEmail } : null;
}

export async function closeReport(
  db: Database,
  input: { id: string; status: 'resolved' | 'dismissed'; ownerId: string; note: string; now: Date },
): Promise<void> {
  await db
    .update(listingReports)
    .set({
      status: input.status,
      resolvedBy: input.ownerId,
      resolvedAt: input.now,
      resolutionNote: input.note,
    })
    .where(eq(listingReports.id, input.id));
}
