import { lazy, Suspense } from 'react';

// What /emergency shows after the contacts, loaded once the page has painted rather than with it (issue 24,
// point 8): a returning person on a slow phone must see Help Me Now and their contacts first, and these parts bring
// the contract's schemas (zod), the rights guide, the plan's form and the incidents' list. Each appears as soon as
// its file arrives (the service worker holds them offline); nothing stands in its place meanwhile.

const LoadedActiveIncidentNotice = lazy(() =>
  import('../components/active-incident-notice.tsx').then((m) => ({ default: m.ActiveIncidentNotice })),
);
const LoadedAlertMessageSection = lazy(() =>
  import('../components/alert-message-section.tsx').then((m) => ({ default: m.AlertMessageSection })),
);
const LoadedRightsSection = lazy(() =>
  import('../rights/rights-section.tsx').then((m) => ({ default: m.RightsSection })),
);
const LoadedHotlinesSection = lazy(() =>
  import('../hotlines/hotlines-section.tsx').then((m) => ({ default: m.HotlinesSection })),
);
const LoadedPreparednessPlanSection = lazy(() =>
  import('../plan/preparedness-plan-section.tsx').then((m) => ({ default: m.PreparednessPlanSection })),
);

export function ActiveIncidentNotice() {
  return (
    <Suspense fallback={null}>
      <LoadedActiveIncidentNotice />
    </Suspense>
  );
}

/** The alert message, the rights guide, the hotlines and the family plan, in that order. */
export function LaterSections() {
  return (
    <Suspense fallback={null}>
      <LoadedAlertMessageSection />
      <LoadedRightsSection />
      <LoadedHotlinesSection />
      <LoadedPreparednessPlanSection />
    </Suspense>
  );
}
