import {
  type CreateListingReportRequest,
  type CreateListingReportResponse,
  REPORT_TARGET_NOT_FOUND,
} from '@amparo/contract/legal/create-listing-report';
import type { ReportReason, ReportStatus, ReportTargetKind } from '@amparo/contract/legal/legal-limits';
import type {
  OwnerListingReport,
  OwnerListListingReportsResponse,
} from '@amparo/contract/legal/owner-list-listing-reports';
import { REPORT_ALREADY_CLOSED, REPORT_NOT_FOUND } from '@amparo/contract/legal/resolve-listing-report';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import { limitReports } from './reports-rate-limits.ts';
import {
  closeReport,
  countOpenReports,
  findReport,
  findReportTargets,
  insertReport,
  listReports,
  lockReport,
  type ReportTargetFacts,
  type ReportWithResolver,
  targetKey,
} from './reports-repo.ts';

// Reports about listings (issue 13, point 6): anyone may report what the public can see — a listed professional,
// a visible registry entry, a published review — and the report waits in the owner's queue, who resolves or
// dismisses it with a note written to the audit log. A target the public cannot see answers 404 like one that
// does not exist, so a report cannot be used to learn whether a hidden listing exists.

export async function createReport(
  db: Database,
  input: { request: CreateListingReportRequest; userId: string | null; clientIp: string; now?: Date },
): Promise<CreateListingReportResponse> {
  const now = input.now ?? new Date();
  const { request } = input;
  await limitReports(db, { clientIp: input.clientIp, userId: input.userId, now });
  const targets = await findReportTargets(db, [{ kind: request.target_kind, id: request.target_id }], now);
  if (!targets.get(targetKey(request.target_kind, request.target_id))?.publiclyVisible) {
    throw new HttpError(404, REPORT_TARGET_NOT_FOUND, 'Nothing the public can see has this id');
  }
  const row = await insertReport(db, {
    targetKind: request.target_kind,
    targetId: request.target_id,
    reporterUserId: input.userId,
    reason: request.reason as ReportReason,
    details: request.details ?? '',
    now,
  });
  return { id: row.id, status: row.status, created_at: row.createdAt.toISOString() };
}

const GONE: ReportTargetFacts = { name: null, detail: null, publiclyVisible: false };

function toOwnerReport(row: ReportWithResolver, facts: ReportTargetFacts): OwnerListingReport {
  return {
    id: row.id,
    target: {
      kind: row.targetKind,
      id: row.targetId,
      name: facts.name,
      detail: facts.detail,
      publicly_visible: facts.publiclyVisible,
    },
    reason: row.reason,
    details: row.details,
    signed_in: row.reporterUserId !== null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolvedByEmail,
    resolution_note: row.resolutionNote,
  };
}

async function withTargets(db: Database, rows: ReportWithResolver[], now: Date) {
  const facts = await findReportTargets(
    db,
    rows.map((row) => ({ kind: row.targetKind as ReportTargetKind, id: row.targetId })),
    now,
  );
  return rows.map((row) => toOwnerReport(row, facts.get(targetKey(row.targetKind, row.targetId)) ?? GONE));
}

export async function listReportsForOwner(
  db: Database,
  input: { status: ReportStatus | 'all'; now?: Date },
): Promise<OwnerListListingReportsResponse> {
  const now = input.now ?? new Date();
  const [rows, openCount] = await Promise.all([listReports(db, input.status), countOpenReports(db)]);
  return { reports: await withTargets(db, rows, now), open_count: openCount };
}

export async function resolveReport(
  db: Database,
  input: {
    ownerId: string;
    id: string;
    outcome: 'resolved' | 'dismissed';
    note: string;
    now?: Date;
  },
): Promise<OwnerListingReport> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const report = await lockReport(tx, input.id);
    if (!report) throw new HttpError(404, REPORT_NOT_FOUND, 'No such report');
    if (report.status !== 'open') {
      throw new HttpError(409, REPORT_ALREADY_CLOSED, `This report was already ${report.status}`);
    }
    await closeReport(tx, {
      id: input.id,
      status: input.outcome,
      ownerId: input.ownerId,
      note: input.note,
      now,
    });
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: input.outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
      targetKind: 'listing_report',
      targetId: input.id,
      detail: { note: input.note, target_kind: report.targetKind, target_id: report.targetId },
      now,
    });
    const saved = await findReport(tx, input.id);
    if (!saved) throw new HttpError(404, REPORT_NOT_FOUND, 'No such report');
    const [result] = await withTargets(tx, [saved], now);
    if (!result) throw new Error('A report lost its row');
    return result;
  });
}
