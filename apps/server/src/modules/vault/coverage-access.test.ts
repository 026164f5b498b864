import { randomBytes } from 'node:crypto';
import type { ListDocumentsResponse } from '@amparo/contract/vault/documents';
import type { ListFamilyRecipientsResponse } from '@amparo/contract/vault/family-recipients';
import type { ListSharesResponse } from '@amparo/contract/vault/shares';
import type { StartUploadResponse } from '@amparo/contract/vault/uploads';
import type { IncomingShare, OutgoingShare, ProofLink } from '@amparo/contract/vault/vault-models';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { families, familyMembers } from '../../platform/db/schema/family.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  fakeKeyring,
  opaque,
  putPart,
  signUpVaultPerson,
  startVaultTestApp,
  uploadDocument,
  type VaultPerson,
  type VaultTestApp,
  vaultApi,
} from './vault-test-app.ts';

// Issue 12, point 3: the vault follows coverage (own plan or a family whose holder has it), and a vault stays its
// owner's when coverage ends: they can still open, export, share, revoke and delete, never add.

async function createFamily(db: Database, holder: VaultPerson, members: VaultPerson[]): Promise<string> {
  const [family] = await db.insert(families).values({ holderId: holder.id }).returning();
  if (!family) throw new Error('no family');
  await db.insert(familyMembers).values([
    { familyId: family.id, userId: holder.id, role: 'holder', displayName: 'Rosa' },
    ...members.map((member, index) => ({
      familyId: family.id,
      userId: member.id,
      role: 'member' as const,
      displayName: `Member ${index + 1}`,
    })),
  ]);
  return family.id;
}

async function leaveFamily(db: Database, person: VaultPerson): Promise<void> {
  await db.delete(familyMembers).where(eq(familyMembers.userId, person.id));
}

async function joinFamily(db: Database, familyId: string, person: VaultPerson): Promise<void> {
  await db
    .insert(familyMembers)
    .values({ familyId, userId: person.id, role: 'member', displayName: 'Back again' });
}

