import type { ComponentType } from 'react';
import { RequireEligibility } from '../features/onboarding/components/require-eligibility.tsx';
import { WelcomeGate } from '../features/welcome/components/welcome-gate.tsx';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import { loadQueryClient } from '../lib/query/query-client-loader.ts';
import { Navigate, type RouteObject } from '../lib/router/index.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { StandaloneLayout } from './standalone-layout.tsx';

/**
 * For a stored session: what every signed-in page needs besides its own code (TanStack Query, the profile's
 * loader), fetched at once and side by side instead of one after the other as the layout
 * renders. On a slow phone opening /emergency from its home-screen shortcut, that is the difference.
 */
export function preloadSignedInFrame(): void {
  void loadQueryClient().catch(() => undefined);
  void import('../lib/account/profile-loader.tsx').catch(() => undefined);
}

/** Each page's loader by its path: the app fetches the page on show while it starts (`preloadPage`). */
const pageLoaders = new Map<string, () => Promise<unknown>>();

/**
 * One lazily loaded chunk per page: `/` downloads only the home page's code. A page preloaded while the app
 * started renders with the frame around it, without a "Loading page…" in between (`preloadableLazy`).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, path?: string) {
  const { Component: Page, preload } = preloadableLazy(() => load().then(pick));
  if (path) pageLoaders.set(path, preload);
  return <Page />;
}

/**
 * Starts fetching the code of the page at `pathname` at once, alongside everything else the app fetches as it
 * starts, instead of after the layout has rendered: opening `/emergency` from the home screen's shortcut on a slow
 * phone must not wait one chunk after another. The lazy page then finds the module already loaded. Resolves
 * (never rejects) once the page's code is here or could not be fetched.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  return (
    pageLoaders
      .get(normalPath(pathname))?.()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

function normalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
}

// The strings the busiest pages show first, fetched with the app as it starts rather than once the page has
// rendered and asked for them. Only a head start: any namespace a page uses loads on its own when it is missing.
const PAGE_NAMESPACES: Record<string, readonly string[]> = {
  '/': ['home'],
  '/auth': ['auth'],
  '/emergency': ['emergency', 'rights'],
  '/emergency-response': ['emergency', 'rights'],
  '/dashboard': ['dashboard', 'emergency'],
  '/payment': ['billing'],
  '/onboarding': ['onboarding'],
  '/settings': ['settings', 'auth', 'settings-account-data'],
  '/documents': ['vault', 'vault-documents', 'vault-sharing'],
  '/family': ['family'],
  '/family/join': ['family'],
  '/legal-aid': ['legal', 'legal-aid'],
  '/organization/registry': ['legal', 'legal-aid'],
  '/legal-hub': ['legal', 'legal-guides'],
  '/lawyers/join': ['lawyers'],
  '/legal-hub/professional': ['lawyers', 'us-states'],
};

export function pageNamespaces(pathname: string): readonly string[] {
  return PAGE_NAMESPACES[normalPath(pathname)] ?? [];
}

const home = lazyPage(
  () => import('../features/home/pages/home-page.tsx'),
  (m) => m.HomePage,
  '/',
);
const auth = lazyPage(
  () => import('../features/auth/pages/auth-page.tsx'),
  (m) => m.AuthPage,
  '/auth',
);
const affiliateSignup = lazyPage(
  () => import('../features/affiliates/pages/signup-page.tsx'),
  (m) => m.AffiliateSignupPage,
  '/affiliate/signup',
);
const affiliateDashboard = lazyPage(
  () => import('../features/affiliates/pages/dashboard-page.tsx'),
  (m) => m.AffiliateDashboardPage,
  '/affiliate/dashboard',
);
// The registry of nonprofit legal services is the legal area's (issue 13); organisation accounts that manage their
// own entry come later, on the organisation pages.
const organizationRegistry = lazyPage(
  () => import('../features/legal/pages/registry-page.tsx'),
  (m) => m.RegistryPage,
  '/organization/registry',
);
const organizationSignup = lazyPage(
  () => import('../features/organizations/pages/signup-page.tsx'),
  (m) => m.OrganizationSignupPage,
  '/organization/signup',
);
const organizationAdvertising = lazyPage(
  () => import('../features/organizations/pages/advertising-page.tsx'),
  (m) => m.OrganizationAdvertisingPage,
  '/organization/advertising',
);
const organizationOnboarding = lazyPage(
  () => import('../features/organizations/pages/onboarding-page.tsx'),
  (m) => m.OrganizationOnboardingPage,
  '/organization/onboarding',
);
const organizationDashboard = lazyPage(
  () => import('../features/organizations/pages/dashboard-page.tsx'),
  (m) => m.OrganizationDashboardPage,
  '/organization/dashboard',
);
const payment = lazyPage(
  () => import('../features/billing/pages/payment-page.tsx'),
  (m) => m.PaymentPage,
  '/payment',
);
const onboarding = lazyPage(
  () => import('../features/onboarding/pages/onboarding-page.tsx'),
  (m) => m.OnboardingPage,
  '/onboarding',
);
const emergency = lazyPage(
  () => import('../features/emergency/pages/emergency-page.tsx'),
  (m) => m.EmergencyPage,
  '/emergency',
);
const emergencyResponse = lazyPage(
  () => import('../features/emergency/pages/emergency-response-page.tsx'),
  (m) => m.EmergencyResponsePage,
  '/emergency-response',
);
const legalAid = lazyPage(
  () => import('../features/legal/pages/legal-aid-page.tsx'),
  (m) => m.LegalAidPage,
  '/legal-aid',
);
const legalHub = lazyPage(
  () => import('../features/legal/pages/legal-hub-page.tsx'),
  (m) => m.LegalHubPage,
  '/legal-hub',
);
const joinAsProfessional = lazyPage(
  () => import('../features/legal/pages/join-as-professional-page.tsx'),
  (m) => m.JoinAsProfessionalPage,
  '/lawyers/join',
);
const lawyerProfile = lazyPage(
  () => import('../features/legal/pages/lawyer-profile-page.tsx'),
  (m) => m.LawyerProfilePage,
);
const professionalProfile = lazyPage(
  () => import('../features/legal/pages/professional-profile-page.tsx'),
  (m) => m.ProfessionalProfilePage,
  '/legal-hub/professional',
);
// With the vault's gate (app/consultation-screens.tsx): they share and open vault documents.
const requestConsultation = lazyPage(
  () => import('./consultation-screens.tsx'),
  (m) => m.RequestConsultationScreen,
);
const consultation = lazyPage(
  () => import('./consultation-screens.tsx'),
  (m) => m.ConsultationScreen,
);
// A guide of the legal hub: its own chunk, loaded by address (no single path to preload).
const legalGuide = lazyPage(
  () => import('../features/legal/guides/guide-page.tsx'),
  (m) => m.LegalGuidePage,
);
const documents = lazyPage(
  () => import('../features/vault/pages/documents-page.tsx'),
  (m) => m.DocumentsPage,
  '/documents',
);
const ownerDashboard = lazyPage(
  () => import('../features/owner/pages/dashboard-page.tsx'),
  (m) => m.OwnerDashboardPage,
  '/owner/dashboard',
);
const community = lazyPage(
  () => import('../features/community/pages/community-page.tsx'),
  (m) => m.CommunityPage,
  '/community',
);
const communityPost = lazyPage(
  () => import('../features/community/pages/post-page.tsx'),
  (m) => m.PostPage,
);
const family = lazyPage(
  () => import('../features/family/pages/family-page.tsx'),
  (m) => m.FamilyPage,
  '/family',
);
const familyJoin = lazyPage(
  () => import('../features/family/pages/family-join-page.tsx'),
  (m) => m.FamilyJoinPage,
  '/family/join',
);
const analytics = lazyPage(
  () => import('../features/analytics/pages/analytics-page.tsx'),
  (m) => m.AnalyticsPage,
  '/analytics',
);
const advancedSecurity = lazyPage(
  () => import('../features/security/pages/advanced-security-page.tsx'),
  (m) => m.AdvancedSecurityPage,
  '/advanced-security',
);
const settings = lazyPage(
  () => import('../features/settings/pages/settings-page.tsx'),
  (m) => m.SettingsPage,
  '/settings',
);
const help = lazyPage(
  () => import('../features/help/pages/help-page.tsx'),
  (m) => m.HelpPage,
  '/help',
);
const proof = lazyPage(
  () => import('../features/proof/pages/proof-page.tsx'),
  (m) => m.ProofPage,
);
const keepAccount = lazyPage(
  () => import('../features/settings/pages/keep-account-page.tsx'),
  (m) => m.KeepAccountPage,
);
const dashboard = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page.tsx'),
  (m) => m.DashboardPage,
  '/dashboard',
);

/** The spec's public routes (§2). */
export const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/affiliate/signup',
  '/organization/registry',
  '/organization/signup',
  '/organization/advertising',
  // Issue 12: an invitation link is opened before its reader has an account.
  '/family/join',
  // Issue 13: free legal aid and the registry must help on a first visit, signed out; a professional joins
  // before having an account.
  '/legal-aid',
  '/lawyers/join',
  // Issue 15: the answers must help before sign-in; writing to support asks to sign in on the page itself.
  '/help',
] as const;

