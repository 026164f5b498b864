import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLevel, verifiedTotpFactorId } from '../../../../lib/account/assurance.ts';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { SecondFactorForm } from '../../../../lib/account/second-factor-form.tsx';
import { useSession } from '../../../../lib/session-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { firstRecoveryCodes, replaceRecoveryCodes, turnOff } from '../api/two-factor-api.ts';
import { EnrolPanel } from './enrol-panel.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

type Step =
  | { kind: 'overview' }
  | { kind: 'enrolling' }
  | { kind: 'codes'; codes: string[] }
  /** A session signed in with the password only proves the code first (aal2) before this action. */
  | { kind: 'step-up'; next: 'turn-off' | 'new-codes' };

type Notice = 'turnedOn' | 'turnedOff' | 'failed' | null;

/** The security center's two-step sign-in: turn it on with an authenticator app, keep recovery codes, turn it off. */
export function TwoFactorSection() {
  const { t } = useTranslation('security-two-factor');
  const { session } = useSession();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const factorId = verifiedTotpFactorId(session);
  const on = factorId !== null;
  const atAal2 = session ? currentLevel(session.access_token) === 'aal2' : false;

  const showNewCodes = async (turnedOn: boolean) => {
    setBusy(true);
    try {
      const codes = await (turnedOn ? firstRecoveryCodes() : replaceRecoveryCodes());
      setNotice(turnedOn ? 'turnedOn' : null);
      setStep({ kind: 'codes', codes });
    } catch {
      setNotice(turnedOn ? 'turnedOn' : 'failed');
      setStep({ kind: 'overview' });
    } finally {
      setBusy(false);
    }
  };

  const doTurnOff = async (id: string) => {
    setBusy(true);
    try {
      await turnOff(id);
      setNotice('turnedOff');
    } catch {
      setNotice('failed');
    } finally {
      setBusy(false);
      setStep({ kind: 'overview' });
    }
  };

  const act = (action: 'turn-off' | 'new-codes') => {
    setNotice(null);
    if (!factorId) return;
    if (!atAal2) {
      setStep({ kind: 'step-up', next: action });
      return;
    }
    if (action === 'turn-off') void doTurnOff(factorId);
    else void showNewCodes(false);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm max-[359px]:p-3 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary max-[359px]:hidden" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="font-bold text-2xl text-foreground">
            {t('title')}
          </h2>
          <p className="text-muted">{t('description')}</p>
          <p className="font-semibold text-foreground" data-testid="two-factor-status">
            {on ? t('status.on') : t('status.off')}
          </p>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-4">
        {notice === 'turnedOn' ? <FormAlert tone="success">{t('notices.turnedOn')}</FormAlert> : null}
        {notice === 'turnedOff' ? <FormAlert tone="success">{t('notices.turnedOff')}</FormAlert> : null}
        {notice === 'failed' ? <FormAlert tone="error">{t('problems.unexpected')}</FormAlert> : null}

        {step.kind === 'overview' && !on ? (
          <Button
            size="lg"
            disabled={busy}
            onClick={() => {
              setNotice(null);
              setStep({ kind: 'enrolling' });
            }}
            className="self-start"
          >
            {t('actions.turnOn')}
          </Button>
        ) : null}

        {step.kind === 'overview' && on && factorId ? (
          <div className="flex flex-col items-start gap-3">
            <ConfirmButton
              label={t('actions.newCodes')}
              question={t('newCodes.question')}
              detail={t('newCodes.detail')}
              confirmLabel={t('newCodes.confirm')}
              cancelLabel={t('actions.cancel')}
              variant="secondary"
              disabled={busy}
              onConfirm={() => act('new-codes')}
            />
            <ConfirmButton
              label={t('actions.turnOff')}
              question={t('turnOff.question')}
              detail={t('turnOff.detail')}
              confirmLabel={t('turnOff.confirm')}
              cancelLabel={t('actions.cancel')}
              disabled={busy}
              onConfirm={() => act('turn-off')}
            />
          </div>
        ) : null}

        {step.kind === 'enrolling' ? (
          <EnrolPanel
            onConfirmed={() => void showNewCodes(true)}
            onCancel={() => setStep({ kind: 'overview' })}
          />
        ) : null}

        {step.kind === 'codes' ? (
          <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'overview' })} />
        ) : null}

        {step.kind === 'step-up' && factorId ? (
          <div className="flex flex-col gap-4">
            <p className="text-foreground">{t('stepUp.explain')}</p>
            <SecondFactorForm
              factorId={factorId}
              submitLabel={t('stepUp.submit')}
              onVerified={() => {
                if (step.next === 'turn-off') void doTurnOff(factorId);
                else void showNewCodes(false);
              }}
            />
            <Button variant="ghost" onClick={() => setStep({ kind: 'overview' })} className="self-start px-3">
              {t('actions.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
