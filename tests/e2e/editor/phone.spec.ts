/**
 * The editor on a phone (390 × 844), by keyboard: the top bar that stays on screen is one row (the
 * page and Save), no focused control is ever entirely under it (WCAG 2.2 2.4.11, Focus Not
 * Obscured) along a long Tab walk, the rich-text toolbar wraps instead of cutting off its last
 * buttons, list items use the width, nothing scrolls sideways, and axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fieldId, openEditor } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
/** Tab stops walked: past the section links, the first sections' fields and lists, into the hero. */
const STOPS = 220;

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
test.slow();

test('at 390 px the bar that stays is one row, and a long Tab walk never puts the focus under it', async ({ page }) => {
  await openEditor(page, 'lawyers.mdx');
  const bar = page.locator('.topbar');
  // Scrolled, only the row with the page choice and Save stays on screen.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => bar.evaluate((header) => header.getBoundingClientRect().bottom), { timeout: 15_000 }).toBeLessThanOrEqual(64);
  await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
  await expect(page.locator('#file-choice')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.locator('#editor-pane').focus();
  const hidden: string[] = [];
  let reached = 0;
  for (let n = 0; n < STOPS; n++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const header = document.querySelector('.topbar')!;
      let visible = 0;
      for (const fx of [0.05, 0.5, 0.95]) {
        for (const fy of [0.05, 0.5, 0.95]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (top && (el.contains(top) || top.contains(el)) && !(header.contains(top) && !header.contains(el))) visible++;
        }
      }
      return { label: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`, visible, id: el.id };
    });
    if (!stop) continue;
    reached++;
    if (stop.visible === 0) hidden.push(stop.label);
  }
  expect(reached).toBeGreaterThan(STOPS * 0.9);
  expect(hidden).toEqual([]);
});

test('at 390 px the prose toolbar wraps, list items use the width, nothing scrolls sideways, and axe is clean', async ({ page }) => {
  await openEditor(page, 'lawyers.mdx');
  const toolbar = page.locator('.prose-editor .mdxeditor-toolbar').first();
  await toolbar.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await expect(toolbar).toBeVisible({ timeout: 60_000 });
  const { outside, count } = await toolbar.evaluate((bar) => {
    const edge = bar.getBoundingClientRect();
    const buttons = [...bar.querySelectorAll<HTMLElement>('button, [role="combobox"]')];
    return { count: buttons.length, outside: buttons.filter((button) => button.getBoundingClientRect().right > edge.right + 1).map((button) => button.getAttribute('aria-label') ?? button.textContent) };
  });
  expect(count).toBeGreaterThan(5);
  expect(outside).toEqual([]);

  // An item of a list (a proof statistic) is as wide as its list, its buttons above it.
  const item = page.locator(`${fieldId('proof')} .array-item`).first();
  const [itemBox, fieldBox] = await Promise.all([item.boundingBox(), page.locator(fieldId('proof', 0)).boundingBox()]);
  expect(fieldBox!.width).toBeGreaterThan(itemBox!.width * 0.95);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('.preview-frame').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
