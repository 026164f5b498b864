import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import {
  describePasskeyFailure,
  type PasskeyFailure,
  passkeysSupported,
  signInWithPasskey,
} from '../../../lib/passkeys/webauthn.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';

type PasskeySignInProps = {
  /** The email typed in the form, if any: then only that account's passkeys are offered. */
  email: string;
};

/**
 * "Sign in with a passkey" under the password form. Shown only where the browser can use passkeys, after the page
 * is live (the prerendered page has no browser to ask), with its strings loaded on their own so the sign-in page
 * never waits for them.
 */
export function PasskeySignIn(props: PasskeySignInProps) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      <PasskeySignInButton {...props} />
    </Suspense>
  );
}

function PasskeySignInButton({ email }: PasskeySignInProps) {
  const { t } = useTranslation('security-passkeys');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);

  const signIn = async () => {
    setPending(true);
    setFailure(null);
    try {
      const typed = email.trim();
      await signInWithPasskey(typed.includes('@') ? typed : undefined);
      // SIGNED_IN: the page sends the person on, as after a password.
    } catch (error) {
      setFailure(describePasskeyFailure(error));
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
