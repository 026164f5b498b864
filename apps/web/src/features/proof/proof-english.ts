import proof from '../../i18n/locales/en/proof.json';

/** The proof page's English strings, which ship with its chunk rather than the first paint (see i18n.ts). */
export const PROOF_ENGLISH = { proof };
