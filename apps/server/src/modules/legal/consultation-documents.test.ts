import { randomUUID } from 'node:crypto';
import type { Consultation } from '@amparo/contract/legal/consultation-models';
import type { ListSharesResponse } from '@amparo/contract/vault/shares';
import type { OutgoingShare, VaultDocument } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { decryptMetadata } from '@amparo/vault-crypto/metadata';
import { unwrapKeyFromSender, wrapKeyForRecipient } from '@amparo/vault-crypto/sharing';
import { decryptBytes } from '@amparo/vault-crypto/stream-encryption';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultDocumentVersions, vaultShares } from '../../platform/db/schema/vault.ts';
import { canaryNeedles, findCanaryInStore } from '../../test/canary-search.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { type CryptoPerson, setUpVault, uploadEncrypted } from '../vault/vault-crypto-test-client.ts';
import {
  signUpVaultPerson,
  startVaultTestApp,
  type VaultTestApp,
  vaultApi,
} from '../vault/vault-test-app.ts';
import { changeStatus, sendRequest, timeAhead } from './consultations-test-kit.ts';
import { signUpProfessional } from './legal-test-app.ts';

// Documents shared for a consultation (issue 13, points 3 and 7): they are vault shares, wrapped in the person's
// browser for the professional's public key. The server stores nothing it could read (the canary), the professional
// asked opens them with their own private key, and another professional gets no share, no key and no content.

