/**
 * Every shareable page of the build (dist/, run after `npm run build`) has its own share card:
 * og:image and twitter:image point at a 1200×630 PNG of dist/og/ made for that page, og:image:alt
 * says what it shows (the page's headline), and twitter:card asks for the large image. Industry
 * pages, case studies and guides show their headline (their h1); the other pages their title.
 * A page kept out of search (noindex: the 404 page) shows the studio's own card, which the build
 * draws the same way at /og-default.png.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { SHARE_CARD_DIR, SHARE_CARD_SIZE, shareCardAlt, shareCardPath, siteShareCard, SITE_SHARE_CARD_PATH } from '../../src/lib/share-card';
import { contentFile } from '../fixtures/content-files';

/** The studio's own card: its tagline (src/content/site.yaml). */
const SITE_SHARE_CARD = siteShareCard(contentFile('site.yaml').tagline);
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { htmlFiles, routeOf } from './page-assets';

const KiB = 1024;
/** Well above what a flat-coloured card weighs, so only a photograph or noise by mistake goes over. */
export const SHARE_CARD_BUDGET = 120 * KiB;

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'index.html'));

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node as Element;
  for (const child of ('childNodes' in node ? node.childNodes : []) as Node[]) yield* elements(child);
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? (node as { value: string }).value : ('childNodes' in node ? (node.childNodes as Node[]).map(textOf).join('') : '');

interface Page {
  route: string;
  meta: Map<string, string>;
  h1: string;
  title: string;
  noindex: boolean;
}

function readPage(file: string): Page {
  const document = parse(readFileSync(file, 'utf8'));
  const meta = new Map<string, string>();
  let h1 = '';
  let title = '';
  for (const element of elements(document as unknown as Node)) {
    if (element.tagName === 'meta') {
      const key = attr(element, 'property') ?? attr(element, 'name');
      if (key) meta.set(key, attr(element, 'content') ?? '');
    }
    if (element.tagName === 'h1' && !h1) h1 = textOf(element).replace(/\s+/g, ' ').trim();
    if (element.tagName === 'title') title = textOf(element);
  }
  return { route: routeOf(dist, file), meta, h1, title, noindex: meta.get('robots')?.includes('noindex') ?? false };
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const pages = built ? htmlFiles(dist).map(readPage) : [];
const shareable = pages.filter((page) => !page.noindex);
const industryPaths = new Set(INDUSTRIES.map((industry) => industry.path));
const guidePaths = new Set(INDUSTRIES.map((industry) => industry.guide.path));
/** Pages whose card shows their headline (h1): industry pages, guides and case studies. */
const showsHeadline = (route: string) => industryPaths.has(route) || guidePaths.has(route) || route.startsWith('/case/');

describe.skipIf(!built)('share cards (dist/og/)', () => {
  it('finds the pages: every industry page, guide, case study and main page is shareable', () => {
    expect(shareable.length).toBeGreaterThanOrEqual(37);
    for (const path of [...industryPaths, ...guidePaths, '/', '/pricing', '/services']) {
      expect(shareable.map((page) => page.route)).toContain(path);
    }
  });

  it(`each shareable page's og:image and twitter:image are its own ${SHARE_CARD_SIZE.width}×${SHARE_CARD_SIZE.height} PNG, under ${SHARE_CARD_BUDGET / KiB} KiB`, () => {
    for (const page of shareable) {
      const image = page.meta.get('og:image') ?? '';
      expect(new URL(image).pathname, page.route).toBe(shareCardPath(page.route));
      expect(page.meta.get('twitter:image'), page.route).toBe(image);
      expect(page.meta.get('twitter:card'), page.route).toBe('summary_large_image');
      expect(page.meta.get('og:image:width'), page.route).toBe(String(SHARE_CARD_SIZE.width));
      expect(page.meta.get('og:image:height'), page.route).toBe(String(SHARE_CARD_SIZE.height));
      const file = join(dist, new URL(image).pathname);
      expect(existsSync(file), `${page.route}: ${file} is missing`).toBe(true);
      expect(pngSize(readFileSync(file)), page.route).toEqual(SHARE_CARD_SIZE);
      expect(statSync(file).size, `${page.route} card`).toBeLessThan(SHARE_CARD_BUDGET);
    }
    const images = shareable.map((page) => page.meta.get('og:image'));
    expect(new Set(images).size, 'one card per page').toBe(images.length);
  });

  it("each card's text alternative names the page's headline (industry pages, guides, case studies) or its title", () => {
    for (const page of shareable) {
      const alt = page.meta.get('og:image:alt') ?? '';
      expect(page.meta.get('twitter:image:alt'), page.route).toBe(alt);
      expect(alt, page.route).toContain(STUDIO.name);
      if (showsHeadline(page.route)) {
        expect(page.h1, `${page.route} has an h1`).not.toBe('');
        expect(alt, page.route).toContain(page.h1);
      } else {
        // The title without the " | Northlight Studio" the layout adds (and the home page's own "Northlight Studio: ").
        const headline = page.title.replace(` | ${STUDIO.name}`, '').replace(`${STUDIO.name}: `, '');
        expect(alt, page.route).toContain(headline);
      }
    }
  });

  it('the cards in dist/og/ are exactly those the pages use', () => {
    const folder = join(dist, SHARE_CARD_DIR);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else files.push(`/${relative(dist, join(dir, entry.name)).split(sep).join('/')}`);
      }
    };
    walk(folder);
    expect(files.sort()).toEqual(shareable.map((page) => shareCardPath(page.route)).sort());
  });

  it("a page kept out of search shows the studio's own card, drawn by the build like the others", () => {
    const hidden = pages.filter((page) => page.noindex);
    expect(hidden.map((page) => page.route)).toContain('/404');
    for (const page of hidden) {
      expect(new URL(page.meta.get('og:image')!).pathname, page.route).toBe(SITE_SHARE_CARD_PATH);
      expect(page.meta.get('og:image:alt'), page.route).toBe(shareCardAlt(SITE_SHARE_CARD, STUDIO.name));
    }
    const file = join(dist, SITE_SHARE_CARD_PATH);
    expect(existsSync(file)).toBe(true);
    expect(pngSize(readFileSync(file))).toEqual(SHARE_CARD_SIZE);
    expect(statSync(file).size).toBeLessThan(SHARE_CARD_BUDGET);
    // Not a file kept in public/: the build makes it.
    expect(existsSync(join(root, 'public', SITE_SHARE_CARD_PATH))).toBe(false);
  });
});

// Registered only without the build, so a built run lists no skipped test.
if (!built) {
  describe('share cards', () => {
    it('needs the build output: run `npm run build` first', () => {
      expect.fail('dist/index.html not found: the share cards are made by `npm run build`');
    });
  });
}
