import {
  CHECKED_IN_THE_FUTURE,
  type CreateLegalOrganizationRequest,
} from '@amparo/contract/legal/create-legal-organization';
import {
  type LegalOrganization,
  ORGANIZATION_NOT_FOUND,
  type OwnerLegalOrganization,
  type RegistryDescription,
} from '@amparo/contract/legal/legal-organization-models';
import {
  type ListLegalOrganizationsQuery,
  type ListLegalOrganizationsResponse,
  REGISTRY_ORDER,
} from '@amparo/contract/legal/list-legal-organizations';
import type { UpdateLegalOrganizationRequest } from '@amparo/contract/legal/update-legal-organization';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import {
  findOrganization,
  findVisibleOrganization,
  insertOrganization,
  listAllOrganizations,
  listVisibleOrganizations,
  lockOrganization,
  type OrganizationInsert,
  type OrganizationRow,
  type OwnerOrganizationRow,
  updateOrganization,
} from './registry-repo.ts';

// The registry of legal services (issue 13, point 5): anyone reads the visible entries; the owner adds, edits,
// hides, shows and verifies them, and every one of those decisions is written to the audit log in the same
// transaction. Hiding is how an entry is removed, so the curated data never brings it back.

const AUDIT_TARGET = 'legal_organization';

function toPublic(row: OrganizationRow): LegalOrganization {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    website: row.website,
    phone: row.phone,
    phone_hours: row.phoneHours,
    languages: row.languages,
    states: row.states,
    services: row.services as LegalOrganization['services'],
    added_on: row.addedOn,
    last_checked_on: row.lastCheckedOn,
    verified_at: row.source === 'verified' && row.verifiedAt ? row.verifiedAt.toISOString() : null,
  };
}

