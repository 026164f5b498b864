import { type Column, getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as accountSchema from '../../platform/db/schema/account.ts';
import * as authSchema from '../../platform/db/schema/auth.ts';
import * as billingSchema from '../../platform/db/schema/billing.ts';
import * as communitySchema from '../../platform/db/schema/community.ts';
import * as emergencySchema from '../../platform/db/schema/emergency.ts';
import * as familySchema from '../../platform/db/schema/family.ts';
import * as jobsSchema from '../../platform/db/schema/jobs.ts';
import * as legalSchema from '../../platform/db/schema/legal.ts';
import * as mfaSchema from '../../platform/db/schema/mfa.ts';
import * as outboxSchema from '../../platform/db/schema/outbox.ts';
import * as ownerSchema from '../../platform/db/schema/owner.ts';
import * as passkeysSchema from '../../platform/db/schema/passkeys.ts';
import * as pkceSchema from '../../platform/db/schema/pkce.ts';
import * as preferencesSchema from '../../platform/db/schema/preferences.ts';
import * as preparednessSchema from '../../platform/db/schema/preparedness.ts';
import * as profilesSchema from '../../platform/db/schema/profiles.ts';
import * as rateLimitsSchema from '../../platform/db/schema/rate-limits.ts';
import * as securitySchema from '../../platform/db/schema/security.ts';
import * as securityPreferencesSchema from '../../platform/db/schema/security-preferences.ts';
import * as supportSchema from '../../platform/db/schema/support.ts';
import * as vaultSchema from '../../platform/db/schema/vault.ts';

// Which rows belong to an account, derived from the schema itself (docs/decisions/037-export-and-deletion.md).
// Every column that holds an account id — a foreign key to auth_users.id, or to a column that is itself one
// (profiles.id, legal_professionals.user_id) — is listed in USER_COLUMNS as either "owner" (the row is the
// person's: exported, and removed with the account) or "reference" (the row is someone else's that merely
// names them: not exported). A table with no such column is the person's when its parent row is (a version of
// their document, a caregiver of their dependent). `user-data-map.test.ts` fails when a schema file, table or
// account column is added without a line here, so the export and the deletion cannot silently miss it.

/** Every schema file, by area: the export's folders are named after them. The test checks the folder. */
export const SCHEMA_AREAS = {
  account: accountSchema,
  auth: authSchema,
  billing: billingSchema,
  community: communitySchema,
  emergency: emergencySchema,
  family: familySchema,
  jobs: jobsSchema,
  legal: legalSchema,
  mfa: mfaSchema,
  outbox: outboxSchema,
  owner: ownerSchema,
  passkeys: passkeysSchema,
  pkce: pkceSchema,
  preferences: preferencesSchema,
  preparedness: preparednessSchema,
  profiles: profilesSchema,
  'rate-limits': rateLimitsSchema,
  security: securitySchema,
  'security-preferences': securityPreferencesSchema,
  support: supportSchema,
  vault: vaultSchema,
} as const;

type Classification = 'owner' | { reference: string };

/** `table.column` (SQL names) of every account-id column, and what it means. */
export const USER_COLUMNS: Readonly<Record<string, Classification>> = {
  'account_deletion_requests.user_id': 'owner',
  'auth_sessions.user_id': 'owner',
  'auth_one_time_codes.user_id': 'owner',
  'auth_security_events.user_id': 'owner',
  'auth_mfa_factors.user_id': 'owner',
  'auth_mfa_recovery_codes.user_id': 'owner',
  'auth_passkeys.user_id': 'owner',
  'auth_passkey_challenges.user_id': 'owner',
  'auth_pkce_flows.user_id': 'owner',
  'security_preferences.user_id': 'owner',
  'user_preferences.user_id': 'owner',
  'support_tickets.user_id': 'owner',
  'support_tickets.closed_by': { reference: "the owner who closed another person's ticket" },
  'support_messages.author_user_id': {
    reference: 'a message is exported with its ticket, whoever wrote it (the author becomes null)',
  },
  'profiles.id': 'owner',
  'checkout_sessions.user_id': 'owner',
  'payment_events.user_id': 'owner',
  'payments.user_id': 'owner',
  'community_members.user_id': 'owner',
  'community_members.banned_by': { reference: 'the moderator who banned another member' },
  'community_posts.author_user_id': 'owner',
  'community_posts.verified_by': { reference: "the moderator who checked another member's report" },
  'community_post_images.owner_user_id': 'owner',
  'community_comments.author_user_id': 'owner',
  'community_reactions.user_id': 'owner',
  'community_content_reports.reporter_user_id': 'owner',
  'community_content_reports.resolved_by': {
    reference: "the moderator who resolved another member's report",
  },
  'community_blocks.blocker_user_id': 'owner',
  'community_blocks.blocked_user_id': {
    reference: 'who blocked this person is the blocker’s private choice, never shown to the one blocked',
  },
  'community_notifications.recipient_user_id': 'owner',
  'community_notifications.actor_user_id': {
    reference: 'who marked a post helpful, kept only to count each account once; the recipient never sees it',
  },
  'community_push_subscriptions.user_id': 'owner',
  'emergency_contacts.user_id': 'owner',
  'emergency_settings.user_id': 'owner',
  'incidents.user_id': 'owner',
  'incident_alerts.family_member_user_id': {
    reference: "an alert about another family member's incident; that incident is theirs",
  },
  'families.holder_id': 'owner',
  'family_members.user_id': 'owner',
  'family_invitations.accepted_by': { reference: "the invitation belongs to the holder's family" },
  'legal_professionals.user_id': 'owner',
  'legal_professionals.verified_by': { reference: "the owner who verified another person's listing" },
  'legal_bar_admissions.professional_user_id': 'owner',
  'consultation_requests.client_user_id': 'owner',
  'consultation_requests.professional_user_id': 'owner',
  'consultation_events.actor_user_id': {
    reference: 'an event is exported with its consultation, whichever side made it',
  },
  'consultation_reviews.client_user_id': 'owner',
  'consultation_reviews.professional_user_id': {
    reference: 'a review is its writer’s; the professional sees published ones in the app',
  },
  'consultation_reviews.moderated_by': { reference: "the owner who moderated another person's review" },
  'legal_service_organizations.verified_by': { reference: 'a public registry entry checked by an owner' },
  'legal_service_organizations.managed_by_user_id': { reference: 'a public registry entry' },
  'listing_reports.reporter_user_id': 'owner',
  'listing_reports.resolved_by': { reference: "the owner who resolved another person's report" },
  'preparedness_plans.user_id': 'owner',
  'account_roles.user_id': 'owner',
  'owner_audit_log.actor_user_id': {
    reference: "an owner's decision about others stays as the service's record (the actor becomes null)",
  },
  'vault_keyrings.user_id': 'owner',
  'vault_documents.user_id': 'owner',
  'vault_document_versions.user_id': 'owner',
  'vault_shares.owner_id': 'owner',
  'vault_shares.recipient_id': 'owner',
  'vault_proof_links.owner_id': 'owner',
};

/** Tables that belong to the account but are left out of the export, with the reason. Removed with it all the same. */
export const EXPORT_EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  auth_refresh_tokens: 'hashes of refresh tokens: secrets, and meaningless to the person',
  auth_one_time_codes: 'hashes of sign-in and confirmation codes: secrets that expire within minutes',
  auth_mfa_recovery_codes: 'hashes of two-factor recovery codes: secrets, shown to the person once',
  auth_passkey_challenges: 'single-use WebAuthn challenges that expire within minutes',
  auth_pkce_flows: 'hashes of sign-in link codes: secrets that expire within minutes',
};

