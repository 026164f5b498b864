import type { Family, FamilyInvitation, FamilyMember } from '@amparo/contract/family/family-models';
import type { GetFamilyResponse } from '@amparo/contract/family/get-family';
import type { PreviewFamilyInvitationResponse } from '@amparo/contract/family/preview-family-invitation';
import type { Profile } from '@amparo/contract/profile/profile';
import type { Session } from '@supabase/auth-js';
import type { ReactNode } from 'react';
import {
  apiError,
  type FakeApi,
  type RecordedRequest,
  renderWithProviders,
  stubApi,
} from '../../../test/api-stub.tsx';
import { fakeSession } from '../../../test/render-app.tsx';
import { forgetCachedFamilies } from '../api/family-cache.ts';

// For the family screens' tests: real translations, a fixed session and profile, a fresh query cache, and
// `fetch` answered by a small fake of /api/v1 that records every request (test/api-stub.tsx).

export const ME = fakeSession().user.id;
export const OTHER = '00000000-0000-4000-8000-0000000000b2';
export const HOLDER = '00000000-0000-4000-8000-0000000000a1';
export const FAMILY_ID = '00000000-0000-4000-8000-0000000000f1';
export const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const JOINED = '2026-03-02T12:00:00.000Z';

export function member(changes: Partial<FamilyMember> = {}): FamilyMember {
  return {
    user_id: OTHER,
    role: 'member',
    display_name: 'Rosa',
    joined_at: JOINED,
    is_me: false,
    alert_on_help: true,
    alert_phone: null,
    ...changes,
  };
}

export function invitation(changes: Partial<FamilyInvitation> = {}): FamilyInvitation {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    invitee_name: 'Jean',
    channel: 'email',
    address: 'jean@example.org',
    language: 'fr',
    status: 'pending',
    expired: false,
    created_at: '2026-11-20T12:00:00.000Z',
    expires_at: '2026-11-27T12:00:00.000Z',
    ...changes,
  };
}

/** The holder's view: Marta (the caller) holds the plan, Rosa has joined, Jean is invited. */
export function holderFamily(changes: Partial<Family> = {}): GetFamilyResponse {
  return {
    role: 'holder',
    can_create: true,
    coverage: 'own',
    family: {
      id: FAMILY_ID,
      holder: { user_id: ME, display_name: 'Marta' },
      members: [member({ user_id: ME, role: 'holder', display_name: 'Marta', is_me: true }), member()],
      invitations: [invitation()],
      places: { total: 5, members: 1, dependents: 0, pending_invitations: 1, left: 2 },
      ...changes,
    },
  };
}

/** A member's view: the caller is Rosa in Marta's family; other members' alert settings are hidden. */
export function memberFamily(): GetFamilyResponse {
  return {
    role: 'member',
    can_create: false,
    coverage: 'family',
    family: {
      id: FAMILY_ID,
      holder: { user_id: HOLDER, display_name: 'Marta' },
      members: [
        member({ user_id: HOLDER, role: 'holder', display_name: 'Marta', alert_on_help: null }),
        member({ user_id: ME, display_name: 'Rosa', is_me: true, alert_on_help: true, alert_phone: null }),
      ],
      invitations: [],
      places: { total: 5, members: 1, dependents: 0, pending_invitations: 0, left: 3 },
    },
  };
}

export const NO_FAMILY: GetFamilyResponse = { role: null, can_create: false, coverage: 'none', family: null };

export function preview(
  changes: Partial<PreviewFamilyInvitationResponse> = {},
): PreviewFamilyInvitationResponse {
  return {
    inviter_name: 'Marta',
    invitee_name: 'Rosa',
    channel: 'email',
    masked_address: 'r•••@example.org',
    language: 'en',
    expires_at: '2026-11-27T12:00:00.000Z',
    state: 'pending',
    ...changes,
  };
}

export { apiError, type FakeApi as FakeFamilyApi, type RecordedRequest, stubApi as stubFamilyApi };

export function renderFamily(
  ui: ReactNode,
  options: { language?: string; profile?: Profile | null; session?: Session | null; path?: string } = {},
) {
  // Each test starts without a device copy of the family unless it writes one after this.
  forgetCachedFamilies();
  return renderWithProviders(ui, { ...options, path: options.path ?? '/family' });
}
