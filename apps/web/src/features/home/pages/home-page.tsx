import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ClosingSection } from '../components/closing-section.tsx';
import { FeatureList } from '../components/feature-list.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { PlanList } from '../components/plan-list.tsx';
import { RestrictedAccessNotice } from '../components/restricted-access-notice.tsx';
import { SecuritySection } from '../components/security-section.tsx';

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <div className="flex flex-col gap-14 pb-16 sm:gap-20">
      <HeroSection />
      <RestrictedAccessNotice />
      <FeatureList />
      <PlanList />
      <SecuritySection />
      <ClosingSection />
    </div>
  );
}
