import { FAMILY_JOIN_PATH } from '@amparo/contract/family/family-invitation-token';
import { FAMILY_NAME_MAX } from '@amparo/contract/family/family-limits';
import { ZFamilyName } from '@amparo/contract/family/family-models';
import type { PreviewFamilyInvitationResponse } from '@amparo/contract/family/preview-family-invitation';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailOpen } from 'lucide-react';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { signOutOnThisDevice } from '../../../lib/account/sign-out.ts';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { signInPathFor } from '../../../lib/safe-redirect-path.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { RestrictedAccessNotice } from '../../../ui/restricted-access-notice.tsx';
import { useAcceptInvitation } from '../api/family.ts';
import { previewInvitation } from '../api/invitation-preview.ts';
import { FamilyBenefits } from '../components/family-benefits.tsx';
import { FamilyError } from '../components/family-error.tsx';
import { type FamilyErrorKind, familyErrorKind } from '../family-errors.ts';
import { formatInvitationDate, isolateLtr } from '../family-format.ts';
import { forgetJoinToken, readJoinToken } from '../join-token.ts';

const FAMILY_PATH = '/family';

type Preview =
  | { status: 'loading' }
  | { status: 'ready'; invitation: PreviewFamilyInvitationResponse }
  | { status: 'failed'; kind: FamilyErrorKind };

