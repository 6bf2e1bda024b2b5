/**
 * A portfolio entry with a story (an MDX file of src/content/portfolio with `story`) is a full case
 * study at /case/{slug}: its results, challenge and approach, its prose with the site's
 * components, its before/after pictures and its client's quote, with its own share card and an
 * Article about the client's website for search engines. An entry without a story still says its
 * case study is coming soon. What each page should say is read from the same content files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { portfolioEntries } from './site-map';

interface Story {
  description: string;
  challenge: string;
  results: { value: string; label: string }[];
  quote?: { quote: string; author: string };
  beforeAfter?: { caption: string };
}
const withStory = portfolioEntries.find((entry) => entry.story) as (typeof portfolioEntries)[number] & { story: Story };
const withoutStory = portfolioEntries.find((entry) => !entry.story)!;
const pageTexts = parse(readFileSync(join(import.meta.dirname, '..', '..', 'src/content/pages/case-study.yaml'), 'utf8')) as {
  comingSoon: string;
  backLinkText: string;
  story: { challengeTitle: string; storyTitle: string };
};
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('case studies', { tag: '@once' }, () => {
  test('the portfolio has an entry with a story and one without', () => {
    expect(withStory, 'a portfolio file with a story block').toBeDefined();
    expect(withoutStory, 'a portfolio file without one').toBeDefined();
  });

  test('a case study with a story renders in full, with its own share card and an Article for search engines', async ({ page, request }) => {
    const path = `/case/${withStory.slug}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const { story } = withStory;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStory.title);
    for (const result of story.results) {
      await expect(page.getByText(result.value, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(oneLine(result.label), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: pageTexts.story.challengeTitle })).toBeVisible();
    await expect(page.getByText(oneLine(story.challenge))).toBeVisible();
    // The prose of the MDX file, with the site's components rendered in it.
    await expect(page.getByRole('heading', { name: pageTexts.story.storyTitle })).toBeVisible();
    await expect(page.locator('#story-heading ~ div strong').first()).toBeVisible();
    await expect(page.getByText(pageTexts.comingSoon.split('{client}')[1]!.trim())).toHaveCount(0);
    if (story.beforeAfter) await expect(page.locator('[data-before-after]')).toHaveCount(1);
    if (story.quote) await expect(page.locator('blockquote')).toHaveText(oneLine(story.quote.quote));

    // Its own share card: the build drew it, and the page names it.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(card!).pathname).toBe(`/og${path}.png`);
    const image = await request.get(new URL(card!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', new RegExp(withStory.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', oneLine(story.description));

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: withStory.title,
      description: oneLine(story.description),
      about: { '@type': 'CreativeWork', sourceOrganization: { name: withStory.client } },
    });
    expect(new URL(article.image).pathname).toBe(`/og${path}.png`);
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('an entry without a story still says its case study is coming soon', async ({ page }) => {
    const response = await page.goto(`/case/${withoutStory.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutStory.title);
    await expect(page.getByText(pageTexts.comingSoon.replace('{client}', withoutStory.client))).toBeVisible();
    await expect(page.getByRole('link', { name: pageTexts.backLinkText })).toHaveAttribute('href', '/case-studies');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).not.toContain('Article');
    // Its share card is its own too.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(card!).pathname).toBe(`/og/case/${withoutStory.slug}.png`);
  });

  test("the portfolio card's link leads to the full case study", async ({ page }) => {
    await page.goto('/case-studies');
    const link = page.locator(`a[href="/case/${withStory.slug}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/case/${withStory.slug}$`));
    await expect(page.getByRole('heading', { name: pageTexts.story.challengeTitle })).toBeVisible();
  });
});
