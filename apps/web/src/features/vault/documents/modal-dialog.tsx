import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog as SharedModalDialog } from '../../../ui/modal-dialog.tsx';

/** The shared modal dialog, with its close button named in the vault's words. */
export function ModalDialog(props: Omit<ComponentProps<typeof SharedModalDialog>, 'closeLabel'>) {
  const { t } = useTranslation('vault-documents');
  return <SharedModalDialog closeLabel={t('dialog.close')} {...props} />;
}
