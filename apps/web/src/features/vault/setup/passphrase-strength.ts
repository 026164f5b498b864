import { useEffect, useState } from 'react';

// The vault passphrase never reaches the server, so the browser alone judges it. A stolen copy of the keyring
// could be attacked offline, guess after guess; Argon2id makes each guess slow, the passphrase must make the
// number of guesses huge. zxcvbn (with its list of common and breached passwords) estimates that; it is loaded
// only on the screens that ask for a new passphrase.

/** Characters as a person counts them (an accented letter or an emoji is one). */
export const PASSPHRASE_MIN_LENGTH = 12;
/** zxcvbn's "very unguessable" starts at 4; 3 ("safely unguessable") is the least we accept. */
const MINIMUM_SCORE = 3;

export type PassphraseStrength = 'empty' | 'too-short' | 'weak' | 'fair' | 'strong' | 'checking';

export function passphraseLength(passphrase: string): number {
  return [...passphrase.normalize('NFC')].length;
}

type Scorer = (passphrase: string) => number;

let scorer: Promise<Scorer> | null = null;

function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      core.zxcvbnOptions.setOptions({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      return (passphrase: string) => core.zxcvbn(passphrase, ['amparo', 'vault']).score;
    },
  );
  return scorer;
}

export function strengthOf(passphrase: string, score: number | null): PassphraseStrength {
  if (passphrase.length === 0) return 'empty';
  if (passphraseLength(passphrase) < PASSPHRASE_MIN_LENGTH) return 'too-short';
  if (score === null) return 'checking';
  if (score < MINIMUM_SCORE) return 'weak';
  return score === MINIMUM_SCORE ? 'fair' : 'strong';
}

/** True when the passphrase may protect the vault. */
export function isAcceptable(strength: PassphraseStrength): boolean {
  return strength === 'fair' || strength === 'strong';
}

/** The strength of what is typed, re-judged as it changes (zxcvbn loads on first use). */
export function usePassphraseStrength(passphrase: string): PassphraseStrength {
  const [scored, setScored] = useState<{ passphrase: string; score: number } | null>(null);
  useEffect(() => {
    if (passphraseLength(passphrase) < PASSPHRASE_MIN_LENGTH) return;
    let current = true;
    loadScorer().then(
      (score) => {
        if (current) setScored({ passphrase, score: score(passphrase) });
      },
      () => {
        // The chunk did not load (offline on a first visit): judge by length alone, generously long.
        if (current) setScored({ passphrase, score: passphraseLength(passphrase) >= 20 ? MINIMUM_SCORE : 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [passphrase]);
  return strengthOf(passphrase, scored?.passphrase === passphrase ? scored.score : null);
}
