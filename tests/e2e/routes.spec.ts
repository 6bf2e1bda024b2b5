import { expect, test } from '@playwright/test';
import { ALL_REDIRECTS, ALL_ROUTES, industries } from './site-map';

test.describe('every route', { tag: '@desktop' }, () => {
  // Route coverage runs once, on desktop.

  test('the site has a page for each of the studio\'s audiences', () => {
    expect(industries.map((i) => i.slug)).toEqual(
      expect.arrayContaining(['accountants', 'consultants', 'creatives', 'lawyers', 'local-businesses', 'nonprofits', 'professional-services']),
    );
    expect(ALL_ROUTES.length).toBeGreaterThanOrEqual(17 + 7 + 6 + 7);
  });

  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 with one h1, a title, a canonical URL and the footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/Northlight Studio/);
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical).toMatch(/^https?:\/\//);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      if (route.startsWith('/guides/')) return; // printable guides still have the footer, checked below
      await expect(page.locator('footer[data-site-footer]')).toBeVisible();
    });
  }

  test('page titles and descriptions are unique', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${route} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });
});

test.describe('about', () => {
  test('milestones read in the order they happened, and the studio figures sit at their own height', async ({ page, isMobile }) => {
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Milestones' }).getByRole('listitem').locator('p:first-child')).toHaveText([
      '2022',
      '2023',
      '2024',
      'Today',
    ]);
    if (isMobile) return;
    // Beside the founder's story on desktop: the figure cards end with their text, not stretched
    // down to the story's last line.
    const story = await page.getByRole('region', { name: "The founder's story" }).locator('h2 + div').boundingBox();
    const figures = await page.locator('[data-count-up]').boundingBox();
    expect(figures!.height).toBeLessThan(story!.height);
  });
});

test.describe('industry pages', { tag: '@once' }, () => {
  // Markup: checked once.

  test("the hero's second button leads where its text says: the review, or the work", async ({ page }) => {
    for (const { slug } of industries) {
      await page.goto(`/${slug}`);
      const button = page.locator('section').first().locator('a.btn-ghost-light');
      const text = (await button.textContent())!;
      const href = await button.getAttribute('href');
      if (/review/i.test(text)) expect(href, `/${slug}: ${text}`).toBe(`/ai-feedback?industry=${slug}`);
      else if (/work|case stud/i.test(text)) expect(href, `/${slug}: ${text}`).toBe('/case-studies');
      else throw new Error(`/${slug}: add a rule for the hero button "${text}"`);
    }
  });
});

test('/local-businesses on a phone: the comparison table shows every column without scrolling sideways', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/local-businesses');
  const region = page.getByRole('region', { name: /: table$/ });
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(region.getByRole('columnheader')).toHaveCount(4);
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the spec text, a link home, and logs the path', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const response = await page.goto('/this-page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await page.waitForFunction(() => true);
    await expect.poll(() => messages.some((m) => m.includes('/this-page/does-not-exist'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('redirects', { tag: '@once' }, () => {

  test('every spec redirect and vanity alias is a permanent redirect to its page', async ({ request }) => {
    expect(ALL_REDIRECTS.length).toBeGreaterThanOrEqual(12);
    for (const { from, to } of ALL_REDIRECTS) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to);
    }
  });

  test('a redirect lands on the page in the browser', async ({ page }) => {
    await page.goto('/therapists');
    await expect(page).toHaveURL(/\/professional-services$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('search engines', { tag: '@once' }, () => {

  test('sitemap lists every page and robots.txt points to it', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
    expect(sitemapUrl).toBeTruthy();
    const sitemap = await (await request.get(new URL(sitemapUrl!).pathname)).text();
    for (const route of ALL_ROUTES.filter((r) => !['/payment-success', '/payment-canceled'].includes(r))) {
      expect(sitemap, route).toContain(route === '/' ? '/</loc>' : `${route}</loc>`);
    }
  });

  test('structured data: organization on home, FAQPage on /faq, breadcrumbs on industry pages', async ({ request }) => {
    const jsonLd = async (route: string) => {
      const html = await (await request.get(route)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    };
    expect((await jsonLd('/'))[0]['@type']).toBe('ProfessionalService');
    const faq = (await jsonLd('/faq'))[0];
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(9);
    const crumbs = (await jsonLd('/lawyers'))[0];
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.at(-1).item).toMatch(/\/lawyers$/);
  });
});
