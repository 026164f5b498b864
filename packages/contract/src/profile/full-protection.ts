import type { CoverageKind } from '../family/family-limits.ts';

// Without zod on purpose: the sign-in screen and the layout ask this on the first screens, whose JavaScript has a
// size budget (docs/decisions/018-size-budgets.md); profile.ts would bring zod along.

/** Whether a profile has Full Protection, its own or through a family (issue 12). */
export function hasFullProtection(profile: { coverage: CoverageKind }): boolean {
  return profile.coverage !== 'none';
}