function usePreview(token: string | null) {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const load = useCallback(() => {
    if (!token) return () => undefined;
    let current = true;
    setPreview({ status: 'loading' });
    previewInvitation(token).then(
      (invitation) => {
        if (current) setPreview({ status: 'ready', invitation });
      },
      (error: unknown) => {
        if (current) setPreview({ status: 'failed', kind: familyErrorKind(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  useEffect(() => load(), [load]);
  return { preview, retry: load };
}

/**
 * /family/join#token=… (issue 12, point 2): public, because the person invited may have no account yet. It says
 * who invites them and to which address the invitation went, and lets them sign in or sign up and come back
 * here (the token waits in sessionStorage, never in a URL the server sees), then join.
 */
export function FamilyJoinPage() {
  const { t } = useTranslation('family');
  useDocumentTitle(t('join.title'));
  const location = useLocation();
  const [token] = useState(() => readJoinToken(location.hash));
  const { preview, retry } = usePreview(token);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {!token ? (
        <Outcome title={t('join.noToken.title')} body={t('join.noToken.body')} />
      ) : preview.status === 'loading' ? (
        <>
          <h1 className="font-bold text-3xl tracking-tight">{t('join.title')}</h1>
          <LoadingMessage label={t('join.loading')} className="min-h-40 py-10" />
        </>
      ) : preview.status === 'failed' ? (
        <PreviewFailed kind={preview.kind} onRetry={retry} />
      ) : (
        <Invitation token={token} invitation={preview.invitation} />
      )}
    </div>
  );
}

function Outcome({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" data-testid="join-outcome">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="text-lg">{body}</p>
      {children}
    </section>
  );
}

function PreviewFailed({ kind, onRetry }: { kind: FamilyErrorKind; onRetry: () => void }) {
  const { t } = useTranslation('family');
  if (kind === 'invitation_not_found' || kind === 'not_found' || kind === 'validation') {
    return <Outcome title={t('join.notFound.title')} body={t('join.notFound.body')} />;
  }
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">{t('join.title')}</h1>
      <FormAlert tone="error">{t(`errors.${kind}`)}</FormAlert>
      <Button className="self-start" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: PreviewFamilyInvitationResponse }) {
  const { t, i18n } = useTranslation('family');
  const inviter = invitation.inviter_name;
  if (invitation.state === 'expired') {
    return <Outcome title={t('join.expired.title')} body={t('join.expired.body', { inviter })} />;
  }
  if (invitation.state === 'cancelled') {
    return <Outcome title={t('join.cancelled.title')} body={t('join.cancelled.body', { inviter })} />;
  }
  if (invitation.state === 'accepted') {
    return (
      <Outcome title={t('join.accepted.title')} body={t('join.accepted.body', { inviter })}>
        <ButtonLink to={FAMILY_PATH} variant="secondary" className="self-start">
          {t('join.accepted.open')}
        </ButtonLink>
      </Outcome>
    );
  }
  const address = isolateLtr(invitation.masked_address);
  return (
    <>
      <header className="flex flex-col gap-3">
        <MailOpen aria-hidden="true" className="size-10 text-primary" />
        <h1 className="break-words font-bold text-3xl tracking-tight">{t('join.invites', { inviter })}</h1>
        <p className="text-lg">{t('join.for', { name: invitation.invitee_name })}</p>
        <p className="break-words text-muted">{t('join.sentTo', { address })}</p>
        <p className="text-muted">
          {t('join.expires', { date: formatInvitationDate(invitation.expires_at, i18n.language) })}
        </p>
      </header>
      <p>{t('join.gets', { inviter })}</p>
      <FamilyBenefits />
      <div className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6">
        <Answer token={token} invitation={invitation} />
      </div>
    </>
  );
}

function Answer({ token, invitation }: { token: string; invitation: PreviewFamilyInvitationResponse }) {
  const { t } = useTranslation('family');
  const { status } = useSession();
  const profile = useProfile();
  if (status === 'loading') return <LoadingMessage label={t('join.loading')} />;
  if (status === 'signed-out') {
    // The return trip carries only the path: the token waits in this tab's sessionStorage (join-token.ts).
    const back = signInPathFor(FAMILY_JOIN_PATH);
    const signUp = `${back}${back.includes('?') ? '&' : '?'}mode=signup`;
    return (
      <div className="flex flex-col gap-4">
        <p>{t('join.signedOut.body', { address: isolateLtr(invitation.masked_address) })}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={back} size="lg">
            {t('join.signedOut.signIn')}
          </ButtonLink>
          <ButtonLink to={signUp} size="lg" variant="secondary">
            {t('join.signedOut.signUp')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  // Joining gives the family's features; someone the eligibility questions turned away gets the same notice
  // as on every other signed-in screen, and its help links.
  if (profile.status === 'ready' && profile.profile && !profile.profile.is_eligible) {
    return <RestrictedAccessNotice />;
  }
  return (
    <Suspense fallback={<LoadingMessage label={t('join.loading')} />}>
      <WithQueryClient>
        <AcceptForm token={token} invitation={invitation} />
      </WithQueryClient>
    </Suspense>
  );
}

const ZAcceptForm = z.object({ display_name: ZFamilyName });
type AcceptFormValues = z.infer<typeof ZAcceptForm>;

function AcceptForm({ token, invitation }: { token: string; invitation: PreviewFamilyInvitationResponse }) {
  const { t } = useTranslation('family');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const inviter = invitation.inviter_name;
  const { register, handleSubmit, formState, control } = useForm<AcceptFormValues>({
    resolver: zodResolver(ZAcceptForm),
    defaultValues: { display_name: invitation.invitee_name },
  });
  const displayName = useWatch({ control, name: 'display_name' });

  if (accept.isSuccess) {
    return (
      <div className="flex flex-col gap-4" data-testid="join-done">
        <FormAlert tone="success">
          <span className="block font-bold text-lg">{t('join.joined.title', { inviter })}</span>
          {t('join.joined.body')}
        </FormAlert>
        <ButtonLink to={FAMILY_PATH} size="lg" className="self-start">
          {t('join.joined.open')}
        </ButtonLink>
      </div>
    );
  }

  const failure = accept.isError ? familyErrorKind(accept.error) : null;
  if (failure === 'invitation_for_someone_else') {
    return (
      <div className="flex flex-col gap-4" data-testid="join-someone-else">
        <h2 className="font-bold text-xl">{t('join.someoneElse.title')}</h2>
        <p>{t('join.someoneElse.body', { address: isolateLtr(invitation.masked_address) })}</p>
        <Button
          size="lg"
          className="self-start"
          onClick={() => {
            void getAuthClient()
              .then(signOutOnThisDevice)
              .then(() => navigate(signInPathFor(FAMILY_JOIN_PATH)));
          }}
        >
          {t('join.someoneElse.switch')}
        </Button>
      </div>
    );
  }

  const submit = handleSubmit((values) => {
    accept.mutate(
      { token, display_name: values.display_name },
      {
        onSuccess: forgetJoinToken,
        onError: (error) => {
          const kind = familyErrorKind(error);
          if (
            kind === 'invitation_expired' ||
            kind === 'invitation_used' ||
            kind === 'invitation_cancelled'
          ) {
            forgetJoinToken();
          }
        },
      },
    );
  });

  const nameError = formState.errors.display_name;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="join-form">
      <Field
        label={t('join.accept.displayName')}
        hint={t('join.accept.displayNameHint')}
        error={
          nameError
            ? t(
                nameError.type === 'too_big'
                  ? 'fieldErrors.tooLong'
                  : nameError.type === 'custom'
                    ? 'fieldErrors.invalidCharacters'
                    : 'fieldErrors.required',
              )
            : null
        }
        limit={{ value: displayName ?? '', max: FAMILY_NAME_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className={inputClassName}
            maxLength={FAMILY_NAME_MAX}
            autoComplete="name"
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...register('display_name')}
          />
        )}
      </Field>
      {failure ? <JoinFailure kind={failure} error={accept.error} inviter={inviter} /> : null}
      <SubmitButton pending={accept.isPending} pendingLabel={t('join.accept.joining')} className="self-start">
        {t('join.accept.submit', { inviter })}
      </SubmitButton>
    </form>
  );
}

function JoinFailure({ kind, error, inviter }: { kind: FamilyErrorKind; error: unknown; inviter: string }) {
  const { t } = useTranslation('family');
  if (kind === 'family_full' || kind === 'already_in_family' || kind === 'plan_required') {
    return <FormAlert tone="error">{t(`join.errors.${kind}`, { inviter })}</FormAlert>;
  }
  if (kind === 'invitation_expired')
    return <FormAlert tone="error">{t('join.expired.body', { inviter })}</FormAlert>;
  if (kind === 'invitation_cancelled') {
    return <FormAlert tone="error">{t('join.cancelled.body', { inviter })}</FormAlert>;
  }
  if (kind === 'invitation_used')
    return <FormAlert tone="error">{t('join.accepted.body', { inviter })}</FormAlert>;
  if (kind === 'invitation_not_found') return <FormAlert tone="error">{t('join.notFound.body')}</FormAlert>;
  return <FamilyError error={error} />;
}