function toOwner(row: OwnerOrganizationRow): OwnerLegalOrganization {
  return {
    ...toPublic(row),
    hidden: row.hidden,
    seed_key: row.seedKey,
    verified_by: row.source === 'verified' ? row.verifiedByEmail : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function notFound(): HttpError {
  return new HttpError(404, ORGANIZATION_NOT_FOUND, 'No such entry in the registry');
}

export async function listOrganizations(
  db: Database,
  filters: ListLegalOrganizationsQuery,
): Promise<ListLegalOrganizationsResponse> {
  const rows = await listVisibleOrganizations(db, filters);
  return { organizations: rows.map(toPublic), order: REGISTRY_ORDER };
}

export async function getOrganization(db: Database, id: string): Promise<LegalOrganization> {
  const row = await findVisibleOrganization(db, id);
  if (!row) throw notFound();
  return toPublic(row);
}

export async function listOrganizationsForOwner(db: Database) {
  return { organizations: (await listAllOrganizations(db)).map(toOwner) };
}

/** The day in UTC; an owner a few time zones west may write tomorrow's UTC date, so one day ahead is allowed. */
function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function checkNotInFuture(day: string, now: Date): void {
  const latest = today(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  if (day > latest) {
    throw new HttpError(400, CHECKED_IN_THE_FUTURE, 'The day the facts were checked cannot be in the future');
  }
}

/** Only the languages that have text: an emptied field is not a translation. */
function storedDescription(description: RegistryDescription): Record<string, string> {
  return Object.fromEntries(
    Object.entries(description).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function readForOwner(db: Database, id: string): Promise<OwnerLegalOrganization> {
  const row = await findOrganization(db, id);
  if (!row) throw notFound();
  return toOwner(row);
}

export async function createOrganization(
  db: Database,
  input: {
    ownerId: string;
    request: CreateLegalOrganizationRequest & { last_checked_on?: string };
    now?: Date;
  },
): Promise<OwnerLegalOrganization> {
  const now = input.now ?? new Date();
  const { request } = input;
  const lastCheckedOn = request.last_checked_on ?? today(now);
  checkNotInFuture(lastCheckedOn, now);
  return db.transaction(async (tx) => {
    const row = await insertOrganization(tx, {
      name: request.name,
      kind: request.kind,
      description: storedDescription(request.description),
      website: request.website,
      phone: request.phone,
      phoneHours: request.phone_hours,
      languages: request.languages,
      states: request.states,
      services: request.services,
      source: 'public_listing',
      addedOn: today(now),
      lastCheckedOn,
      createdAt: now,
      updatedAt: now,
    });
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: 'registry.create',
      targetKind: AUDIT_TARGET,
      targetId: row.id,
      detail: { name: row.name },
      now,
    });
    return readForOwner(tx, row.id);
  });
}

const FIELD_COLUMNS = {
  name: 'name',
  kind: 'kind',
  description: 'description',
  website: 'website',
  phone: 'phone',
  phone_hours: 'phoneHours',
  languages: 'languages',
  states: 'states',
  services: 'services',
  last_checked_on: 'lastCheckedOn',
} as const satisfies Record<string, keyof OrganizationInsert>;

type EditableField = keyof typeof FIELD_COLUMNS;

export async function updateOrganizationFields(
  db: Database,
  input: { ownerId: string; id: string; changes: UpdateLegalOrganizationRequest; now?: Date },
): Promise<OwnerLegalOrganization> {
  const now = input.now ?? new Date();
  const { changes } = input;
  if (changes.last_checked_on) checkNotInFuture(changes.last_checked_on, now);
  return db.transaction(async (tx) => {
    const current = await lockOrganization(tx, input.id);
    if (!current) throw notFound();
    const set: Partial<OrganizationInsert> = {};
    const changed: EditableField[] = [];
    for (const field of Object.keys(FIELD_COLUMNS) as EditableField[]) {
      const value = changes[field];
      if (value === undefined) continue;
      const column = FIELD_COLUMNS[field];
      const next = field === 'description' ? storedDescription(value as RegistryDescription) : value;
      if (JSON.stringify(current[column]) === JSON.stringify(next)) continue;
      Object.assign(set, { [column]: next });
      changed.push(field);
    }
    if (changed.length > 0) {
      // Edited by the owner: the curated file no longer updates it (registry-seed.ts).
      await updateOrganization(tx, input.id, { ...set, followsCuratedFile: false, updatedAt: now });
      await recordOwnerAction(tx, {
        actorUserId: input.ownerId,
        action: 'registry.update',
        targetKind: AUDIT_TARGET,
        targetId: input.id,
        detail: { fields: changed },
        now,
      });
    }
    return readForOwner(tx, input.id);
  });
}

export async function setOrganizationHidden(
  db: Database,
  input: { ownerId: string; id: string; hidden: boolean; reason: string; now?: Date },
): Promise<OwnerLegalOrganization> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await lockOrganization(tx, input.id);
    if (!current) throw notFound();
    if (current.hidden !== input.hidden) {
      await updateOrganization(tx, input.id, {
        hidden: input.hidden,
        followsCuratedFile: false,
        updatedAt: now,
      });
      await recordOwnerAction(tx, {
        actorUserId: input.ownerId,
        action: input.hidden ? 'registry.hide' : 'registry.unhide',
        targetKind: AUDIT_TARGET,
        targetId: input.id,
        detail: { reason: input.reason },
        now,
      });
    }
    return readForOwner(tx, input.id);
  });
}

export async function setOrganizationVerified(
  db: Database,
  input: { ownerId: string; id: string; verified: boolean; note: string; now?: Date },
): Promise<OwnerLegalOrganization> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await lockOrganization(tx, input.id);
    if (!current) throw notFound();
    // Verifying again records a new check (who and when); taking back a verification that is not there does nothing.
    if (input.verified || current.source === 'verified') {
      await updateOrganization(
        tx,
        input.id,
        input.verified
          ? {
              source: 'verified',
              verifiedAt: now,
              verifiedBy: input.ownerId,
              lastCheckedOn: today(now),
              followsCuratedFile: false,
              updatedAt: now,
            }
          : {
              source: 'public_listing',
              verifiedAt: null,
              verifiedBy: null,
              followsCuratedFile: false,
              updatedAt: now,
            },
      );
      await recordOwnerAction(tx, {
        actorUserId: input.ownerId,
        action: input.verified ? 'registry.verify' : 'registry.unverify',
        targetKind: AUDIT_TARGET,
        targetId: input.id,
        detail: { note: input.note },
        now,
      });
    }
    return readForOwner(tx, input.id);
  });
}
