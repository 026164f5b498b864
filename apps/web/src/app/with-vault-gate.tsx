import { lazy, type ReactNode } from 'react';
import { VaultGateProvider } from '../lib/vault/vault-gate-slot.tsx';

// The vault's unlock and set-up, for the consultation screens that need the vault open (lib/vault/vault-gate-slot.tsx).
// This module loads with those screens only: kept out of the app frame, the reference to the vault's code does not
// make every first screen heavier (decision 018).
const VaultGate = lazy(() =>
  import('../features/vault/vault-gate.tsx').then((module) => ({ default: module.VaultGate })),
);

export function WithVaultGate({ children }: { children: ReactNode }) {
  return <VaultGateProvider gate={VaultGate}>{children}</VaultGateProvider>;
}
