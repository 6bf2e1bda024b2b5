/**
 * The guide PDFs that `npm run build` makes from the content (dist/downloads/, run after the
 * build): one for every guide of the catalogue, each industry file's quick-win guide and the ROI
 * guide, at the link the guide cards, the guide pages and the guide e-mail give. Each is a real
 * PDF with selectable text, its title and the studio as author, of US Letter pages; a quick-win
 * guide is one page showing its title and every item's title; sizes stay within budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROI_GUIDE, SITE } from '../../src/lib/config';
import { withSubstitutes } from '../../src/lib/pdf/pdf-writer';
import { fillRoiTokens, ROI_GUIDE_FILE } from '../../src/lib/roi-guide';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { GUIDE_CATALOGUE } from '../../netlify/lib/guides.ts';
import { readPdf } from './pdf-text';

const KiB = 1024;
/** Budgets: several times what the guides weigh in the standard fonts, so only something embedded by mistake (a font, an image) goes over. */
export const PDF_BUDGETS = { quickWinGuide: 40 * KiB, roiGuide: 100 * KiB } as const;
const LETTER = { width: 612, height: 792 };

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'index.html'));
const fileOf = (downloadUrl: string) => join(dist, downloadUrl);
/** The text as the PDF sets it: the few characters its font lacks are written out (→ as ->). */
const shown = (text: string) => withSubstitutes(text).replace(/\s+/g, ' ').trim();

describe.skipIf(!built)('guide PDFs (dist/downloads/)', () => {
  it('every guide the e-mail may send has its PDF at its link', () => {
    expect(GUIDE_CATALOGUE.length).toBe(INDUSTRIES.length + 1);
    for (const guide of GUIDE_CATALOGUE) {
      expect(existsSync(fileOf(guide.downloadUrl)), `${guide.downloadUrl} (${guide.title})`).toBe(true);
      expect(readFileSync(fileOf(guide.downloadUrl)).subarray(0, 5).toString('latin1'), guide.downloadUrl).toBe('%PDF-');
    }
  });

  for (const industry of INDUSTRIES) {
    const { guide } = industry;
    it(`${guide.downloadUrl}: one Letter page with the title and all ${guide.itemTitles.length} items as text, under ${PDF_BUDGETS.quickWinGuide / KiB} KiB`, async () => {
      const pdf = await readPdf(fileOf(guide.downloadUrl));
      expect(pdf.pages, 'pages').toHaveLength(1);
      const [page] = pdf.pages;
      expect({ width: page!.width, height: page!.height }).toEqual(LETTER);
      expect(pdf.title).toBe(guide.title);
      expect(pdf.author).toBe(SITE.name);
      expect(page!.text).toContain(shown(guide.title));
      for (const item of guide.itemTitles) expect(page!.text, item).toContain(shown(item));
      // The studio's brand and its address, as on the printed page.
      expect(page!.text).toContain(SITE.name);
      expect(page!.text).toContain(`${new URL(SITE.url).host}/contact`);
      expect(page!.text).toContain(SITE.email);
      expect(pdf.bytes).toBeLessThan(PDF_BUDGETS.quickWinGuide);
    });
  }

  it(`${ROI_GUIDE.downloadUrl}: the ROI guide's sections as text on Letter pages, under ${PDF_BUDGETS.roiGuide / KiB} KiB`, async () => {
    const pdf = await readPdf(fileOf(ROI_GUIDE.downloadUrl));
    expect(pdf.title).toBe(ROI_GUIDE.title);
    expect(pdf.author).toBe(SITE.name);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.pages.length).toBeLessThanOrEqual(4);
    for (const page of pdf.pages) expect({ width: page.width, height: page.height }).toEqual(LETTER);
    const text = pdf.pages.map((page) => page.text).join(' ');
    const markdown = fillRoiTokens(readFileSync(join(root, ROI_GUIDE_FILE), 'utf8'));
    const headings = [...markdown.matchAll(/^#{1,3} (.+)$/gm)].map((match) => match[1]!);
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(text, heading).toContain(shown(heading));
    // Its footer numbers the pages.
    expect(text).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);
    expect(pdf.bytes).toBeLessThan(PDF_BUDGETS.roiGuide);
  });
});

describe.runIf(!built)('guide PDFs', () => {
  it('needs the build output: run `npm run build` first', () => {
    expect.fail('dist/index.html not found: the guide PDFs are made by `npm run build`');
  });
});
