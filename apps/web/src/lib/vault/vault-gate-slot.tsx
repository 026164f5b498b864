import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';
import { LoadingMessage } from '../../ui/loading.tsx';

// A screen outside the vault that needs the vault open (a consultation: the person picks documents to share, the
// lawyer opens what was shared) shows the vault's own set-up and unlock forms in place, so nothing typed on that
// screen is lost to a detour through /documents. The forms belong to the vault feature, and a feature may not
// import another's internals (decision 003): the app hands the vault's gate down through this slot, and the screen
// renders whatever it was given. Without one (a component test), the screen gets null and links to /documents.

/**
 * - `share`: the person's own vault, to choose documents; no vault yet means nothing to share (no set-up here).
 * - `receive`: a legal professional's vault, whose key pair lets people share with them; set up here if needed.
 */
export type VaultGatePurpose = 'share' | 'receive';

export type VaultGateProps = {
  purpose: VaultGatePurpose;
  /** Said above the unlock form: why this screen asks for the vault. */
  reason: string;
  /** Said above the set-up (`receive` only), when there is no vault yet; `reason` otherwise. */
  setupReason?: string;
};

const VaultGateContext = createContext<ComponentType<VaultGateProps> | null>(null);

export function VaultGateProvider({
  gate,
  children,
}: {
  gate: ComponentType<VaultGateProps>;
  children: ReactNode;
}) {
  return <VaultGateContext.Provider value={gate}>{children}</VaultGateContext.Provider>;
}

/** The vault's gate as the app provided it, or null. Renders nothing once the vault is open. */
export function useVaultGate(): ComponentType<VaultGateProps> | null {
  return useContext(VaultGateContext);
}

/** The gate in its own Suspense boundary: its code loads only when a screen shows it. */
export function VaultGateSlot({
  gate: Gate,
  loadingLabel,
  ...props
}: VaultGateProps & { gate: ComponentType<VaultGateProps>; loadingLabel: string }) {
  return (
    <Suspense fallback={<LoadingMessage label={loadingLabel} />}>
      <Gate {...props} />
    </Suspense>
  );
}
