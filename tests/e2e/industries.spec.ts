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

test.describe('the industry hero picture', () => {
  const [industry] = INDUSTRIES;

  test(`${industry!.path}: beside the headline on a wide screen, not downloaded on a phone`, async ({ page, isMobile }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && /\.(avif|webp)$/.test(new URL(request.url()).pathname)) pictures.push(request.url());
    });
    await page.goto(industry!.path);
    const headline = page.getByRole('heading', { level: 1 });
    const picture = page.locator('[data-industry-hero-image]');
    await page.waitForLoadState('load');
    if (isMobile) {
      // The hero is text alone: its headline stays the largest paint and no picture is fetched.
      await expect(picture).toBeHidden();
      expect(pictures.filter((url) => url.includes(`/_astro/${industry!.slug}.`))).toEqual([]);
      return;
    }
    await expect(picture).toBeVisible();
    const { loaded, currentSrc } = await picture.evaluate((img: HTMLImageElement) => ({ loaded: img.complete && img.naturalWidth > 1, currentSrc: img.currentSrc }));
    expect(loaded, 'the picture has loaded').toBe(true);
    expect(currentSrc).toMatch(/\.avif$/);
    const [text, image] = [(await headline.boundingBox())!, (await picture.boundingBox())!];
    expect(image.x, 'the picture is to the right of the headline').toBeGreaterThan(text.x + text.width);
  });
});

// Two columns on a wide screen.
test.describe('the industry template', { tag: '@desktop' }, () => {

  test('"Why it matters" starts its points at the top; the testimonial opens with one quote mark', async ({ page }) => {
    await page.goto(INDUSTRIES[0]!.path);
    const why = page.locator('section[aria-labelledby="why-heading"]');
    const eyebrow = (await why.getByText('Why it matters', { exact: true }).boundingBox())!;
    const firstPoint = (await why.locator('ul > li').first().boundingBox())!;
    expect(Math.abs(firstPoint.y - eyebrow.y), 'the first point level with the top of the column beside it').toBeLessThan(24);

    const testimonial = page.getByRole('region', { name: 'Testimonial' });
    // The drawn mark opens the quote: the text itself starts and ends without one.
    await expect(testimonial.locator('svg')).toHaveCount(1);
    const quote = (await testimonial.locator('blockquote').textContent())!.trim();
    expect(quote).not.toMatch(/^["“”]|["“”]$/);
  });
});
