import vault from '../../i18n/locales/en/vault.json';
import vaultDocuments from '../../i18n/locales/en/vault-documents.json';
import vaultSharing from '../../i18n/locales/en/vault-sharing.json';

/** The vault's English strings, which ship with the vault's chunk rather than the first paint (see i18n.ts). */
export const VAULT_ENGLISH = {
  vault,
  'vault-documents': vaultDocuments,
  'vault-sharing': vaultSharing,
};
