import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSecondFactor, verifiedTotpFactorId } from '../../../lib/account/assurance.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { useSessionEndedNotice } from '../../../lib/account/session-ended-notice.ts';
import { signOutOnThisDevice } from '../../../lib/account/sign-out.ts';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { Link, useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import {
  type AuthDraft,
  authPath,
  authUrl,
  INITIAL_DRAFT,
  isProfessionalSignUp,
  readMode,
} from '../auth-draft.ts';
import {
  AnswersSummary,
  EligibilityFirst,
  GetStartedStepHeading,
  useGetStarted,
} from '../components/eligibility-first.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { ModeTabs } from '../components/mode-tabs.tsx';
import { PasskeySignIn } from '../components/passkey-sign-in.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { SignedInRedirect } from '../components/signed-in-redirect.tsx';
import { VerifyCodeForm } from '../components/verify-code-form.tsx';
import { postSignInPath } from '../post-sign-in-path.ts';
import { readLinkError } from '../read-link-error.ts';
import type { Verification } from '../verification.ts';

// Only for accounts with two-step sign-in, after the password: not on the sign-in page's first load.
const SecondFactorForm = lazy(() =>
  import('../../../lib/account/second-factor-form.tsx').then((module) => ({
    default: module.SecondFactorForm,
  })),
);

type View = 'signin' | 'signup' | 'forgot' | 'verify' | 'second-factor' | 'reset' | 'reset-done' | 'redirect';

export function AuthPage() {
  const { t } = useTranslation('auth');
  const { t: tTwoFactor } = useTranslation('security-two-factor');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { status, passwordRecovery, session } = useSession();
  const { profile } = useProfile();
  const mode = readMode(search.get('mode'));
  // A lawyer or accredited representative joining from /lawyers/join (issue 13): no eligibility questions.
  const professional = isProfessionalSignUp(search);
  const [draft, setDraft] = useState<AuthDraft>(INITIAL_DRAFT);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [recoveryStarted, setRecoveryStarted] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  // The note that a session ended elsewhere (it may be marked just after this page shows), and an expired or
  // used link's error, read once.
  const sessionEnded = useSessionEndedNotice();
  const [linkError] = useState(readLinkError);
  // Sign-up starts with the eligibility questions (issue 4): the answers travel with the new account.
  const getStarted = useGetStarted();
  const [stepChanged, setStepChanged] = useState(false);
  const goToStep = (step: typeof getStarted.step) => {
    getStarted.setStep(step);
    setStepChanged(true);
  };

  const onChange = useCallback(
    (changes: Partial<AuthDraft>) => setDraft((current) => ({ ...current, ...changes })),
    [],
  );

  const signedIn = status === 'signed-in';
  // The password is in, the account has two-step sign-in: the code comes before anything else (the session's
  // aal is below the aal2 its verified factor allows, as mfa.getAuthenticatorAssuranceLevel() reports).
  const secondFactorId = signedIn && needsSecondFactor(session) ? verifiedTotpFactorId(session) : null;
  const view: View = (() => {
    if (signedIn) {
      if (secondFactorId) return 'second-factor';
      if (resetDone) return 'reset-done';
      if (mode === 'reset' || passwordRecovery || recoveryStarted) return 'reset';
      return 'redirect';
    }
    if (verification) return 'verify';
    if (mode === 'reset') return 'forgot';
    return mode;
  })();

  const titles: Record<View, string> = {
    signin: professional ? t('professional.signInTitle') : t('title.signIn'),
    signup: professional ? t('professional.signUpTitle') : t('title.signUp'),
    forgot: t('title.forgot'),
    verify: t('title.verify'),
    'second-factor': tTwoFactor('signIn.title'),
    reset: t('title.reset'),
    'reset-done': t('title.resetDone'),
    redirect: t('title.redirecting'),
  };
  useDocumentTitle(titles[view]);

  const links = { signUp: authUrl('signin', search), reset: authUrl('reset', search) };

  if (view === 'redirect') return <SignedInRedirect />;

  // A professional signs up in one step: the account form, with no questions before it.
  const step = professional ? 'account' : getStarted.step;
  const intro: Partial<Record<View, string>> = {
    signin: professional ? t('professional.signInIntro') : t('intro.signIn'),
    signup: professional ? t('professional.signUpIntro') : step === 'account' ? t('intro.signUp') : undefined,
    forgot: draft.method === 'email' ? t('intro.forgot') : t('intro.forgotPhone'),
    reset: t('intro.reset'),
    'second-factor': tTwoFactor('signIn.intro'),
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{titles[view]}</h1>
      {intro[view] ? <p className="mt-3 text-lg text-muted">{intro[view]}</p> : null}

      <div className="mt-6 flex flex-col gap-5">
        {view === 'signin' || view === 'signup' ? <ModeTabs current={view} search={search} /> : null}

        {sessionEnded && view === 'signin' ? (
          <FormAlert tone="info">{t('notices.sessionEnded')}</FormAlert>
        ) : null}
        {view === 'forgot' && (mode === 'reset' || linkError) ? (
          <FormAlert tone="info">{t('reset.expired')}</FormAlert>
        ) : null}

        {view === 'signup' && !professional ? (
          <GetStartedStepHeading step={getStarted.step} focus={stepChanged} />
        ) : null}
        {view === 'signup' && step === 'questions' ? (
          <EligibilityFirst
            answers={getStarted.answers}
            onChange={getStarted.change}
            onContinue={() => goToStep('account')}
          />
        ) : null}
        {view === 'signup' && step === 'account' && !professional ? (
          <AnswersSummary answers={getStarted.answers} onChangeAnswers={() => goToStep('questions')} />
        ) : null}

        {view === 'signup' && step === 'questions' ? null : (
          <div className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6">
            {view === 'signin' ? (
              <SignInForm
                draft={draft}
                onChange={onChange}
                forgotPath={authPath('forgot', search)}
                onNeedsConfirmation={setVerification}
              />
            ) : null}
            {view === 'signin' ? <PasskeySignIn email={draft.method === 'email' ? draft.email : ''} /> : null}
            {view === 'signup' ? (
              <SignUpForm
                draft={draft}
                onChange={onChange}
                answers={getStarted.answers}
                professional={professional}
                confirmationUrl={links.signUp}
                onCodeSent={setVerification}
              />
            ) : null}
            {view === 'forgot' ? (
              <ForgotPasswordForm
                draft={draft}
                onChange={onChange}
                resetUrl={links.reset}
                onSent={setVerification}
              />
            ) : null}
            {view === 'verify' && verification ? (
              <VerifyCodeForm
                verification={verification}
                links={links}
                onResent={(sentAt) => setVerification({ ...verification, sentAt, notConfirmed: false })}
                onVerifying={() => {
                  if (verification.purpose === 'recovery') setRecoveryStarted(true);
                }}
                onStartOver={() => {
                  setVerification(null);
                  setRecoveryStarted(false);
                }}
              />
            ) : null}
            {view === 'second-factor' && secondFactorId ? (
              <div className="flex flex-col gap-4">
                <Suspense fallback={null}>
                  <SecondFactorForm factorId={secondFactorId} submitLabel={tTwoFactor('signIn.submit')} />
                </Suspense>
                <Button
                  variant="ghost"
                  className="self-start px-3 text-start"
                  onClick={() => void getAuthClient().then(signOutOnThisDevice)}
                >
                  {tTwoFactor('signIn.cancel')}
                </Button>
              </div>
            ) : null}
            {view === 'reset' ? (
              <ResetPasswordForm
                onDone={() => {
                  setDraft((current) => ({ ...current, password: '' }));
                  setResetDone(true);
                }}
                onAskAgain={() => {
                  setRecoveryStarted(false);
                  void getAuthClient()
                    .then(signOutOnThisDevice)
                    .then(() => navigate(authPath('forgot', search)));
                }}
              />
            ) : null}
            {view === 'reset-done' ? (
              <div className="flex flex-col gap-5">
                <FormAlert tone="success">{t('reset.done')}</FormAlert>
                <ButtonLink to={postSignInPath(search, profile)} size="lg" replace>
                  {t('actions.continue')}
                </ButtonLink>
              </div>
            ) : null}
          </div>
        )}

        {professional && (view === 'signup' || view === 'signin') ? (
          <Link to={authPath(view, new URLSearchParams())} className="self-start py-2 font-semibold">
            {t('professional.notProfessional')}
          </Link>
        ) : null}

        {view === 'forgot' || view === 'verify' ? (
          <Link
            to={authPath('signin', search)}
            onClick={() => setVerification(null)}
            className="self-start py-2 font-semibold"
          >
            {t('actions.backToSignIn')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
