import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';

/** The unlocked vault's documents (being written). */
export function DocumentsSection(_props: { vault: UnlockedVault }) {
  return null;
}
