import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * An axe run on the page as a person sees it once it has settled: every CSS animation or transition that ends
 * (a fade-in, a slide) has ended first. Caught mid-fade, text is half transparent and axe reports its colour
 * contrast — which happened on a busy machine to the "Loading…" line that fades in after 300 ms. Endless
 * animations (a spinner) are left running; they never hold text that fades.
 */
export async function settledAxe(page: Page): Promise<AxeBuilder> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return new AxeBuilder({ page });
}