describeEachDatabase('the vault follows coverage', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  it('a covered member uses the whole vault; after leaving they keep it but cannot add; back in, they can', async () => {
    const db = getDb();
    const holder = await signUpVaultPerson(vault.app, db, { plan: 'full' });
    const member = await signUpVaultPerson(vault.app, db, { plan: 'basic' });
    const friend = await signUpVaultPerson(vault.app, db, { plan: 'full' });
    const api = vaultApi(vault.app, member);
    // Before the family: a Basic account without a vault is refused, as ever.
    expect(await api('GET', '/vault/keyring')).toMatchObject({
      status: 403,
      body: { code: 'plan_required' },
    });

    const familyId = await createFamily(db, holder, [member]);
    for (const person of [member, friend]) {
      expect((await vaultApi(vault.app, person)('POST', '/vault/keyring', fakeKeyring())).status).toBe(201);
    }
    const kept = await uploadDocument(vault.app, member, [randomBytes(40)]);
    const doomed = await uploadDocument(vault.app, member, [randomBytes(20)]);
    // An upload started while covered, to finish after coverage ends.
    const pending = await api<StartUploadResponse>('POST', '/vault/uploads', { size: 10 });
    expect(pending.status).toBe(201);
    const share = await api<OutgoingShare>('POST', `/vault/documents/${kept.id}/shares`, {
      recipient_user_id: friend.id,
      version_id: kept.version_id,
      wrapped_file_key: opaque(),
    });
    expect(share.status).toBe(201);
    // The friend shares a document with the member, who accepts it later, uncovered.
    const friendDocument = await uploadDocument(vault.app, friend, [randomBytes(30)]);
    const incoming = await vaultApi(vault.app, friend)<OutgoingShare>(
      'POST',
      `/vault/documents/${friendDocument.id}/shares`,
      { recipient_user_id: member.id, version_id: friendDocument.version_id, wrapped_file_key: opaque() },
    );
    expect(incoming.status).toBe(201);

    await leaveFamily(db, member);

    // Keeping: everything already stored opens, exports and can be removed.
    expect((await api('GET', '/vault/keyring')).status).toBe(200);
    expect(
      (await api('PATCH', '/vault/keyring', { wrapped_by_recovery: opaque() })).status,
      "a new recovery key for one's own vault",
    ).toBe(200);
    const list = await api<ListDocumentsResponse>('GET', '/vault/documents');
    expect(list.status).toBe(200);
    expect(list.body.documents.map((document) => document.id).sort()).toEqual([kept.id, doomed.id].sort());
    const content = await api('GET', `/vault/documents/${kept.id}/versions/${kept.version_id}/content`);
    expect(content.status).toBe(200);
    expect((content.body as Buffer).length).toBe(40);
    expect((await api<ListSharesResponse>('GET', '/vault/shares')).status).toBe(200);
    expect((await api<IncomingShare>('POST', `/vault/shares/${incoming.body.id}/accept`)).status).toBe(200);
    expect(
      (
        await api(
          'GET',
          `/vault/documents/${friendDocument.id}/versions/${friendDocument.version_id}/content`,
        )
      ).status,
    ).toBe(200);
    const link = await api<ProofLink>('POST', '/vault/proof-links', {
      expires_in_hours: 24,
      documents: [{ document_id: kept.id, version_id: kept.version_id, wrapped_file_key: opaque() }],
      owner_wrapped_link_key: opaque(),
    });
    expect(link.status, 'a proof of status from what is already there').toBe(201);
    expect((await api('GET', '/vault/proof-links')).status).toBe(200);
    expect((await api('DELETE', `/vault/proof-links/${link.body.id}`)).status).toBe(204);
    expect((await api('DELETE', `/vault/shares/${share.body.id}`)).status).toBe(204);
    expect((await api('DELETE', `/vault/documents/${doomed.id}`)).status).toBe(204);
    expect((await api<ListFamilyRecipientsResponse>('GET', '/vault/family-recipients')).body).toEqual({
      recipients: [],
    });

    // Adding: refused, a new document, a new version, the rest of an upload, new details alike.
    const refused = { status: 403, body: { code: 'plan_required' } };
    expect(await api('POST', '/vault/uploads', { size: 10 })).toMatchObject(refused);
    expect(await api('POST', '/vault/uploads', { size: 10, document_id: kept.id })).toMatchObject(refused);
    expect(await putPart(vault.app, member, pending.body.upload_id, 0, randomBytes(10))).toMatchObject(
      refused,
    );
    expect(
      await api('POST', `/vault/uploads/${pending.body.upload_id}/complete`, {
        part_count: 1,
        size: 10,
        encrypted_metadata: opaque(),
        wrapped_file_key: opaque(),
      }),
    ).toMatchObject(refused);
    expect(
      await api('PATCH', `/vault/documents/${kept.id}`, {
        version_id: kept.version_id,
        encrypted_metadata: opaque(),
      }),
    ).toMatchObject(refused);
    expect(await api('POST', '/vault/keyring', fakeKeyring())).toMatchObject(refused);
    // Abandoning the upload gives its room back, and is allowed.
    expect((await api('DELETE', `/vault/uploads/${pending.body.upload_id}`)).status).toBe(204);
    expect((await api<ListDocumentsResponse>('GET', '/vault/documents')).body.documents).toHaveLength(1);

    // Back in the family: adding works again.
    await joinFamily(db, familyId, member);
    const added = await uploadDocument(vault.app, member, [randomBytes(12)]);
    expect((await api<ListDocumentsResponse>('GET', '/vault/documents')).body.documents).toHaveLength(2);
    expect(added.id).not.toBe(kept.id);
  });

  it("follows the holder's plan: a member whose holder loses it cannot add, and the holder neither", async () => {
    const db = getDb();
    const holder = await signUpVaultPerson(vault.app, db, { plan: 'full' });
    const member = await signUpVaultPerson(vault.app, db, { plan: 'basic' });
    await createFamily(db, holder, [member]);
    for (const person of [holder, member]) {
      expect((await vaultApi(vault.app, person)('POST', '/vault/keyring', fakeKeyring())).status).toBe(201);
      await uploadDocument(vault.app, person, [randomBytes(8)]);
    }
    await db.update(profiles).set({ hasAccess: false }).where(eq(profiles.id, holder.id));
    for (const person of [holder, member]) {
      const api = vaultApi(vault.app, person);
      expect((await api<ListDocumentsResponse>('GET', '/vault/documents')).body.documents).toHaveLength(1);
      expect(await api('POST', '/vault/uploads', { size: 10 })).toMatchObject({
        status: 403,
        body: { code: 'plan_required' },
      });
    }
  });

  it('someone who never had a vault and has no coverage gets plan_required everywhere, family-recipients too', async () => {
    const db = getDb();
    const basic = await signUpVaultPerson(vault.app, db, { plan: 'basic' });
    const api = vaultApi(vault.app, basic);
    for (const path of ['/vault/keyring', '/vault/documents', '/vault/shares', '/vault/family-recipients']) {
      expect(await api('GET', path)).toMatchObject({ status: 403, body: { code: 'plan_required' } });
    }
  });
});

