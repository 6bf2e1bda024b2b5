/** axe-core over a whole page, WCAG 2.2 AA and best practices: zero violations. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * axe's best practices too (heading order, one main landmark, no positive tabindex, unique
 * landmarks…): Lighthouse's accessibility score counts several of them.
 */
const TAGS = [...WCAG_22_AA, 'best-practice'];

/** Runs axe over the page and fails with one readable line per violating node. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const lines = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  );
  expect(lines, `${label}: axe violations`).toEqual([]);
}
