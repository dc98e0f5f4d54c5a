import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Every screen is checked with axe against WCAG 2.0 and 2.1, levels A and AA; no rule is disabled. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing node: rule, impact, what axe says, and where. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.failureSummary?.replace(/\s+/g, ' ')} at ${n.target.join(' ')}: ${n.html.slice(0, 200)}`,
    ),
  );
}

/** Scans the page as it is now (after the content named by `ready` is shown) and expects no violation. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  // Finite animations settle first: a half-faded dialog would be measured at the wrong contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect.soft(describe(results.violations), `axe violations on ${state}`).toEqual([]);
  expect.soft(results.passes.length, `axe ran its checks on ${state}`).toBeGreaterThan(0);
}