describeEachDatabase('consultation documents', (getDb) => {
  let vault: VaultTestApp;
  beforeAll(async () => {
    vault = await startVaultTestApp(getDb());
  });
  afterAll(async () => {
    await vault?.app.close();
  });

  /** A professional's account with a vault key pair of its own, as the consultation page sets it up. */
  async function lawyerWithVault(fullName = 'Lucía Fernández'): Promise<CryptoPerson> {
    const lawyer = await signUpProfessional(vault.app, getDb(), { fullName, languages: ['es', 'en'] });
    return setUpVault(vault.app, { id: lawyer.id, token: lawyer.token, email: lawyer.email ?? '' });
  }

  async function personWithDocument(content: string, title = 'Green card') {
    const person = await setUpVault(vault.app, await signUpVaultPerson(vault.app, getDb()));
    const plaintext = Buffer.from(content);
    const upload = await uploadEncrypted(vault.app, person, plaintext, {
      type: 'green_card',
      title,
      expires_on: null,
      notes: '',
      file_name: 'green-card.pdf',
      mime_type: 'application/pdf',
      size: plaintext.length,
      carry_offline: false,
    });
    return { person, ...upload };
  }

  /** What the person's browser does: wrap the file key for the professional's public key, then share. */
  async function shareWith(
    person: CryptoPerson,
    document: VaultDocument,
    fileKey: Uint8Array,
    recipient: CryptoPerson,
  ): Promise<OutgoingShare> {
    const shared = await vaultApi(vault.app, person)<OutgoingShare>(
      'POST',
      `/vault/documents/${document.id}/shares`,
      {
        recipient_user_id: recipient.id,
        version_id: document.version_id,
        wrapped_file_key: toBase64Url(
          await wrapKeyForRecipient(recipient.publicKey, fileKey, {
            recipientUserId: recipient.id,
            documentId: document.id,
          }),
        ),
      },
    );
    expect(shared.status).toBe(201);
    return shared.body;
  }

  function attach(person: CryptoPerson, consultationId: string, shareId: string) {
    return vaultApi(vault.app, person)<Consultation>(
      'POST',
      `/legal/consultations/${consultationId}/documents`,
      {
        share_id: shareId,
      },
    );
  }

  it('the canary: the server holds nothing readable, lawyer A opens it, lawyer B gets nothing', async () => {
    const canary = `CANARY-${randomUUID()}-consultation`;
    const { person, document, fileKey } = await personWithDocument(
      `${'Permanent resident card. '.repeat(3000)}${canary} end`,
      `Green card ${canary}`,
    );
    const lawyerA = await lawyerWithVault('Lucía Fernández');
    const lawyerB = await lawyerWithVault('Marc Dupont');
    const consultation = await sendRequest(vault.app, person, lawyerA.id, {
      message: 'Please look at my green card before my naturalization interview.',
    });
    const share = await shareWith(person, document, fileKey, lawyerA);
    const attached = await attach(person, consultation.id, share.id);
    expect(attached.status).toBe(200);
    // The person's own view names the share but carries no key: their vault opens their documents.
    expect(attached.body.documents).toEqual([
      expect.objectContaining({
        share_id: share.id,
        document_id: document.id,
        share_status: 'pending',
        wrapped_file_key: null,
        encrypted_metadata: null,
      }),
    ]);

    // Nothing stored anywhere holds the canary, in any encoding.
    expect(await findCanaryInStore(getDb(), vault.storage, canaryNeedles(canary).bytes)).toEqual([]);

    // Lawyer A: the request shows the document; their private key opens the key, the title and the content.
    const apiA = vaultApi(vault.app, lawyerA);
    const seenByA = await apiA<Consultation>('GET', `/legal/consultations/${consultation.id}`);
    const [doc] = seenByA.body.documents;
    if (!doc?.wrapped_file_key || !doc.encrypted_metadata) throw new Error('lawyer A got no key');
    const keyForA = await unwrapKeyFromSender(
      lawyerA.privateKey,
      lawyerA.publicKey,
      fromBase64Url(doc.wrapped_file_key),
      { recipientUserId: lawyerA.id, documentId: doc.document_id },
    );
    const metadata = (await decryptMetadata(
      keyForA,
      doc.document_id,
      fromBase64Url(doc.encrypted_metadata),
    )) as {
      title: string;
    };
    expect(metadata.title).toBe(`Green card ${canary}`);
    const contentPath = `/vault/documents/${doc.document_id}/versions/${doc.version_id}/content`;
    expect((await apiA('POST', `/vault/shares/${doc.share_id}/accept`)).status).toBe(200);
    const content = await apiA<Buffer>('GET', contentPath);
    expect(content.status).toBe(200);
    const plaintext = Buffer.from(await decryptBytes(keyForA, doc.document_id, content.body));
    expect(plaintext.toString('utf8')).toContain(canary);

    // Lawyer B: no request, no share, no key, no content.
    const apiB = vaultApi(vault.app, lawyerB);
    expect((await apiB('GET', `/legal/consultations/${consultation.id}`)).status).toBe(404);
    const sharesOfB = await apiB<ListSharesResponse>('GET', '/vault/shares');
    expect(sharesOfB.body.incoming).toEqual([]);
    expect([403, 404]).toContain((await apiB('GET', contentPath)).status);
    expect((await apiB('POST', `/vault/shares/${doc.share_id}/accept`)).status).toBe(404);
    // Even holding A's wrapped key, B's private key cannot open it: it was wrapped for A alone.
    await expect(
      unwrapKeyFromSender(lawyerB.privateKey, lawyerB.publicKey, fromBase64Url(doc.wrapped_file_key), {
        recipientUserId: lawyerB.id,
        documentId: doc.document_id,
      }),
    ).rejects.toThrow();
    await expect(
      unwrapKeyFromSender(lawyerB.privateKey, lawyerB.publicKey, fromBase64Url(doc.wrapped_file_key), {
        recipientUserId: lawyerA.id,
        documentId: doc.document_id,
      }),
    ).rejects.toThrow();
  });

  it('does not tell the professional who shared before they accept the consultation', async () => {
    const { person, document, fileKey } = await personWithDocument('a work permit');
    const lawyer = await lawyerWithVault();
    const consultation = await sendRequest(vault.app, person, lawyer.id);
    const share = await shareWith(person, document, fileKey, lawyer);
    expect((await attach(person, consultation.id, share.id)).status).toBe(200);
    const labelSeenByLawyer = async () =>
      (await vaultApi(vault.app, lawyer)<ListSharesResponse>('GET', '/vault/shares')).body.incoming.map(
        (incoming) => incoming.owner_label,
      );
    expect(await labelSeenByLawyer()).toEqual(['']);
    // Declined: the share went with the request.
    await changeStatus(vault.app, lawyer, consultation.id, { action: 'decline', note: 'Not my area.' });
    expect(await labelSeenByLawyer()).toEqual([]);

    const second = await sendRequest(vault.app, person, lawyer.id);
    const again = await shareWith(person, document, fileKey, lawyer);
    expect((await attach(person, second.id, again.id)).status).toBe(200);
    expect(await labelSeenByLawyer()).toEqual(['']);
    await changeStatus(vault.app, lawyer, second.id, { action: 'accept', time: second.preferred_times[0] });
    expect(await labelSeenByLawyer()).toEqual([person.email]);
  });

  it('takes the documents back when the professional declines, the person cancels or the request is closed', async () => {
    for (const [who, change] of [
      ['lawyer', { action: 'decline', note: 'Not my area.' }],
      ['person', { action: 'cancel' }],
    ] as const) {
      const { person, document, fileKey } = await personWithDocument(`a passport for ${who}`);
      const lawyer = await lawyerWithVault();
      const consultation = await sendRequest(vault.app, person, lawyer.id);
      const share = await shareWith(person, document, fileKey, lawyer);
      expect((await attach(person, consultation.id, share.id)).status).toBe(200);
      const ended = await changeStatus(
        vault.app,
        who === 'lawyer' ? lawyer : person,
        consultation.id,
        change,
      );
      expect(ended.status).toBe(200);
      expect(ended.body.documents).toEqual([]);
      const lawyerApi = vaultApi(vault.app, lawyer);
      expect((await lawyerApi<ListSharesResponse>('GET', '/vault/shares')).body.incoming).toEqual([]);
      const content = `/vault/documents/${document.id}/versions/${document.version_id}/content`;
      expect([403, 404]).toContain((await lawyerApi('GET', content)).status);
      // The person's document stays theirs, marked to be re-encrypted on its next edit.
      const [version] = await getDb()
        .select()
        .from(vaultDocumentVersions)
        .where(eq(vaultDocumentVersions.id, document.version_id));
      expect(version).toBeDefined();
    }
  });

  describe('attaching', () => {
    it('takes only the caller’s own share, made to this very professional', async () => {
      const { person, document, fileKey } = await personWithDocument('a passport');
      const lawyerA = await lawyerWithVault();
      const lawyerB = await lawyerWithVault('Marc Dupont');
      const consultation = await sendRequest(vault.app, person, lawyerA.id);

      // A share of the person's own document, but to another professional.
      const toB = await shareWith(person, document, fileKey, lawyerB);
      expect(await attach(person, consultation.id, toB.id)).toMatchObject({
        status: 404,
        body: { code: 'share_not_found' },
      });
      // Another person's share to the same professional.
      const other = await personWithDocument('someone else’s passport');
      const othersShare = await shareWith(other.person, other.document, other.fileKey, lawyerA);
      expect(await attach(person, consultation.id, othersShare.id)).toMatchObject({
        status: 404,
        body: { code: 'share_not_found' },
      });
      // A share id that does not exist.
      expect((await attach(person, consultation.id, randomUUID())).status).toBe(404);
      // The professional cannot attach anything, even the person's share to them.
      const toA = await shareWith(person, document, fileKey, lawyerA);
      expect(await attach(lawyerA, consultation.id, toA.id)).toMatchObject({
        status: 409,
        body: { code: 'invalid_transition' },
      });
      // The other person cannot attach their share to this request: it is not theirs.
      expect((await attach(other.person, consultation.id, othersShare.id)).status).toBe(404);

      const ok = await attach(person, consultation.id, toA.id);
      expect(ok.body.documents.map((entry) => entry.share_id)).toEqual([toA.id]);
      // Twice changes nothing.
      const again = await attach(person, consultation.id, toA.id);
      expect(again.status).toBe(200);
      expect(again.body.documents).toHaveLength(1);
      expect(again.body.document_count).toBe(1);
    });

    it('stops once the consultation is over', async () => {
      const { person, document, fileKey } = await personWithDocument('a passport');
      const lawyer = await lawyerWithVault();
      const consultation = await sendRequest(vault.app, person, lawyer.id);
      const share = await shareWith(person, document, fileKey, lawyer);
      await changeStatus(vault.app, lawyer, consultation.id, { action: 'decline' });
      expect(await attach(person, consultation.id, share.id)).toMatchObject({
        status: 409,
        body: { code: 'invalid_transition' },
      });
    });
  });

  describe('detaching', () => {
    it('revokes the share: the professional can no longer open it, and the document will be re-encrypted', async () => {
      const { person, document, fileKey } = await personWithDocument('a birth certificate');
      const lawyer = await lawyerWithVault();
      const consultation = await sendRequest(vault.app, person, lawyer.id);
      const share = await shareWith(person, document, fileKey, lawyer);
      await attach(person, consultation.id, share.id);
      await changeStatus(vault.app, lawyer, consultation.id, { action: 'accept', time: timeAhead(2) });
      const lawyerApi = vaultApi(vault.app, lawyer);
      expect((await lawyerApi('POST', `/vault/shares/${share.id}/accept`)).status).toBe(200);

      // Neither the professional nor a stranger may detach.
      const stranger = await signUpVaultPerson(vault.app, getDb());
      const path = `/legal/consultations/${consultation.id}/documents/${share.id}`;
      expect((await vaultApi(vault.app, stranger)('DELETE', path)).status).toBe(404);
      expect((await lawyerApi('DELETE', path)).status).toBe(409);

      const detached = await vaultApi(vault.app, person)<Consultation>('DELETE', path);
      expect(detached.status).toBe(200);
      expect(detached.body.documents).toEqual([]);
      expect(await getDb().select().from(vaultShares).where(eq(vaultShares.id, share.id))).toEqual([]);
      const [version] = await getDb()
        .select({ flag: vaultDocumentVersions.reencryptOnNextEdit })
        .from(vaultDocumentVersions)
        .where(eq(vaultDocumentVersions.id, document.version_id));
      expect(version?.flag).toBe(true);
      const content = await lawyerApi(
        'GET',
        `/vault/documents/${document.id}/versions/${document.version_id}/content`,
      );
      expect([403, 404]).toContain(content.status);
      expect((await vaultApi(vault.app, person)('DELETE', path)).status).toBe(404);
    });

    it('keeps a share another request to the same professional still carries', async () => {
      const { person, document, fileKey } = await personWithDocument('a lease');
      const lawyer = await lawyerWithVault();
      const first = await sendRequest(vault.app, person, lawyer.id);
      const second = await sendRequest(vault.app, person, lawyer.id, { topic: 'visas' });
      const share = await shareWith(person, document, fileKey, lawyer);
      await attach(person, first.id, share.id);
      await attach(person, second.id, share.id);
      await vaultApi(vault.app, person)('DELETE', `/legal/consultations/${first.id}/documents/${share.id}`);
      expect(await getDb().select().from(vaultShares).where(eq(vaultShares.id, share.id))).toHaveLength(1);
      const still = await vaultApi(vault.app, lawyer)<Consultation>(
        'GET',
        `/legal/consultations/${second.id}`,
      );
      expect(still.body.documents.map((entry) => entry.share_id)).toEqual([share.id]);
    });

    it('a share revoked from the vault leaves the request too', async () => {
      const { person, document, fileKey } = await personWithDocument('a lease');
      const lawyer = await lawyerWithVault();
      const consultation = await sendRequest(vault.app, person, lawyer.id);
      const share = await shareWith(person, document, fileKey, lawyer);
      await attach(person, consultation.id, share.id);
      expect((await vaultApi(vault.app, person)('DELETE', `/vault/shares/${share.id}`)).status).toBe(204);
      const seen = await vaultApi(vault.app, lawyer)<Consultation>(
        'GET',
        `/legal/consultations/${consultation.id}`,
      );
      expect(seen.body.documents).toEqual([]);
      expect(seen.body.document_count).toBe(0);
    });
  });
});
