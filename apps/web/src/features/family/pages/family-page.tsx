import { ZGetEmergencySettingsResponse } from '@amparo/contract/emergency/emergency-settings';
import type { GetFamilyResponse } from '@amparo/contract/family/get-family';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountName } from '../../../lib/account/account-name.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { apiRequest } from '../../../lib/api-request.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { LimitedAccessBanner } from '../../../ui/limited-access-banner.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useFamily } from '../api/family.ts';
import { FamilyBenefits } from '../components/family-benefits.tsx';
import { InvitationsList } from '../components/invitations-list.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { LeaveFamily } from '../components/leave-family.tsx';
import { MemberAlertsForm } from '../components/member-alerts-form.tsx';
import { MembersList } from '../components/members-list.tsx';
import { EMPTY_PLACES, PlacesSummary } from '../components/places-summary.tsx';
import { DependentsSection } from '../dependents/dependents-section.tsx';
import { FamilyEmergencyPlanSection } from '../plan/family-plan-section.tsx';

/** /family (issue 12): a Basic account learns what the family gets; a holder builds it; a member sees it. */
export function FamilyPage() {
  const { t } = useTranslation('family');
  useDocumentTitle(t('title'));
  const family = useFamily();
  const [left, setLeft] = useState(false);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl tracking-tight">{t('title')}</h1>
      {left ? <FormAlert tone="success">{t('leave.left')}</FormAlert> : null}
      {family.data ? (
        <FamilyView data={family.data} onLeft={() => setLeft(true)} />
      ) : family.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="error">{t('loadError')}</FormAlert>
          <Button className="self-start" onClick={() => void family.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('loading')} className="min-h-40 py-10" />
      )}
    </div>
  );
}

function FamilyView({ data, onLeft }: { data: GetFamilyResponse; onLeft: () => void }) {
  if (data.role === 'member' && data.family) return <MemberView data={data} onLeft={onLeft} />;
  if (data.role === 'holder' || data.can_create) return <HolderView data={data} />;
  return <BasicView />;
}

/** Someone without Full Protection of their own: what family protection is and how to get it. */
function BasicView() {
  const { t } = useTranslation('family');
  return (
    <div className="flex flex-col gap-6" data-testid="family-basic">
      <section className="flex flex-col gap-3">
        <h2 className="font-bold text-xl">{t('basic.title')}</h2>
        <p>{t('basic.body')}</p>
      </section>
      <FamilyBenefits />
      <p>{t('basic.unlock')}</p>
      <LimitedAccessBanner refused />
    </div>
  );
}

/** The name the holder signs invitations with: theirs in the family, else their alert name, else the account's. */
function useInviterName(data: GetFamilyResponse): string {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  const holderName = data.family?.holder.display_name ?? '';
  // The emergency toolkit's own key, so both screens share one cached copy of the settings.
  const settings = useQuery({
    queryKey: ['emergency', 'settings', userId] as const,
    queryFn: ({ signal }) =>
      apiRequest(token ?? '', '/emergency/settings', ZGetEmergencySettingsResponse, { signal }),
    enabled: !holderName && userId !== null && token !== null,
    retry: false,
  });
  return holderName || settings.data?.sender_name || accountName(session);
}

function HolderView({ data }: { data: GetFamilyResponse }) {
  const { t } = useTranslation('family');
  const inviterName = useInviterName(data);
  const places = data.family?.places ?? EMPTY_PLACES;
  const holderMe = data.family?.members.find((member) => member.is_me);
  return (
    <div className="flex flex-col gap-8" data-testid="family-holder">
      <p className="text-lg">{t('intro')}</p>
      <PlacesSummary places={places} />
      {data.family ? (
        <MembersList family={data.family} canRemove title={t('members.title')} />
      ) : (
        <p className="text-muted">{t('members.empty')}</p>
      )}
      {data.family ? (
        <InvitationsList invitations={data.family.invitations} inviterName={inviterName} />
      ) : null}
      <InviteForm inviterName={inviterName} full={places.left <= 0} />
      {/* The holder is alerted like any member when someone in the family presses Help Me Now. */}
      {holderMe ? <MemberAlertsForm me={holderMe} /> : null}
      <DependentsSection />
      <FamilyEmergencyPlanSection />
      <FamilyBenefits />
    </div>
  );
}

function MemberView({ data, onLeft }: { data: GetFamilyResponse; onLeft: () => void }) {
  const { t } = useTranslation('family');
  const family = data.family;
  if (!family) return null;
  const me = family.members.find((member) => member.is_me);
  return (
    <div className="flex flex-col gap-8" data-testid="family-member-view">
      <FormAlert tone="info">{t('member.coveredBy', { name: family.holder.display_name })}</FormAlert>
      <MembersList family={family} canRemove={false} title={t('member.people')} />
      {me ? <MemberAlertsForm me={me} /> : null}
      {/* The family emergency plan and the dependents are the holder's (issue 12, point 4: owner-only); a member
          keeps their own preparedness plan in the emergency toolkit. */}
      <FamilyBenefits />
      <LeaveFamily holderName={family.holder.display_name} onLeft={onLeft} />
    </div>
  );
}