describeEachDatabase('family recipients', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  it("lists only the other people of the caller's own family, with the keys of those who have a vault", async () => {
    const db = getDb();
    const holder = await signUpVaultPerson(vault.app, db, { plan: 'full' });
    const withVault = await signUpVaultPerson(vault.app, db, { plan: 'basic' });
    const withoutVault = await signUpVaultPerson(vault.app, db, { plan: 'basic' });
    const otherHolder = await signUpVaultPerson(vault.app, db, { plan: 'full' });
    const otherMember = await signUpVaultPerson(vault.app, db, { plan: 'basic' });
    const loner = await signUpVaultPerson(vault.app, db, { plan: 'full' });
    await createFamily(db, holder, [withVault, withoutVault]);
    await createFamily(db, otherHolder, [otherMember]);
    const keyrings = new Map<string, string>();
    for (const person of [holder, withVault, otherHolder, otherMember, loner]) {
      const keyring = fakeKeyring();
      expect((await vaultApi(vault.app, person)('POST', '/vault/keyring', keyring)).status).toBe(201);
      keyrings.set(person.id, keyring.public_key);
    }
    const recipientsOf = async (person: VaultPerson) => {
      const response = await vaultApi(vault.app, person)<ListFamilyRecipientsResponse>(
        'GET',
        '/vault/family-recipients',
      );
      expect(response.status).toBe(200);
      return response.body.recipients;
    };

    expect(await recipientsOf(holder)).toEqual([
      {
        user_id: withVault.id,
        display_name: 'Member 1',
        role: 'member',
        public_key: keyrings.get(withVault.id),
      },
      { user_id: withoutVault.id, display_name: 'Member 2', role: 'member', public_key: null },
    ]);
    expect(await recipientsOf(withVault)).toEqual([
      { user_id: holder.id, display_name: 'Rosa', role: 'holder', public_key: keyrings.get(holder.id) },
      { user_id: withoutVault.id, display_name: 'Member 2', role: 'member', public_key: null },
    ]);
    expect((await recipientsOf(otherMember)).map((recipient) => recipient.user_id)).toEqual([otherHolder.id]);
    expect(await recipientsOf(loner)).toEqual([]);

    // Nobody outside a family is ever answered, whoever asks.
    const everyAnswer = [holder, withVault, otherHolder, otherMember, loner].map(recipientsOf);
    const seen = (await Promise.all(everyAnswer)).flat().map((recipient) => recipient.user_id);
    expect(seen).not.toContain(loner.id);
    const mine = new Set([holder.id, withVault.id, withoutVault.id]);
    for (const recipient of await recipientsOf(otherHolder)) expect(mine.has(recipient.user_id)).toBe(false);
  });
});
