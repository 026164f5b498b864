// @vitest-environment node
import type { ProofLink } from '@amparo/contract/vault/vault-models';
import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { wrapKey } from '@amparo/vault-crypto/key-wrap';
import { generateFileKey, generateLinkKey } from '@amparo/vault-crypto/keys';
import { describe, expect, it } from 'vitest';
import { createVaultApi } from '../api/vault-api.ts';
import { createFakeVaultServer } from '../test/fake-vault-server.ts';
import { testVault } from '../test/test-vault.ts';
import { rewrapForReaders } from './rewrap-keys.ts';

const DOCUMENT_ID = '00000000-0000-4000-8000-00000000d0c1';
const HOUR = 3_600_000;

describe('rewrapForReaders', () => {
  it('wraps for links this clock thinks just expired (the server may not), not for old or revoked ones', async () => {
    const vault = testVault();
    const server = createFakeVaultServer();
    const now = new Date('2026-03-01T12:00:00.000Z');
    const ownerCopy = toBase64Url(
      await wrapKey(vault.vaultKey, generateLinkKey(), { purpose: 'link-key', userId: vault.userId }),
    );
    const link = (id: string, expiresAt: number, change: Partial<ProofLink> = {}): ProofLink => ({
      id,
      document_ids: [DOCUMENT_ID],
      owner_wrapped_link_key: ownerCopy,
      created_at: new Date(now.getTime() - 200 * HOUR).toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
      revoked_at: null,
      view_count: 0,
      last_viewed_at: null,
      ...change,
    });
    server.proofLinks.push(
      link('live', now.getTime() + HOUR),
      link('just-expired-here', now.getTime() - HOUR),
      link('long-expired', now.getTime() - 48 * HOUR),
      link('revoked', now.getTime() + HOUR, { revoked_at: now.toISOString() }),
      link('other-document', now.getTime() + HOUR, { document_ids: [] }),
    );

    const keys = await rewrapForReaders(
      createVaultApi(() => 'token', server.fetch),
      vault,
      DOCUMENT_ID,
      generateFileKey(),
      now,
    );
    expect(keys.proof_link_keys?.map((entry) => entry.link_id)).toEqual(['live', 'just-expired-here']);
    expect(keys.share_keys).toEqual([]);
  });
});
