import { ConsultationPage } from '../features/legal/pages/consultation-page.tsx';
import { RequestConsultationPage } from '../features/legal/pages/request-consultation-page.tsx';
import { WithVaultGate } from './with-vault-gate.tsx';

/** The consultation screens with the vault's gate handed down to them (they share and open vault documents). */
export function RequestConsultationScreen() {
  return (
    <WithVaultGate>
      <RequestConsultationPage />
    </WithVaultGate>
  );
}

export function ConsultationScreen() {
  return (
    <WithVaultGate>
      <ConsultationPage />
    </WithVaultGate>
  );
}
