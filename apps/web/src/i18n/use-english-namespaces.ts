import { useTranslation } from 'react-i18next';
import { addEnglishNamespaces } from './i18n.ts';

/**
 * For a page whose English strings ship in its own chunk: adds them before anything below it renders. Called
 * during render on purpose: it is idempotent, and the children's `t` must find the strings on their first render.
 */
export function useEnglishNamespaces(bundles: Record<string, Record<string, unknown>>): void {
  const { i18n } = useTranslation();
  addEnglishNamespaces(i18n, bundles);
}
