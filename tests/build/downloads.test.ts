/**
 * The guide PDFs that `npm run build` makes from the content (dist/downloads/, run after the
 * build): one for every guide of the catalogue, each industry file's quick-win guide and the ROI
 * guide, at the link the guide cards, the guide pages and the guide e-mail give. Each is a real
 * PDF with selectable text, its title and the studio as author, of US Letter pages; a quick-win
 * guide is one page showing its title and every item's title; sizes stay within budget.
 *
 * And each is a tagged PDF a screen reader can read (PDF/UA-1): its structure tree, read back as
 * a reader reads it, has the title as the one H1, the sections as H2 and H3, lists with their
 * items, links with their annotations, and every piece of text either in that tree or marked as
 * decoration; the document names its language and title, and its fonts are embedded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROI_GUIDE } from '../../src/lib/config';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { withSubstitutes } from '../../src/lib/pdf/pdf-writer';
import { fillRoiTokens, ROI_GUIDE_FILE } from '../../src/lib/roi-guide';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { GUIDE_CATALOGUE } from '../../netlify/lib/guides/catalogue.ts';
import { allTags, readPdf, readPdfTags, type PdfTags, type TagNode } from './pdf-text';

const KiB = 1024;
/** Budgets: a one-page checklist with its two embedded font subsets is about 15 KiB, the ROI guide about 35 KiB; only something embedded by mistake (an image, a whole font) goes over. */
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
      expect(pdf.author).toBe(STUDIO.name);
      expect(page!.text).toContain(shown(guide.title));
      for (const item of guide.itemTitles) expect(page!.text, item).toContain(shown(item));
      // The studio's brand and its address, as on the printed page.
      expect(page!.text).toContain(STUDIO.name);
      expect(page!.text).toContain(`${new URL(STUDIO.url).host}/contact`);
      expect(page!.text).toContain(STUDIO.email);
      expect(pdf.bytes).toBeLessThan(PDF_BUDGETS.quickWinGuide);
    });
  }

  it(`${ROI_GUIDE.downloadUrl}: the ROI guide's sections as text on Letter pages, under ${PDF_BUDGETS.roiGuide / KiB} KiB`, async () => {
    const pdf = await readPdf(fileOf(ROI_GUIDE.downloadUrl));
    expect(pdf.title).toBe(ROI_GUIDE.title);
    expect(pdf.author).toBe(STUDIO.name);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.pages.length).toBeLessThanOrEqual(4);
    for (const page of pdf.pages) expect({ width: page.width, height: page.height }).toEqual(LETTER);
    const text = pdf.pages.map((page) => page.text).join(' ');
    const markdown = fillRoiTokens(readFileSync(join(root, ROI_GUIDE_FILE), 'utf8'), STUDIO);
    const headings = [...markdown.matchAll(/^#{1,3} (.+)$/gm)].map((match) => match[1]!);
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(text, heading).toContain(shown(heading));
    // Its footer numbers the pages.
    expect(text).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);
    expect(pdf.bytes).toBeLessThan(PDF_BUDGETS.roiGuide);
  });
});

/** What every guide's tags must give a screen reader, whatever its layout. */
function expectAccessibleDocument(tags: PdfTags, title: string) {
  expect(tags.marked, '/MarkInfo /Marked').toBe(true);
  expect(tags.language, 'the catalog /Lang').toBe('en-US');
  expect(tags.infoTitle).toBe(title);
  expect(tags.xmpTitle, 'dc:title in the XMP metadata').toBe(title);
  expect(tags.displayDocTitle, 'the title, not the file name, in the window').toBe(true);
  expect(tags.pdfUaPart, 'pdfuaid:part').toBe('1');
  expect(tags.untaggedText, 'text neither tagged nor an artifact').toEqual([]);
  expect(tags.fonts.length).toBeGreaterThan(0);
  for (const font of tags.fonts) expect(font.embedded, `${font.name} embedded`).toBe(true);
  const nodes = tags.pages.flatMap(allTags);
  expect(tags.pages.every((roots) => roots.length === 1 && roots[0]!.role === 'Document'), 'one Document element per page').toBe(true);
  expect(nodes.filter((node) => node.role === 'H1').map((node) => node.text)).toEqual([shown(title)]);
  // Each link is its text and its annotation, the annotation described for a screen reader.
  const links = nodes.filter((node) => node.role === 'Link');
  expect(links.length).toBe(tags.links.length);
  for (const link of links) {
    expect(link.text, 'a link has text').not.toBe('');
    expect(link.annotations, `the annotation of the link "${link.text}"`).toHaveLength(1);
    const annotation = tags.links.find((candidate) => candidate.id === link.annotations[0]);
    expect(annotation?.url, link.text).toBeTruthy();
    expect(annotation?.description, `the description of the link "${link.text}"`).toContain(link.text);
  }
  return nodes;
}

