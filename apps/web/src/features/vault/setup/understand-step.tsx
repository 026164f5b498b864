import { KeyRound, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/step-heading.tsx';

type UnderstandStepProps = {
  understood: boolean;
  onUnderstoodChange: (value: boolean) => void;
  showProblem: boolean;
};

/** What the vault is, in plain words, and the one thing nobody can undo; the person ticks that they understand. */
export function UnderstandStep({ understood, onUnderstoodChange, showProblem }: UnderstandStepProps) {
  const { t } = useTranslation('vault');
  const checkboxId = useId();
  const errorId = useId();
  const points = [
    { icon: LockKeyhole, text: t('setup.understand.pointEncrypted') },
    { icon: KeyRound, text: t('setup.understand.pointPassphrase') },
    { icon: ShieldCheck, text: t('setup.understand.pointRecovery') },
  ];
  return (
    <div className="flex flex-col gap-4">
      <StepHeading focus={false}>{t('setup.understand.title')}</StepHeading>
      <p className="text-foreground text-lg">{t('setup.understand.intro')}</p>
      <ul className="flex flex-col gap-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-foreground">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="rounded-xl border-2 border-warning bg-surface p-4">
        <p className="font-bold text-foreground">{t('setup.understand.warningTitle')}</p>
        <p className="mt-1 text-foreground">{t('setup.understand.warning')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 cursor-pointer items-start gap-3 text-foreground"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={understood}
            aria-invalid={showProblem || undefined}
            aria-describedby={showProblem ? errorId : undefined}
            onChange={(event) => onUnderstoodChange(event.target.checked)}
            className="mt-1 size-6 shrink-0 accent-primary"
          />
          <span className="font-semibold">{t('setup.understand.checkbox')}</span>
        </label>
        {showProblem ? (
          <p id={errorId} className="font-medium text-danger">
            {t('setup.understand.required')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
