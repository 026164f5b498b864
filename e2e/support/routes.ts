// The routes of the spec (§2), shared by the specs that visit every one of them.

/** Open to anyone, signed in or not. */
export const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/affiliate/signup',
  '/organization/registry',
  '/organization/signup',
  '/organization/advertising',
  '/family/join',
  '/legal-aid',
  '/lawyers/join',
  '/help',
];

/** Only for a signed-in person: a visitor is sent to /auth. */
export const PROTECTED_ROUTES = [
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
];
