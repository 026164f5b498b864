import { lazy, Suspense, useEffect, useState } from 'react';
import type { PasskeySignInProps } from './passkey-sign-in-button.tsx';

const PasskeySignInButton = lazy(() => import('./passkey-sign-in-button.tsx'));

/** Whether this browser can use passkeys at all, without loading the WebAuthn library to ask. */
function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * "Sign in with a passkey" under the password form. Shown only where the browser can use passkeys, once the page
 * has loaded (the prerendered page has no browser to ask, and the sign-in page must not wait for the WebAuthn
 * library or these strings).
 */
export function PasskeySignIn(props: PasskeySignInProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!browserHasWebAuthn()) return;
    if (document.readyState === 'complete') {
      setReady(true);
      return;
    }
    const show = () => setReady(true);
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PasskeySignInButton {...props} />
    </Suspense>
  );
}