const kids = (node: TagNode, role: string) => node.children.filter((child) => child.role === role);

describe.skipIf(!built)('guide PDFs are tagged for screen readers (PDF/UA-1)', () => {
  for (const industry of INDUSTRIES) {
    const { guide } = industry;
    it(`${guide.downloadUrl}: the title as H1, the quick wins as a numbered list of H2s with their steps, the contact links`, async () => {
      const tags = await readPdfTags(fileOf(guide.downloadUrl));
      const nodes = expectAccessibleDocument(tags, guide.title);
      const [document] = tags.pages[0]!;
      // The quick wins: one list, an item per win, numbered 1 to 5, its heading and its steps in its body.
      const [wins] = kids(document!, 'L');
      expect(wins, 'the list of quick wins').toBeDefined();
      const items = kids(wins!, 'LI');
      expect(items.map((item) => kids(item, 'Lbl')[0]?.text)).toEqual(guide.itemTitles.map((_, i) => String(i + 1)));
      items.forEach((item, i) => {
        const [body] = kids(item, 'LBody');
        expect(kids(body!, 'H2').map((heading) => heading.text)).toEqual([shown(guide.itemTitles[i]!)]);
        const [steps] = kids(body!, 'L');
        expect(kids(steps!, 'LI').length, `the steps of "${guide.itemTitles[i]}"`).toBeGreaterThanOrEqual(2);
      });
      expect(nodes.filter((node) => node.role === 'H2').map((node) => node.text)).toEqual([...guide.itemTitles.map(shown), 'Want these done for you?']);
      // The contact line's e-mail, phone and contact page.
      expect(tags.links.map((link) => link.url)).toEqual([`mailto:${STUDIO.email}`, STUDIO.phoneHref, new URL('/contact', STUDIO.url).href]);
      // The logo is decoration; the studio's name beside it is text.
      expect(document!.children[0]).toMatchObject({ role: 'P', text: STUDIO.name });
    });
  }

  it(`${ROI_GUIDE.downloadUrl}: the Markdown's headings, lists, tables and links as tags; the page footers as artifacts`, async () => {
    const tags = await readPdfTags(fileOf(ROI_GUIDE.downloadUrl));
    const nodes = expectAccessibleDocument(tags, ROI_GUIDE.title);
    const markdown = fillRoiTokens(readFileSync(join(root, ROI_GUIDE_FILE), 'utf8'), STUDIO);
    const headings = (level: number) => [...markdown.matchAll(new RegExp(`^#{${level}} (.+)$`, 'gm'))].map((match) => shown(match[1]!.replace(/\*\*/g, '')));
    expect(nodes.filter((node) => node.role === 'H2').map((node) => node.text)).toEqual(headings(2));
    expect(nodes.filter((node) => node.role === 'H3').map((node) => node.text)).toEqual(headings(3));
    // Every list item (bulleted, numbered or to tick) is a list item with a body.
    const listItems = markdown.match(/^(?:[-*]|\d+\.) /gm) ?? [];
    expect(nodes.filter((node) => node.role === 'LBody')).toHaveLength(listItems.length);
    expect(nodes.filter((node) => node.role === 'LI')).toHaveLength(listItems.length);
    // Numbered items carry their number as a label.
    const numbered = markdown.match(/^\d+\. /gm) ?? [];
    expect(nodes.filter((node) => node.role === 'Lbl').map((node) => node.text)).toEqual(numbered.map((n) => n.trim()));
    // Tables: a header cell per column, a row per Markdown row.
    const tables = markdown.match(/(?:^\|.*(?:\n|$))+/gm) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    const tableNodes = nodes.filter((node) => node.role === 'Table');
    const rowsTagged = tableNodes.flatMap((table) => kids(table, 'TR'));
    expect(rowsTagged.filter((row) => kids(row, 'TH').length > 0)).toHaveLength(tables.length);
    expect(rowsTagged).toHaveLength(tables.reduce((sum, table) => sum + table.trim().split('\n').length - 1, 0));
    // The footer of each page is pagination, not content.
    expect(tags.artifactText.join(' ')).toContain(`Page ${tags.pages.length} of ${tags.pages.length}`);
    expect(nodes.map((node) => node.text).join(' ')).not.toContain(`Page 1 of`);
  });
});

// Registered only without the build, so a built run lists no skipped test.
if (!built) {
  describe('guide PDFs', () => {
    it('needs the build output: run `npm run build` first', () => {
      expect.fail('dist/index.html not found: the guide PDFs are made by `npm run build`');
    });
  });
}
