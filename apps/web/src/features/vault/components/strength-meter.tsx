import { useTranslation } from 'react-i18next';
import { PASSPHRASE_MIN_LENGTH, type PassphraseStrength } from '../setup/passphrase-strength.ts';

const BARS: Record<PassphraseStrength, number> = {
  empty: 0,
  'too-short': 1,
  checking: 1,
  weak: 1,
  fair: 2,
  strong: 3,
};

const LABEL_KEYS = {
  empty: 'passphrase.strength.empty',
  'too-short': 'passphrase.strength.tooShort',
  checking: 'passphrase.strength.checking',
  weak: 'passphrase.strength.weak',
  fair: 'passphrase.strength.fair',
  strong: 'passphrase.strength.strong',
} as const;

/** The rule, three bars and a word; the word is in a polite live region so a screen reader hears the verdict. */
export function StrengthMeter({ strength }: { strength: PassphraseStrength }) {
  const { t } = useTranslation('vault');
  const filled = BARS[strength];
  const colour = strength === 'strong' ? 'bg-success' : strength === 'fair' ? 'bg-primary' : 'bg-warning';
  return (
    <div className="flex flex-col gap-1.5">
      <p>{t('passphrase.rule', { min: PASSPHRASE_MIN_LENGTH, count: PASSPHRASE_MIN_LENGTH })}</p>
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="flex w-24 shrink-0 gap-1">
          {[1, 2, 3].map((bar) => (
            <span key={bar} className={`h-1.5 flex-1 rounded-full ${bar <= filled ? colour : 'bg-border'}`} />
          ))}
        </div>
        <span aria-live="polite" className="font-medium text-foreground">
          {t(LABEL_KEYS[strength])}
        </span>
      </div>
    </div>
  );
}
