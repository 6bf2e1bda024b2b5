/**
 * The pieces the build makes its guide PDFs and share cards with, without a build: the PDF text
 * and page layout, the cache, and the cards' paths, text alternatives and images. (Their colours
 * are the palette's: tests/unit/palette.test.ts.)
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAssetsBridge, cachedAsset, installBuildAssetsBridge, registerShareCard, type BuildAssetsBridge } from '~/integrations/build-assets-bridge';
import fontkit from '@pdf-lib/fontkit';
import { formSchemaOf } from '~/editor/core/form-schema';
import { editorIndustrySchema } from '~/editor/core/validation';
import { GUIDE_PDF_CODE_POINTS, unsettableInGuidePdf } from '~/lib/pdf/guide-characters';
import { pdfText } from '~/lib/pdf/pdf-writer';
import { guidePdfFonts } from '~/integrations/guide-pdf-fonts';
import { quickWinGuidePdf, type GuideSender } from '~/lib/pdf/quick-win-guide-pdf';
import { roiGuidePdf } from '~/lib/pdf/roi-guide-pdf';
import { defaultShareCard, SHARE_CARD_DIR, shareCardAlt, shareCardPath, siteShareCard, SITE_SHARE_CARD_PATH } from '~/lib/share-card';
import { shareCardPng } from '~/integrations/share-card-image';
import { opaquePng } from '~/integrations/opaque-png';

const sender: GuideSender = {
  name: 'Northlight Studio',
  email: 'hello@northlight.studio',
  phone: '+1 (555) 010-4821',
  phoneHref: 'tel:+15550104821',
  contactUrl: 'https://northlight.studio/contact',
};
const item = (n: number, words = 12) => ({
  title: `Quick win number ${n}`,
  detail: Array.from({ length: words }, (_, i) => `reason${i}`).join(' '),
  howTo: ['First step to take.', 'Second step to take.', 'Third step to take.'],
});
const fonts = await guidePdfFonts();
const guide = { title: 'Five quick wins', description: 'What to do this afternoon.', items: [1, 2, 3, 4, 5].map((n) => item(n)) };

describe('PDF text', () => {
  it('writes out the characters the standard fonts lack, and names one it cannot set', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(pdfText('visitors → enquiries, ⅓ × $6,000 – “quoted”', font)).toBe('visitors -> enquiries, 1/3 × $6,000 – “quoted”');
    expect(() => pdfText('Fast 🚀 sites', font)).toThrow(/"🚀" \(U\+1F680\) in "Fast 🚀 sites"/);
  });
});

describe('quick-win guide PDF', () => {
  const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

  it('is one Letter page with its title and author', async () => {
    const doc = await PDFDocument.load(await quickWinGuidePdf(guide, sender, fonts));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe(guide.title);
    expect(doc.getAuthor()).toBe(sender.name);
  });

  it('sets a long guide in smaller type to keep it on one page, and refuses one that cannot fit', async () => {
    const long = { ...guide, items: [1, 2, 3, 4, 5].map((n) => item(n, 40)) };
    expect(await pages(await quickWinGuidePdf(long, sender, fonts))).toBe(1);
    const tooLong = { ...guide, items: [1, 2, 3, 4, 5].map((n) => item(n, 400)) };
    await expect(quickWinGuidePdf(tooLong, sender, fonts)).rejects.toThrow(/"Five quick wins" does not fit on one page/);
  });

  it('fits one page with every guide text at the most characters the industry schema allows, in wide words', async () => {
    const form = formSchemaOf(editorIndustrySchema());
    const max = (...path: string[]) => {
      const node = path.reduce((at, key) => (at.items ?? at).properties![key]!, form);
      return (node.items ?? node).maxLength!;
    };
    // Words of wide letters: wider than the guides' own writing (all capitals would not fit: the PDF's own check stays in the build).
    const sample = 'Make more room: move menus, mark whom we welcome, show women-owned work. ';
    const text = (length: number) => sample.repeat(Math.ceil(length / sample.length)).slice(0, length).trim();
    const howTo = form.properties!.guide!.properties!.items!.items!.properties!.howTo!;
    const widest = {
      title: text(max('guide', 'title')),
      description: text(max('guide', 'description')),
      items: Array.from({ length: 5 }, () => ({
        title: text(max('guide', 'items', 'title')),
        detail: text(max('guide', 'items', 'detail')),
        howTo: Array.from({ length: howTo.maxItems! }, () => text(max('guide', 'items', 'howTo'))),
      })),
    };
    expect(await pages(await quickWinGuidePdf(widest, sender, fonts))).toBe(1);
  });

  it('the characters the industry schema lets into a guide are those its typeface has', () => {
    const faces = Object.values(fonts).map((face) => new Set(fontkit.create(Buffer.from(face)).characterSet.filter((code) => code >= 0x20 && code !== 0xffff)));
    const listed = new Set(GUIDE_PDF_CODE_POINTS.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
    for (const face of faces) expect([...face].sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b));
    expect(unsettableInGuidePdf('Answer → every call ✓ in 1⅓ days 📞')).toEqual(['📞']);
  });

  it('is the same bytes for the same content (no dates in it)', async () => {
    expect(Buffer.from(await quickWinGuidePdf(guide, sender, fonts)).equals(Buffer.from(await quickWinGuidePdf(guide, sender, fonts)))).toBe(true);
  });
});

describe('ROI guide PDF', () => {
  const meta = { title: 'The Guide', author: 'Northlight Studio', tagline: 'Tagline.', siteUrl: 'https://northlight.studio' };

  it('flows a long document over numbered pages', async () => {
    const section = (n: number) => `## Section ${n}\n\n${'A sentence of the guide. '.repeat(40)}\n\n- [ ] a box to tick\n- a bullet\n\n| A | B |\n|---|--:|\n| x | 1 |\n`;
    const markdown = `# The Guide\n\nIntro.\n\n${[1, 2, 3, 4, 5, 6, 7, 8].map(section).join('\n')}\n## Closing\n\nCall us.\n`;
    const doc = await PDFDocument.load(await roiGuidePdf(markdown, meta, fonts));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe('The Guide');
  });

  it('fails naming what it cannot show', async () => {
    await expect(roiGuidePdf('# Another title\n\nText.', meta, fonts)).rejects.toThrow(/titled "Another title"/);
    await expect(roiGuidePdf('# The Guide\n\n```\ncode\n```\n', meta, fonts)).rejects.toThrow(/type "code"/);
  });
});

describe('build cache', () => {
  let dir: string | undefined;
  afterEach(async () => {
    installBuildAssetsBridge(undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes a file once for the same content, again when the content or its drawing code changes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-assets-'));
    const bridge: BuildAssetsBridge = { cacheDir: dir, fingerprints: { thing: 'v1' }, counts: new Map(), addCard: () => {}, draw: () => Promise.reject(new Error('not drawn here')) };
    installBuildAssetsBridge(bridge);
    const produce = vi.fn(async () => new Uint8Array([1, 2, 3]));
    expect(await cachedAsset('thing', 'bin', { headline: 'A' }, produce)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await cachedAsset('thing', 'bin', { headline: 'A' }, produce)).toEqual(new Uint8Array([1, 2, 3]));
    expect(produce).toHaveBeenCalledTimes(1);
    await cachedAsset('thing', 'bin', { headline: 'B' }, produce);
    expect(produce).toHaveBeenCalledTimes(2);
    bridge.fingerprints.thing = 'v2';
    await cachedAsset('thing', 'bin', { headline: 'A' }, produce);
    expect(produce).toHaveBeenCalledTimes(3);
    expect(bridge.counts.get('thing')).toEqual({ made: 3, cached: 1 });
    expect((await readdir(join(dir, 'thing'))).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('makes a file once when two pages ask for the same content at once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-assets-'));
    const bridge: BuildAssetsBridge = { cacheDir: dir, fingerprints: { thing: 'v1' }, counts: new Map(), addCard: () => {}, draw: () => Promise.reject(new Error('not drawn here')) };
    installBuildAssetsBridge(bridge);
    const produce = vi.fn(async () => new Uint8Array([4, 5]));
    const both = await Promise.all([cachedAsset('thing', 'bin', { headline: 'Same' }, produce), cachedAsset('thing', 'bin', { headline: 'Same' }, produce)]);
    expect(both).toEqual([new Uint8Array([4, 5]), new Uint8Array([4, 5])]);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(bridge.counts.get('thing')).toEqual({ made: 1, cached: 1 });
  });

  it('makes the file every time outside a build', async () => {
    expect(buildAssetsBridge()).toBeUndefined();
    const produce = vi.fn(async () => new Uint8Array([1]));
    await cachedAsset('thing', 'bin', {}, produce);
    await cachedAsset('thing', 'bin', {}, produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });
});

describe('share cards', () => {
  it("are at /og/ under the page's path", () => {
    expect(shareCardPath('/')).toBe('/og/index.png');
    expect(shareCardPath('/lawyers')).toBe('/og/lawyers.png');
    expect(shareCardPath('/guides/lawyers-quick-wins')).toBe('/og/guides/lawyers-quick-wins.png');
    expect(registerShareCard('/case/x', { headline: 'X' })).toBe('/og/case/x.png');
  });

  it("keep the studio's own card apart, where no page's card can land", () => {
    expect(SITE_SHARE_CARD_PATH.startsWith(`${SHARE_CARD_DIR}/`)).toBe(false);
    expect(siteShareCard('Fast websites.')).toEqual({ headline: 'Fast websites.' });
  });

  it("say the page's headline, with the studio's name in their text alternative", () => {
    expect(shareCardAlt({ eyebrow: 'Websites for Lawyers', headline: 'Trust first' }, 'Northlight Studio')).toBe(
      'Websites for Lawyers: Trust first (Northlight Studio)',
    );
    expect(defaultShareCard('Northlight Studio: Fast Websites You Own', 'Northlight Studio')).toEqual({ headline: 'Fast Websites You Own' });
    expect(defaultShareCard('Pricing', 'Northlight Studio')).toEqual({ headline: 'Pricing' });
  });

  it('are 1200×630 PNGs, different for different headlines', async () => {
    const site = { name: 'Northlight Studio', url: 'https://northlight.studio' };
    const [a, b] = await Promise.all([shareCardPng({ headline: 'One headline' }, site), shareCardPng({ headline: 'Another headline', eyebrow: 'Eyebrow' }, site)]);
    for (const png of [a, b]) {
      const bytes = Buffer.from(png);
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe('PNG of an opaque image', () => {
  /** The image's header and its pixels, read back from the PNG's chunks. */
  function readPng(png: Buffer) {
    const chunks = new Map<string, Buffer[]>();
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.toString('latin1', at + 4, at + 8);
      chunks.set(type, [...(chunks.get(type) ?? []), png.subarray(at + 8, at + 8 + length)]);
      at += 12 + length;
    }
    const header = chunks.get('IHDR')![0]!;
    return { width: header.readUInt32BE(0), height: header.readUInt32BE(4), colourType: header[9], rows: inflateSync(Buffer.concat(chunks.get('IDAT')!)) };
  }

  it('keeps every pixel, as RGB rows', () => {
    const [width, height] = [3, 2];
    const rgba = new Uint8Array(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
    const png = opaquePng(rgba, width, height)!;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const image = readPng(png);
    expect([image.width, image.height, image.colourType]).toEqual([3, 2, 2]);
    const rgb = [...rgba].filter((_, i) => i % 4 !== 3);
    expect([...image.rows]).toEqual([0, ...rgb.slice(0, 9), 0, ...rgb.slice(9)]);
  });

  it('leaves an image with any transparency to an encoder that keeps it', () => {
    const rgba = new Uint8Array(2 * 2 * 4).fill(255);
    rgba[7] = 254;
    expect(opaquePng(rgba, 2, 2)).toBeUndefined();
  });
});