/** The spec's routes that need a signed-in user (§2); a visitor is sent to /auth. */
export const PROTECTED_PATHS = [
  '/affiliate/dashboard',
  '/payment',
  '/onboarding',
  '/organization/onboarding',
  '/organization/dashboard',
  '/emergency',
  '/documents',
  '/owner/dashboard',
  '/community',
  '/family',
  '/legal-hub',
  '/legal-hub/professional',
  '/analytics',
  '/advanced-security',
  '/advanced-security-center',
  '/emergency-response',
  '/settings',
  '/dashboard',
] as const;

export const routes: RouteObject[] = [
  {
    // A proof-of-status link is opened by someone without an account (a lawyer, an officer): no welcome screen
    // in the way, no app chrome that needs a session; the language picker is in the plain header.
    path: '/proof/:linkId',
    element: <StandaloneLayout />,
    errorElement: <RouteErrorScreen />,
    children: [{ index: true, element: proof }],
  },
  {
    // The emailed link that keeps an account scheduled for deletion: opened from a mail app, maybe signed out.
    path: '/account/keep',
    element: <StandaloneLayout />,
    errorElement: <RouteErrorScreen />,
    children: [{ index: true, element: keepAccount }],
  },
  {
    path: '/',
    // A first visit (no language stored) gets the welcome screen before anything else.
    element: (
      <WelcomeGate>
        <RootLayout />
      </WelcomeGate>
    ),
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: home },
      { path: 'auth', element: auth },
      { path: 'affiliate/signup', element: affiliateSignup },
      { path: 'organization/registry', element: organizationRegistry },
      { path: 'organization/signup', element: organizationSignup },
      { path: 'organization/advertising', element: organizationAdvertising },
      { path: 'family/join', element: familyJoin },
      { path: 'legal-aid', element: legalAid },
      { path: 'lawyers/join', element: joinAsProfessional },
      { path: 'help', element: help },
      // A verified professional's public profile: linked from /legal-aid, which works signed out.
      { path: 'lawyers/:professionalId', element: lawyerProfile },
      // A guide is public content: the notario warning on the public pages links to the scams guide.
      { path: 'legal-hub/guides/:guideId', element: legalGuide },
      {
        element: <RequireSession />,
        children: [
          // Open to a profile marked ineligible (PATHS_OPEN_WHEN_INELIGIBLE): to fix an answer, leave, or ask.
          { path: 'onboarding', element: onboarding },
          { path: 'settings', element: settings },
          {
            // Everything else shows the restricted-access notice to a profile marked ineligible.
            element: <RequireEligibility />,
            children: [
              { path: 'affiliate/dashboard', element: affiliateDashboard },
              { path: 'payment', element: payment },
              { path: 'organization/onboarding', element: organizationOnboarding },
              { path: 'organization/dashboard', element: organizationDashboard },
              { path: 'emergency', element: emergency },
              { path: 'documents', element: documents },
              { path: 'owner/dashboard', element: ownerDashboard },
              { path: 'community', element: community },
              { path: 'community/posts/:postId', element: communityPost },
              { path: 'family', element: family },
              { path: 'legal-hub', element: legalHub },
              { path: 'legal-hub/professional', element: professionalProfile },
              { path: 'legal-hub/consult/:professionalId', element: requestConsultation },
              { path: 'legal-hub/consultations/:consultationId', element: consultation },
              { path: 'analytics', element: analytics },
              { path: 'advanced-security', element: advancedSecurity },
              // The spec's second address for the same screen.
              { path: 'advanced-security-center', element: advancedSecurity },
              { path: 'emergency-response', element: emergencyResponse },
              { path: 'dashboard', element: dashboard },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
