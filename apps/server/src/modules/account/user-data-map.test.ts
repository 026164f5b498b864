import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  accountIdColumns,
  EXPORT_EXCLUDED_TABLES,
  exportedTables,
  isSecretColumn,
  ownedRowsCondition,
  SCHEMA_AREAS,
  SCHEMA_TABLES,
  tablesNotCascaded,
  USER_COLUMNS,
} from './user-data-map.ts';

// The export and the deletion are only as complete as this map. These tests read the schema the way the map does
// and fail when something that holds an account id is not accounted for, so a new table cannot be forgotten.

const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../platform/db/schema');
const SAMPLE_ID = '11111111-2222-3333-4444-555555555555';

describe('the map of an account’s data', () => {
  it('reads every schema file', () => {
    const files = readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(SCHEMA_AREAS).sort()).toEqual(files);
  });

  it('classifies every column that holds an account id, and nothing else', () => {
    const found = [...accountIdColumns()].filter((column) => column !== 'auth_users.id').sort();
    // A column added to the schema with a key to an account (or to a profile) must be listed as owner or reference.
    expect(found.filter((column) => USER_COLUMNS[column] === undefined)).toEqual([]);
    // A line left behind after a column was dropped or renamed is a mistake too.
    expect(Object.keys(USER_COLUMNS).filter((column) => !found.includes(column))).toEqual([]);
    for (const [column, classification] of Object.entries(USER_COLUMNS)) {
      if (classification !== 'owner') expect(classification.reference.length, column).toBeGreaterThan(10);
    }
  });

  it('follows keys to profiles and professional listings, not only to auth_users', () => {
    const columns = accountIdColumns();
    expect(columns.has('profiles.id')).toBe(true);
    expect(columns.has('legal_bar_admissions.professional_user_id')).toBe(true);
    expect(columns.has('consultation_requests.professional_user_id')).toBe(true);
  });

  it('exports or explicitly excludes every table that can hold an account’s rows', () => {
    const exported = new Set(exportedTables().map((table) => table.name));
    const reachable = SCHEMA_TABLES.filter((table) => ownedRowsCondition(table.name, SAMPLE_ID) !== null);
    for (const table of reachable) {
      const excluded = EXPORT_EXCLUDED_TABLES[table.name];
      expect(exported.has(table.name) || excluded !== undefined, table.name).toBe(true);
      expect(exported.has(table.name) && excluded !== undefined, table.name).toBe(false);
    }
    for (const [name, reason] of Object.entries(EXPORT_EXCLUDED_TABLES)) {
      expect(
        SCHEMA_TABLES.some((table) => table.name === name),
        name,
      ).toBe(true);
      expect(reason.length, name).toBeGreaterThan(10);
    }
    // A table that names accounts but has none of its rows exported says why on every such column.
    const ids = accountIdColumns();
    for (const table of SCHEMA_TABLES) {
      if (table.name === 'auth_users' || reachable.includes(table)) continue;
      for (const column of table.columns) {
        const key = `${table.name}.${column}`;
        if (ids.has(key)) expect(USER_COLUMNS[key], key).not.toBe('owner');
      }
    }
  });

  it('exports the areas a person expects, each under its own folder', () => {
    const exported = exportedTables();
    const names = exported.map((table) => table.name);
    for (const name of [
      'auth_users',
      'profiles',
      'auth_sessions',
      'auth_security_events',
      'emergency_contacts',
      'incidents',
      'incident_alerts',
      'preparedness_plans',
      'families',
      'family_dependents',
      'dependent_caregivers',
      'family_invitations',
      'community_posts',
      'community_comments',
      'vault_keyrings',
      'vault_documents',
      'vault_document_versions',
      'vault_upload_parts',
      'vault_shares',
      'vault_proof_links',
      'vault_proof_link_documents',
      'consultation_requests',
      'consultation_events',
      'payments',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(exported.find((table) => table.name === 'families')?.area).toBe('family');
    expect(names).not.toContain('auth_refresh_tokens');
    expect(names).not.toContain('auth_one_time_codes');
    expect(names).not.toContain('jobs');
    expect(names).not.toContain('rate_limit_buckets');
  });

  it('never exports a secret, and keeps the wrapped keys needed to open the vault', () => {
    const columnsOf = (name: string) => exportedTables().find((table) => table.name === name)?.columns ?? [];
    expect(columnsOf('auth_users')).not.toContain('password_hash');
    expect(columnsOf('auth_users')).toContain('email');
    expect(columnsOf('account_deletion_requests')).not.toContain('cancel_token_hash');
    expect(columnsOf('family_invitations')).not.toContain('token_hash');
    expect(columnsOf('community_push_subscriptions')).toEqual(
      expect.not.arrayContaining(['endpoint', 'p256dh', 'auth']),
    );
    expect(columnsOf('vault_keyrings')).toEqual(
      expect.arrayContaining([
        'wrapped_by_recovery',
        'wrapped_by_passphrase',
        'kdf_salt',
        'wrapped_private_key',
      ]),
    );
    expect(columnsOf('vault_document_versions')).toEqual(
      expect.arrayContaining(['wrapped_file_key', 'encrypted_metadata']),
    );
    // Columns a later feature might add are caught by the pattern before anyone lists them.
    for (const column of [
      'secret',
      'totp_secret',
      'recovery_code_hash',
      'token_hash',
      'password',
      'client_secret',
    ]) {
      expect(isSecretColumn('any_new_table', column), column).toBe(true);
    }
    for (const column of ['email', 'display_name', 'wrapped_file_key', 'public_key', 'created_at']) {
      expect(isSecretColumn('any_new_table', column), column).toBe(false);
    }
  });

  it('picks a comment by its author, not by the post it sits under', () => {
    const condition = ownedRowsCondition('community_comments', SAMPLE_ID);
    expect(condition).not.toBeNull();
    const blocks = ownedRowsCondition('community_blocks', SAMPLE_ID);
    expect(JSON.stringify(blocks)).toContain('blocker_user_id');
    expect(JSON.stringify(blocks)).not.toContain('blocked_user_id');
  });

  it('lists the person’s rows that a cascade would leave behind, for the deletion to remove', () => {
    expect(tablesNotCascaded()).toEqual([{ name: 'listing_reports', column: 'reporter_user_id' }]);
  });
});
