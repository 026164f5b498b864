import { type ComponentType, lazy } from 'react';
import { WelcomeGate } from '../features/welcome/components/welcome-gate.tsx';
import { Navigate, type RouteObject } from '../lib/router/index.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { StandaloneLayout } from './standalone-layout.tsx';

// Signed-in screens only: the eligibility check (and its notice) loads with the first of them.
const RequireEligibility = lazy(() =>
  import('../features/onboarding/components/require-eligibility.tsx').then((module) => ({
    default: module.RequireEligibility,
  })),
);

/** One lazily loaded chunk per page: `/` downloads only the home page's code. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const home = lazyPage(
  () => import('../features/home/pages/home-page.tsx'),
  (m) => m.HomePage,
);
const auth = lazyPage(
  () => import('../features/auth/pages/auth-page.tsx'),
  (m) => m.AuthPage,
);
const affiliateSignup = lazyPage(
  () => import('../features/affiliates/pages/signup-page.tsx'),
  (m) => m.AffiliateSignupPage,
);
const affiliateDashboard = lazyPage(
  () => import('../features/affiliates/pages/dashboard-page.tsx'),
  (m) => m.AffiliateDashboardPage,
);
const organizationRegistry = lazyPage(
  () => import('../features/organizations/pages/registry-page.tsx'),
  (m) => m.OrganizationRegistryPage,
);
const organizationSignup = lazyPage(
  () => import('../features/organizations/pages/signup-page.tsx'),
  (m) => m.OrganizationSignupPage,
);
const organizationAdvertising = lazyPage(
  () => import('../features/organizations/pages/advertising-page.tsx'),
  (m) => m.OrganizationAdvertisingPage,
);
const organizationOnboarding = lazyPage(
  () => import('../features/organizations/pages/onboarding-page.tsx'),
  (m) => m.OrganizationOnboardingPage,
);
const organizationDashboard = lazyPage(
  () => import('../features/organizations/pages/dashboard-page.tsx'),
  (m) => m.OrganizationDashboardPage,
);
const payment = lazyPage(
  () => import('../features/billing/pages/payment-page.tsx'),
  (m) => m.PaymentPage,
);
const onboarding = lazyPage(
  () => import('../features/onboarding/pages/onboarding-page.tsx'),
  (m) => m.OnboardingPage,
);
const emergency = lazyPage(
  () => import('../features/emergency/pages/emergency-page.tsx'),
  (m) => m.EmergencyPage,
);
const emergencyResponse = lazyPage(
  () => import('../features/emergency/pages/emergency-response-page.tsx'),
  (m) => m.EmergencyResponsePage,
);
const legalAid = lazyPage(
  () => import('../features/legal/pages/legal-aid-page.tsx'),
  (m) => m.LegalAidPage,
);
const legalHub = lazyPage(
  () => import('../features/legal/pages/legal-hub-page.tsx'),
  (m) => m.LegalHubPage,
);
const documents = lazyPage(
  () => import('../features/vault/pages/documents-page.tsx'),
  (m) => m.DocumentsPage,
);
const ownerDashboard = lazyPage(
  () => import('../features/owner/pages/dashboard-page.tsx'),
  (m) => m.OwnerDashboardPage,
);
const community = lazyPage(
  () => import('../features/community/pages/community-page.tsx'),
  (m) => m.CommunityPage,
);
const family = lazyPage(
  () => import('../features/family/pages/family-page.tsx'),
  (m) => m.FamilyPage,
);
const analytics = lazyPage(
  () => import('../features/analytics/pages/analytics-page.tsx'),
  (m) => m.AnalyticsPage,
);
const advancedSecurity = lazyPage(
  () => import('../features/security/pages/advanced-security-page.tsx'),
  (m) => m.AdvancedSecurityPage,
);
const settings = lazyPage(
  () => import('../features/settings/pages/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const help = lazyPage(
  () => import('../features/help/pages/help-page.tsx'),
  (m) => m.HelpPage,
);
const proof = lazyPage(
  () => import('../features/proof/pages/proof-page.tsx'),
  (m) => m.ProofPage,
);
const dashboard = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);

/** The spec's public routes (§2). */
export const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/affiliate/signup',
  '/organization/registry',
  '/organization/signup',
  '/organization/advertising',
] as const;

/** The spec's routes that need a signed-in user (§2); a visitor is sent to /auth. */
export const PROTECTED_PATHS = [
  '/affiliate/dashboard',
  '/payment',
  '/onboarding',
  '/organization/onboarding',
  '/organization/dashboard',
  '/emergency',
  '/legal-aid',
  '/documents',
  '/owner/dashboard',
  '/community',
  '/family',
  '/legal-hub',
  '/analytics',
  '/advanced-security',
  '/advanced-security-center',
  '/emergency-response',
  '/settings',
  '/help',
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
      {
        element: <RequireSession />,
        children: [
          // Open to a profile marked ineligible (PATHS_OPEN_WHEN_INELIGIBLE): to fix an answer, leave, or ask.
          { path: 'onboarding', element: onboarding },
          { path: 'settings', element: settings },
          { path: 'help', element: help },
          {
            // Everything else shows the restricted-access notice to a profile marked ineligible.
            element: <RequireEligibility />,
            children: [
              { path: 'affiliate/dashboard', element: affiliateDashboard },
              { path: 'payment', element: payment },
              { path: 'organization/onboarding', element: organizationOnboarding },
              { path: 'organization/dashboard', element: organizationDashboard },
              { path: 'emergency', element: emergency },
              { path: 'legal-aid', element: legalAid },
              { path: 'documents', element: documents },
              { path: 'owner/dashboard', element: ownerDashboard },
              { path: 'community', element: community },
              { path: 'family', element: family },
              { path: 'legal-hub', element: legalHub },
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
