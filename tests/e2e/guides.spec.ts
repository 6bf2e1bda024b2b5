import { expect, test } from '@playwright/test';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { guideRoutes } from './site-map';

test.describe('printable guides', { tag: '@once' }, () => {
  // Printing is checked once.

  test('every industry has a guide of five items, each with a Print/Save as PDF button', async ({ page }) => {
    expect(guideRoutes.length).toBeGreaterThanOrEqual(7);
    await page.goto(guideRoutes[0]!);
    await expect(page.locator('.guide-item')).toHaveCount(5);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('the closing contact line reads "studio · e-mail · phone · contact page", each kept on one line', async ({ page }) => {
    await page.goto(guideRoutes[0]!);
    const line = page.locator('article.guide > footer p').nth(1);
    const text = (await line.textContent())!.replace(/\s+/g, ' ').trim();
    expect(text).toBe(`${STUDIO.name} · ${STUDIO.email} · ${STUDIO.phone} · ${new URL('/contact', STUDIO.url).host}/contact`);
    for (const part of await line.locator('a, span').all()) {
      expect(await part.evaluate((el) => getComputedStyle(el).whiteSpace), (await part.textContent())!).toBe('nowrap');
    }
  });

  for (const route of guideRoutes) {
    test(`${route} prints to a one- or two-page PDF without the site chrome`, async ({ page }) => {
      await page.goto(route);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header[data-site-header]')).toBeHidden();
      await expect(page.locator('footer[data-site-footer]')).toBeHidden();
      await expect(page.locator('[data-sticky-cta]')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
      const pdf = await page.pdf({ format: 'Letter' });
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
});
