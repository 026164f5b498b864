import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';

/** Shares and proof-of-status links of the unlocked vault (being written). */
export function SharingSection(_props: { vault: UnlockedVault }) {
  return null;
}