/**
 * Columns never exported, whatever the table: anything that is or opens a secret. Matched on the SQL name, so a
 * new `*_hash`, `*secret*` or `*password*` column is left out before anyone thinks about it.
 */
export const SECRET_COLUMN_PATTERN = /hash|secret|password/;

/** Columns the pattern does not catch but that are secrets too. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  // A push subscription's endpoint is a capability URL; p256dh and auth are its encryption keys.
  'community_push_subscriptions.endpoint',
  'community_push_subscriptions.p256dh',
  'community_push_subscriptions.auth',
]);

export function isSecretColumn(table: string, column: string): boolean {
  return SECRET_COLUMN_PATTERN.test(column) || SECRET_COLUMNS.has(`${table}.${column}`);
}

type ForeignKeyLink = { column: string; foreignTable: string; foreignColumn: string; onDelete: string };

export type SchemaTable = {
  name: string;
  area: string;
  table: PgTable;
  /** SQL column names in declaration order. */
  columns: string[];
  links: ForeignKeyLink[];
};

/** The column's name in SQL: the app's database uses `casing: 'snake_case'` for names taken from the keys. */
function sqlName(column: Column): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

function collectTables(): SchemaTable[] {
  const tables: SchemaTable[] = [];
  for (const [area, exports] of Object.entries(SCHEMA_AREAS)) {
    for (const value of Object.values(exports)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      const links: ForeignKeyLink[] = [];
      for (const foreignKey of config.foreignKeys) {
        const reference = foreignKey.reference();
        const [column] = reference.columns;
        const [foreignColumn] = reference.foreignColumns;
        // Only single-column keys name a row of another table; the schema has no other kind.
        if (reference.columns.length !== 1 || !column || !foreignColumn) continue;
        links.push({
          column: sqlName(column),
          foreignTable: getTableConfig(reference.foreignTable).name,
          foreignColumn: sqlName(foreignColumn),
          onDelete: foreignKey.onDelete ?? 'no action',
        });
      }
      tables.push({
        name: config.name,
        area,
        table: value,
        columns: Object.values(getTableColumns(value)).map(sqlName),
        links,
      });
    }
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

export const SCHEMA_TABLES: readonly SchemaTable[] = collectTables();

const ROOT = 'auth_users.id';

/** Every `table.column` that holds an account id: auth_users.id and every key that leads to it. */
export function accountIdColumns(tables: readonly SchemaTable[] = SCHEMA_TABLES): Set<string> {
  const found = new Set([ROOT]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of tables) {
      for (const link of table.links) {
        const key = `${table.name}.${link.column}`;
        if (!found.has(key) && found.has(`${link.foreignTable}.${link.foreignColumn}`)) {
          found.add(key);
          grew = true;
        }
      }
    }
  }
  return found;
}

const ACCOUNT_ID_COLUMNS = accountIdColumns();

/** How a column is treated when nobody listed it (the test makes sure somebody does): cascade means "theirs". */
function classify(table: SchemaTable, column: string): Classification {
  const listed = USER_COLUMNS[`${table.name}.${column}`];
  if (listed) return listed;
  const link = table.links.find((candidate) => candidate.column === column);
  return link?.onDelete === 'cascade' ? 'owner' : { reference: 'not listed' };
}

function ownerColumns(table: SchemaTable): string[] {
  if (table.name === 'auth_users') return ['id'];
  return table.columns.filter(
    (column) => ACCOUNT_ID_COLUMNS.has(`${table.name}.${column}`) && classify(table, column) === 'owner',
  );
}

const byName = new Map(SCHEMA_TABLES.map((table) => [table.name, table]));

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * The condition that picks this account's rows of a table, or null when no row of it is ever the account's. A
 * table with owner columns is chosen by them alone (a comment on my post is its author's, not mine); one without
 * is chosen through whichever parent rows are the account's.
 */
export function ownedRowsCondition(tableName: string, userId: string, seen = new Set<string>()): SQL | null {
  const table = byName.get(tableName);
  if (!table || seen.has(tableName)) return null;
  const direct = ownerColumns(table);
  if (direct.length > 0) {
    return sql.join(
      direct.map((column) => sql`${sql.raw(`${quote(table.name)}.${quote(column)}`)} = ${userId}::uuid`),
      sql` or `,
    );
  }
  const throughParents: SQL[] = [];
  for (const link of table.links) {
    if (ACCOUNT_ID_COLUMNS.has(`${table.name}.${link.column}`)) continue;
    const parentCondition = ownedRowsCondition(link.foreignTable, userId, new Set([...seen, tableName]));
    if (!parentCondition) continue;
    throughParents.push(
      sql`${sql.raw(`${quote(table.name)}.${quote(link.column)}`)} in (select ${sql.raw(
        `${quote(link.foreignTable)}.${quote(link.foreignColumn)}`,
      )} from ${sql.raw(quote(link.foreignTable))} where ${parentCondition})`,
    );
  }
  return throughParents.length > 0 ? sql.join(throughParents, sql` or `) : null;
}

export type ExportedTable = { name: string; area: string; columns: string[] };

/** The tables the export writes, with the columns it writes (secrets left out), in a stable order. */
export function exportedTables(): ExportedTable[] {
  return SCHEMA_TABLES.filter(
    (table) =>
      EXPORT_EXCLUDED_TABLES[table.name] === undefined &&
      ownedRowsCondition(table.name, '00000000-0000-0000-0000-000000000000') !== null,
  ).map((table) => ({
    name: table.name,
    area: table.area,
    columns: table.columns.filter((column) => !isSecretColumn(table.name, column)),
  }));
}

/** Tables with account rows that the row deletion must clear itself: the ones a cascade does not reach. */
export function tablesNotCascaded(): { name: string; column: string }[] {
  const result: { name: string; column: string }[] = [];
  for (const table of SCHEMA_TABLES) {
    for (const link of table.links) {
      const key = `${table.name}.${link.column}`;
      if (!ACCOUNT_ID_COLUMNS.has(key) || link.onDelete === 'cascade') continue;
      if (classify(table, link.column) === 'owner') result.push({ name: table.name, column: link.column });
    }
  }
  return result;
}
