/**
 * The smaller interactive blocks, one quick flow each: FAQ search, portfolio filters (a
 * framework-free script), cost calculator, before/after slider, count-up statistics and the
 * timeline details.
 * Each runs once, on desktop (none of them behaves differently on phones).
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, island, nextFrames } from '../fixtures/islands';

test.describe('FAQ search', { tag: '@once' }, () => {

  test('filters the nine questions (trimmed, case-insensitive) and shows the no-results message', async ({ page }) => {
    // No island: the search is a script in the page; no framework code is requested at all.
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/faq');
    await expect(page.locator('astro-island')).toHaveCount(0);
    const faq = page.locator('[data-faq]');
    const questions = faq.locator('details');
    const shown = faq.locator('details:visible');
    const search = faq.getByRole('searchbox', { name: 'Search the FAQ' });
    await expect(questions).toHaveCount(9);
    await expect(shown).toHaveCount(9);
    await expect(faq.getByText('9 questions', { exact: true })).toBeVisible();

    // Works as an accordion.
    await shown.first().locator('summary').click();
    await expect(shown.first()).toHaveAttribute('open', '');

    await search.fill('  WCAG  ');
    await expect(shown).toHaveCount(1);
    await expect(shown.first().locator('summary')).toHaveText('Will my site be accessible?');
    await expect(faq.getByText('1 of 9 questions match', { exact: true })).toBeVisible();

    // Matches answers as well as questions.
    await search.fill('retainer');
    await expect(shown).toHaveCount(1);
    await expect(shown.first().locator('summary')).toHaveText('Where will my site be hosted, and what does hosting cost?');

    await search.fill('zebra crossing');
    await expect(shown).toHaveCount(0);
    const empty = faq.locator('[data-faq-empty]');
    await expect(empty).toContainText('No questions match “zebra crossing”.');
    await expect(empty.getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/contact');

    await search.fill('   ');
    await expect(shown).toHaveCount(9);
    await expect(empty).toBeHidden();
    expect(scripts.filter((url) => /\/_astro\/react\./.test(url)), 'framework code on /faq').toEqual([]);
  });
});

test.describe('portfolio filters', { tag: '@once' }, () => {

  test('all six cards are in the HTML before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of ['/case-studies', '/portfolio']) {
        await page.goto(path);
        const cards = page.locator('[data-portfolio] li[data-slug]');
        await expect(cards).toHaveCount(6);
        for (const card of await cards.all()) await expect(card).toBeVisible();
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/case\/[a-z0-9-]+$/);
      }
    } finally {
      await context.close();
    }
  });

  test('industry and capability rows combine; a card shows when it matches both', async ({ page }) => {
    await page.goto('/case-studies');
    const gallery = page.locator('[data-portfolio]');
    const industry = gallery.getByRole('group', { name: 'Industry' });
    const capability = gallery.getByRole('group', { name: 'Capability' });
    // No island: the filters are a script that runs once the page is parsed, and no framework loads.
    await expect(page.locator('astro-island')).toHaveCount(0);
    const visible = gallery.locator('li[data-slug]:visible');
    const slugs = () => visible.evaluateAll((items) => items.map((li) => li.getAttribute('data-slug')).sort());

    await expect(industry.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(capability.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(industry.getByRole('button')).toHaveText(['All', 'Accountants', 'Law Firm', 'Consultants', 'Local Business', 'Professional Services']);
    await expect(capability.getByRole('button')).toHaveText(['All', 'Design', 'Build', 'Performance', 'SEO', 'Messaging']);
    await expect(visible).toHaveCount(6);

    await industry.getByRole('button', { name: 'Law Firm' }).click();
    await expect(industry.getByRole('button', { name: 'Law Firm' })).toHaveAttribute('aria-pressed', 'true');
    await expect(industry.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(slugs).toEqual(['brightline-legal', 'whitfield-law']);
    await expect(gallery.locator('[data-portfolio-count]')).toHaveText('Showing 2 of 6 projects');
    await expect(gallery.getByRole('button', { name: 'Clear filters' })).toBeVisible();

    await capability.getByRole('button', { name: 'SEO' }).click();
    await expect.poll(slugs).toEqual(['brightline-legal']);

    await industry.getByRole('button', { name: 'Accountants' }).click();
    await capability.getByRole('button', { name: 'Messaging' }).click();
    await expect(visible).toHaveCount(0);
    await expect(gallery.getByText('No projects match both filters yet.')).toBeVisible();
    await gallery.getByRole('button', { name: 'Show all projects' }).click();
    await expect(visible).toHaveCount(6);
    await expect(industry.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(capability.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('cost calculator', () => {
  test('defaults to 3 years; 1, 3 and 5 years show -$520, $440 and $1,400', { tag: '@once' }, async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page, 'CostCalculator');
    const calculator = page.locator('[data-cost-calculator]');
    const savings = calculator.locator('[data-savings]');
    await expect(calculator.getByRole('radio', { name: '3 years' })).toBeChecked();
    await expect(savings).toHaveText('$440');

    await calculator.locator('label', { hasText: /^1 year$/ }).click();
    await expect(calculator.getByRole('radio', { name: '1 year' })).toBeChecked();
    await expect(savings).toHaveText('-$520');
    await expect(calculator.locator('[data-studio-total]')).toHaveText('$4,620');
    await expect(calculator.locator('[data-agency-total]')).toHaveText('$4,100');
    await expect(calculator.locator('[data-savings-summary]')).toHaveText(
      'Over 1 year a typical agency costs $520 less. Ownership pays off over longer horizons.',
    );

    await calculator.locator('label', { hasText: /^5 years$/ }).click();
    await expect(savings).toHaveText('$1,400');
    await calculator.locator('label', { hasText: /^3 years$/ }).click();
    await expect(savings).toHaveText('$440');

    // Arrow keys move through the radio group.
    await calculator.getByRole('radio', { name: '3 years' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(calculator.getByRole('radio', { name: '5 years' })).toBeChecked();
    await expect(savings).toHaveText('$1,400');
  });
});

test.describe('before/after slider', () => {
  test('moves with the arrow keys, Home and End, exposed as a slider', { tag: '@once' }, async ({ page }) => {
    await page.goto('/lawyers');
    // Not an island: a framework-free script wires it once the page has loaded.
    const figure = page.locator('[data-before-after]').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-enhanced', '');
    const slider = figure.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await expect(slider).toHaveAttribute('aria-valuetext', '55% before, 45% after');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '45');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    // The before image is clipped to match.
    const clip = await page
      .locator('[data-before-after]')
      .first()
      .locator('img')
      .nth(1)
      .evaluate((img) => (img as HTMLImageElement).style.clipPath);
    expect(clip).toBe('inset(0px 100% 0px 0px)');

    // A mouse drag moves it too, and the page does not select text or drag the image meanwhile.
    const box = (await figure.locator('[data-before-after-frame]').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    await page.mouse.down();
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('aria-valuenow', '75');
    await expect(slider).toBeFocused();
    expect(await page.evaluate(() => String(window.getSelection()))).toBe('');
  });

  test('keeps the whole handle and its focus ring inside the frame at either end', async ({ page }) => {
    await page.goto('/lawyers');
    const figure = page.locator('[data-before-after]').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-enhanced', '');
    const slider = figure.getByRole('slider');
    const frame = (await figure.locator('[data-before-after-frame]').boundingBox())!;
    const divider = figure.locator('[data-before-after-divider]');
    const handle = async () => (await slider.boundingBox())!;
    const RING = 5; // 3 px outline + 2 px offset

    // In the middle the handle sits centred on the divider.
    const middle = await handle();
    const line = (await divider.boundingBox())!;
    expect(Math.abs(middle.x + middle.width / 2 - (line.x + line.width / 2))).toBeLessThanOrEqual(1);

    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect((await handle()).x - RING).toBeGreaterThanOrEqual(frame.x - 0.5);
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    const end = await handle();
    expect(end.x + end.width + RING).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  });
  test('is large enough to read on a phone, both pictures cropped alike', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/lawyers');
    const figure = page.locator('[data-before-after]').first();
    await figure.scrollIntoViewIfNeeded();
    const frame = (await figure.locator('[data-before-after-frame]').boundingBox())!;
    // Taller than wide: the top of each page shot at a readable scale, not the whole shot at a third of its size.
    expect(frame.height).toBeGreaterThan(frame.width);
    const [after, before] = await figure.locator('img').evaluateAll((images) =>
      images.map((img) => {
        const style = getComputedStyle(img);
        const box = img.getBoundingClientRect();
        return { fit: style.objectFit, position: style.objectPosition, width: box.width, height: box.height };
      }),
    );
    expect(after).toEqual(before);
    expect(after).toMatchObject({ fit: 'cover', position: '0% 0%', height: frame.height - 2 });
  });
});

test.describe('count-up statistics', () => {
  const FINAL = ['100+', '20+', '4-8'];

  async function watchStats(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __statTexts: string[] }).__statTexts = seen;
      new MutationObserver(() => {
        const list = document.querySelector('[data-count-up]');
        if (list) seen.push([...list.querySelectorAll('dd:first-of-type')].map((dd) => dd.textContent).join('|'));
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  test('shows the final values at once under prefers-reduced-motion', { tag: '@once' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchStats(page);
    await page.goto('/about');
    const values = page.locator('[data-count-up] > div > dd:first-of-type');
    await expect(values).toHaveText(FINAL);
    await page.locator('[data-count-up]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-count-up]')).toBeInViewport();
    await nextFrames(page, 6);
    await expect(values).toHaveText(FINAL);
    await expect(page.locator('[data-count-up] [aria-hidden="true"]')).toHaveCount(0);
    const texts = await page.evaluate(() => (window as unknown as { __statTexts: string[] }).__statTexts);
    expect(new Set(texts.filter(Boolean))).toEqual(new Set([FINAL.join('|')]));
  });

  test('counts up when it comes into view and ends on the final values', { tag: '@once' }, async ({ page }) => {
    await watchStats(page);
    await page.goto('/about');
    // No island: a script in the page starts the count when the list comes into view.
    await expect(page.locator('astro-island')).toHaveCount(0);
    await page.locator('[data-count-up]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-count-up] > div > dd:first-of-type')).toHaveText(FINAL, { timeout: 10_000 });
    await expect(page.locator('[data-count-up] [aria-hidden="true"]')).toHaveCount(0);
    // It did move: intermediate numbers were shown (with the final value for screen readers).
    const texts = await page.evaluate(() => (window as unknown as { __statTexts: string[] }).__statTexts);
    expect(texts.some((t) => t && t !== FINAL.join('|'))).toBe(true);
  });
});

test.describe('timeline', { tag: '@once' }, () => {

  test('a bar shows its details on keyboard focus and hides them on Escape', async ({ page }) => {
    await page.goto('/timeline');
    await hydrated(page, 'TimelineChart');
    const bar = page.locator('[data-task="design-visual"]');
    const tip = page.locator('#timeline-tip-design-visual');
    await expect(bar).toHaveAccessibleName(/^Design: wireframes and visual design: .*In progress$/);
    await expect(tip).toBeHidden();
    // Keyboard focus: tab from the bar before it.
    await page.locator('[data-task="design-messaging"]').focus();
    await page.keyboard.press('Tab');
    await expect(bar).toBeFocused();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Maya Okafor');
    await expect(tip).toContainText('Mobile-first wireframes');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    // Status classes: planned when no status is given.
    await expect(page.locator('li[data-status]:has([data-task="development-performance"])')).toHaveAttribute('data-status', 'planned');
    await expect(page.locator('li[data-status]:has([data-task="discovery-kickoff"])')).toHaveAttribute('data-status', 'done');
    await expect(island(page, 'TimelineChart')).toHaveCount(1);
  });
});

test('timeline on a phone: a tap on a bar shows its details, a second tap hides them', { tag: '@phone' }, async ({ page }) => {
  // Touch: phones.
  await page.goto('/timeline');
  await hydrated(page, 'TimelineChart');
  const bar = page.locator('[data-task="discovery-kickoff"]');
  const tip = page.locator('#timeline-tip-discovery-kickoff');
  await bar.scrollIntoViewIfNeeded();
  await expect(tip).toBeHidden();
  await bar.tap();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('Maya Okafor');
  await bar.tap();
  await expect(tip).toBeHidden();
  // Scrolled sideways, the rows keep their task names in view.
  const scroller = page.locator('[data-timeline] .overflow-x-auto');
  await scroller.evaluate((el) => (el.scrollLeft = 300));
  const name = page.locator('[data-timeline] li', { hasText: 'Discovery: kickoff' }).locator('> span').first();
  expect((await name.boundingBox())!.x).toBeGreaterThanOrEqual((await scroller.boundingBox())!.x - 1);
  await expect(page.getByText(/Swipe the chart sideways to see all \d weeks/)).toBeVisible();
});
