/**
 * Rows of cards whose count does not fill the last row (7 industries in rows of 4, 3 team members
 * in rows of 2, 5 services in rows of 3) keep every card the same width and centre the last row,
 * instead of leaving an empty slot at its end.
 */
import { expect, test, type Page } from '@playwright/test';

/** Each list, with the widths at which its cards take more than one row. */
const LISTS = [
  { route: '/', heading: 'Websites built for your kind of firm', wrapsAt: [1280, 768] },
  { route: '/about', heading: 'The team', wrapsAt: [768] },
  { route: '/lawyers', heading: 'What we build for lawyers', wrapsAt: [1280, 768] },
] as const;

// Rows of several cards, at desktop and tablet widths: runs in the desktop project only (playwright.config.ts).

async function rowsOf(page: Page, heading: string) {
  const list = page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) }).locator('ul').first();
  return list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    const items = [...ul.children].map((li) => li.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const item of items) rows.set(Math.round(item.top), [...(rows.get(Math.round(item.top)) ?? []), item]);
    return {
      list: { left: box.left, right: box.right },
      rows: [...rows.values()].map((row) => ({ left: Math.min(...row.map((r) => r.left)), right: Math.max(...row.map((r) => r.right)), widths: row.map((r) => r.width) })),
    };
  });
}

for (const width of [1280, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { route, heading } of LISTS.filter((list) => (list.wrapsAt as readonly number[]).includes(width))) {
      test(`${route} "${heading}": equal cards, the last row centred`, async ({ page }) => {
        await page.goto(route);
        const { list, rows } = await rowsOf(page, heading);
        expect(rows.length, 'more than one row at this width').toBeGreaterThan(1);
        const widths = rows.flatMap((row) => row.widths);
        for (const w of widths) expect(Math.abs(w - widths[0]!)).toBeLessThanOrEqual(1);
        // Full rows span the list; the last row has the same room on either side.
        expect(Math.abs(rows[0]!.left - list.left)).toBeLessThanOrEqual(1);
        const last = rows.at(-1)!;
        expect(Math.abs(last.left - list.left - (list.right - last.right))).toBeLessThanOrEqual(1);
      });
    }
  });
}
