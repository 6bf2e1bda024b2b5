/**
 * The industry files are the one registry of industries: every place that lists them lists what
 * the files say, in their menu order. The expectations come from the catalogue the build writes
 * from the files, so a new industry file is checked here without editing this test. Each list
 * shows at most INDUSTRY_LIST_LIMIT of them (firstOfList); past it, it links the index of all
 * (checked with many industry files in tests/build/industry-scale.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { firstOfList, INDUSTRY_INDEX_PATH } from '../../src/lib/industry-lists.ts';

const inHeader = firstOfList(INDUSTRIES.filter((industry) => industry.menu.header)).shown;
const listed = firstOfList(INDUSTRIES).shown;
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => `${a.textContent!.trim()} ${a.getAttribute('href')}`));
const menuLinks = (list: typeof INDUSTRIES) => list.map((industry) => `${industry.menu.label} ${industry.path}`);

test.describe('menus', () => {
  test("the header's Who We Serve dropdown and the footer list the industry files", { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    expect(await hrefs(page, 'nav[aria-label="Main"] details ul a')).toEqual(menuLinks(inHeader));
    expect(await hrefs(page, 'nav[aria-labelledby="footer-serve"] a')).toEqual(menuLinks(listed));
  });

  test('the mobile menu lists the industries of the dropdown', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Menu').tap();
    expect(await hrefs(page, 'nav[aria-label="Mobile"] ul[aria-labelledby="mobile-serve-heading"] a')).toEqual(menuLinks(inHeader));
  });
});

test.describe('pages made from the industry files', { tag: '@once' }, () => {
  // Markup: checked once.

  test('the home page has a card for every industry, in menu order', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Websites built for your kind of firm' }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(listed.map((i) => i.path));
    for (const [index, industry] of listed.entries()) await expect(cards.nth(index)).toContainText(industry.name);
  });

  test('the Who We Serve index lists every industry with its page and its guide, in menu order', async ({ page }) => {
    await page.goto(INDUSTRY_INDEX_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hrefs(page, 'section[aria-label="Industries"] li a')).toEqual(
      INDUSTRIES.flatMap((industry) => [`${industry.name} ${industry.path}`, `Quick wins for ${industry.menu.label} ${industry.guide.path}`]),
    );
    await page.getByRole('region', { name: 'Industries' }).getByRole('link', { name: INDUSTRIES[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${INDUSTRIES[0]!.path}$`));
  });

  test('/resources offers the featured guides with a form and links every guide', async ({ page }) => {
    await page.goto('/resources');
    const section = page.getByRole('region', { name: 'Quick-win guides' });
    for (const { guide } of firstOfList(INDUSTRIES.filter((industry) => industry.guide.featured)).shown) {
      await expect(section.getByRole('heading', { name: guide.title })).toBeVisible();
    }
    expect(await hrefs(page, 'section[aria-labelledby="guides-heading"] ul a')).toEqual(
      listed.map((industry) => `Quick wins for ${industry.menu.label} ${industry.guide.path}`),
    );
  });

  test('/ai-feedback offers every industry to tailor the review to', async ({ page }) => {
    await page.goto('/ai-feedback');
    const options = page.getByLabel(/^Industry/).locator('option');
    await expect(options).toHaveText(['Not listed', ...listed.map((industry) => industry.name)]);
  });

  for (const industry of INDUSTRIES) {
    test(`${industry.path}: its guide is offered on the page, printable, and downloadable`, async ({ page, request }) => {
      await page.goto(industry.path);
      await expect(page.getByRole('heading', { level: 2, name: industry.guide.title })).toBeVisible();
      const crumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(crumbs.itemListElement.at(-1).name).toBe(industry.name);

      await page.goto(industry.guide.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.guide.title);
      await expect(page.locator('.guide-item h2, .guide-item h3').first()).toContainText(industry.guide.itemTitles[0]!);
      await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', industry.guide.downloadUrl);
      const pdf = await request.get(industry.guide.downloadUrl);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  }
});
