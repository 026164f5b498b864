import { randomUUID } from 'node:crypto';
import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateLinkKey } from '@amparo/vault-crypto/keys';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { wrapKeyForRecipient } from '@amparo/vault-crypto/sharing';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { familyDependents } from '../../platform/db/schema/family.ts';
import { canaryNeedles, findNeedles } from '../../test/canary-search.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { lockOrCreateHolderFamily } from '../family/family-places.ts';
import { setUpVault, uploadEncrypted } from './vault-crypto-test-client.ts';
import { signUpVaultPerson, startVaultTestApp, type VaultTestApp, vaultApi } from './vault-test-app.ts';

// Issue 6 point 9: the server never holds anything it could read. A document whose content and metadata carry a
// unique canary is uploaded; then every row of every table and every stored byte is searched for the canary in
// every encoding a careless implementation might store it in.

describeEachDatabase('the canary', (getDb, getHandle) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  it('appears in no database row and no stored object', async () => {
    const canary = `CANARY-${randomUUID()}-amparo`;
    const needles = canaryNeedles(canary);
    // The search itself must be able to fail: it finds the canary however it is encoded inside a longer value.
    for (const encoding of ['utf8', 'hex', 'base64', 'base64url'] as const) {
      for (const prefix of ['', 'x', 'xy']) {
        const stored = Buffer.from(`${prefix}${canary}.`).toString(encoding);
        expect(findNeedles(Buffer.from(JSON.stringify({ stored })), needles.bytes)).not.toEqual([]);
      }
    }
    expect(findNeedles(Buffer.from(`{${canary}}`, 'utf16le'), needles.bytes)).not.toEqual([]);

    const owner = await setUpVault(vault.app, await signUpVaultPerson(vault.app, getDb()));
    const plaintext = Buffer.from(
      `${'Lorem ipsum '.repeat(20_000)}${canary} in the middle ${'dolor '.repeat(5000)}`,
    );
    const { document, fileKey } = await uploadEncrypted(vault.app, owner, plaintext, {
      type: 'passport',
      title: `Passport ${canary}`,
      expires_on: null,
      notes: `Notes ${canary}`,
      file_name: `${canary}.pdf`,
      mime_type: 'application/pdf',
      size: plaintext.length,
      carry_offline: false,
    });
    // A share, a proof link and an edit too, so that every table the vault writes holds something.
    const api = vaultApi(vault.app, owner);
    const recipient = await setUpVault(vault.app, await signUpVaultPerson(vault.app, getDb()));
    const share = await api('POST', `/vault/documents/${document.id}/shares`, {
      recipient_user_id: recipient.id,
      version_id: document.version_id,
      wrapped_file_key: toBase64Url(
        await wrapKeyForRecipient(recipient.publicKey, fileKey, {
          recipientUserId: recipient.id,
          documentId: document.id,
        }),
      ),
    });
    expect(share.status).toBe(201);
    const linkKey = generateLinkKey();
    const link = await api<ProofLink>('POST', '/vault/proof-links', {
      expires_in_hours: 24,
      documents: [
        {
          document_id: document.id,
          version_id: document.version_id,
          wrapped_file_key: toBase64Url(
            await wrapKey(linkKey, fileKey, { purpose: 'proof-link/file-key', objectId: document.id }),
          ),
        },
      ],
      owner_wrapped_link_key: toBase64Url(
        await wrapKey(owner.vaultKey, linkKey, { purpose: 'link-key', userId: owner.id }),
      ),
    });
    expect(link.status).toBe(201);
    const edited = await api('PATCH', `/vault/documents/${document.id}`, {
      version_id: document.version_id,
      encrypted_metadata: toBase64Url(
        await encryptMetadata(fileKey, document.id, { title: `Edited ${canary}` }),
      ),
    });
    expect(edited.status).toBe(200);

    const db = getDb();
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'vault_keyrings',
        'vault_documents',
        'vault_document_versions',
        'vault_upload_parts',
      ]),
    );
    for (const { table_name: table } of tables) {
      const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${table}"`));
      const dump = Buffer.from(JSON.stringify(rows), 'utf8');
      expect({ table, found: findNeedles(dump, needles.bytes) }).toEqual({ table, found: [] });
    }
    for (const table of ['vault_shares', 'vault_proof_links', 'vault_proof_link_documents']) {
      const [row] = await queryRows<{ total: number | string }>(
        db,
        sql.raw(`select count(*) as total from "${table}"`),
      );
      expect({ table, total: Number(row?.total) }).toEqual({ table, total: 1 });
    }

    const keys = await vault.storage.list('');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const stream = await vault.storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect({ key, found: findNeedles(Buffer.concat(chunks), needles.bytes) }).toEqual({ key, found: [] });
    }

    // On PGlite the whole data folder (tables, indexes, write-ahead log) is one dump away: search it raw.
    const handle = getHandle();
    if (handle.kind === 'pglite') {
      const client = (db as unknown as { $client: PGlite }).$client;
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      // The dump holds the rows just written: the owner's email is stored in plain text, as it must be.
      expect(dump.includes(Buffer.from(owner.email))).toBe(true);
      expect(findNeedles(dump, needles.bytes)).toEqual([]);
    }
  });

  it("keeps whom a document is about sealed: the dependent's name and id appear in no vault row or object", async () => {
    const db = getDb();
    const name = `Sofia CANARY-${randomUUID()}`;
    const needles = canaryNeedles(name);
    const owner = await setUpVault(vault.app, await signUpVaultPerson(vault.app, db));
    const dependentId = await db.transaction(async (tx) => {
      const family = await lockOrCreateHolderFamily(tx, {
        holderId: owner.id,
        displayName: 'Rosa',
        now: new Date(),
      });
      const [row] = await tx
        .insert(familyDependents)
        .values({ familyId: family.id, name })
        .returning({ id: familyDependents.id });
      if (!row) throw new Error('no dependent');
      return row.id;
    });
    const plaintext = Buffer.from('a vaccination record');
    const { document } = await uploadEncrypted(vault.app, owner, plaintext, {
      type: 'other',
      title: 'Vaccination record',
      expires_on: null,
      notes: '',
      file_name: 'vaccines.pdf',
      mime_type: 'application/pdf',
      size: plaintext.length,
      carry_offline: false,
      about: { dependent_id: dependentId, name },
    });
    expect(document.id).toBeDefined();

    const idNeedles = canaryNeedles(dependentId);
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name like 'vault_%'
          order by table_name`,
    );
    expect(tables.length).toBeGreaterThan(3);
    for (const { table_name: table } of tables) {
      const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${table}"`));
      const dump = Buffer.from(JSON.stringify(rows), 'utf8');
      expect({ table, found: findNeedles(dump, [...needles.bytes, ...idNeedles.bytes]) }).toEqual({
        table,
        found: [],
      });
    }
    // The search can fail: the family's own table holds the name, as the holder typed it.
    const dependents = await queryRows<Record<string, unknown>>(db, sql`select * from family_dependents`);
    expect(findNeedles(Buffer.from(JSON.stringify(dependents)), needles.bytes)).not.toEqual([]);

    for (const key of await vault.storage.list('')) {
      const stream = await vault.storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const found = findNeedles(Buffer.concat(chunks), [...needles.bytes, ...idNeedles.bytes]);
      expect({ key, found }).toEqual({ key, found: [] });
    }
  });
});
