import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import type { PasskeyFailure } from '../../../lib/passkeys/webauthn.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';

// The button itself and its strings: loaded only after the sign-in page has loaded (passkey-sign-in.tsx), and the
// WebAuthn library only when it is pressed, so the page's own JavaScript stays within its budget (decision 018).

export type PasskeySignInProps = {
  /** The email typed in the form, if any: then only that account's passkeys are offered. */
  email: string;
};

export default function PasskeySignInButton({ email }: PasskeySignInProps) {
  const { t } = useTranslation('security-passkeys');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);

  const signIn = async () => {
    setPending(true);
    setFailure(null);
    // The WebAuthn library (and the schemas it checks answers with) only when the person asks for it.
    const webauthn = await import('../../../lib/passkeys/webauthn.ts');
    try {
      const typed = email.trim();
      await webauthn.signInWithPasskey(typed.includes('@') ? typed : undefined);
      // SIGNED_IN: the page sends the person on, as after a password.
    } catch (error) {
      setFailure(webauthn.describePasskeyFailure(error));
      setPending(false);
    }
  };

  return (
    <div className="mt-5 flex flex-col gap-3">
      <p className="text-center text-muted">{t('signIn.or')}</p>
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      <Button
        variant="secondary"
        size="lg"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={signIn}
      >
        {pending ? (
          <>
            <Spinner className="size-5 text-current" />
            <span>{t('signIn.working')}</span>
          </>
        ) : (
          t('signIn.button')
        )}
      </Button>
    </div>
  );
}
