/**
 * The editor's other collections (src/lib/content-files.ts) under the whole-site check: every
 * file as the project has it passes; a duplicated entry id, a team photo that is not square, a
 * portrait case study picture and a link to a case study that is gone are refused at their field;
 * deleting a linked case study names the page that links to it; a price change is listed as one.
 * And the uploaded pictures' own check (type by content, size, pixels, SVG).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { changeLabels } from '~/editor/core/change-summary';
import { PRICING_FILE } from '~/lib/offers';
import { formSchemaOf } from '~/editor/core/form-schema';
import { pathOfName, PORTFOLIO_FOLDER, portfolioFilePath } from '~/editor/core/industry-file';
import type { StoreListing } from '~/editor/core/store';
import { checkEdit, editorSchemaFor, partsOfPath, siteOf } from '~/editor/core/validation';
import { getAt, setAt } from '~/editor/core/values';
import { caseStudyDataOrNull, repointedCaseStudy } from '~/editor/core/lifecycle';
import { openIndustryFile } from '~/editor/core/document';
import { TEXT_FILES } from '~/lib/content-files';
import { imageSize } from '~/lib/image-size';
import { checkUpload, MAX_UPLOAD_BYTES, uploadFileName } from '~/lib/image-upload';
import { reservedPaths } from '~/lib/industry-registry';
import { priceChanges } from '~/lib/offers';
import { TEAM_PHOTO_MIN_SIZE } from '~/lib/schemas/content';

const root = join(import.meta.dirname, '..', '..');
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const industries = readdirSync(join(root, 'src/content/industries')).filter((name) => name.endsWith('.mdx')).sort();
const studies = readdirSync(join(root, PORTFOLIO_FOLDER)).filter((name) => /\.(yaml|mdx)$/.test(name)).sort();
const assets = readdirSync(join(root, 'src/assets'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(png|jpe?g|webp|svg)$/.test(file))
  .map((file) => `src/assets/${file}`);
const listing: StoreListing = {
  files: industries.map((name) => ({ name, version: name, data: openIndustryFile(text(`src/content/industries/${name}`)).data })),
  portfolio: studies.map((name) => ({ name, version: name, source: text(portfolioFilePath(name)) })),
  texts: TEXT_FILES.map((file) => ({ name: file.path, version: file.path, source: text(file.path) })),
  reserved: [...reservedPaths(readdirSync(join(root, 'src/pages')), readdirSync(join(root, 'public')))],
  assets,
  imageSizes: Object.fromEntries(assets.map((path) => [path, imageSize(readFileSync(join(root, path)))])),
};
const site = siteOf(listing);

/** The problems at the fields of `path` after its data is changed by `change`. */
function issuesAfter(path: string, change: (data: unknown) => unknown, images = site) {
  const parts = partsOfPath(path, text(path))!;
  const edit = path.startsWith(PORTFOLIO_FOLDER) ? { portfolio: [{ file: path, data: change(parts.data), body: parts.body }] } : { texts: [{ file: path, data: change(parts.data), body: parts.body }] };
  return checkEdit(images, edit, path).fields;
}

describe('the editor opens every collection', () => {
  it('lists every content file of the site that is not an industry page or a case study, each passing its own schema as written', () => {
    for (const file of TEXT_FILES) {
      expect(pathOfName(file.path)).toBe(file.path);
      expect(issuesAfter(file.path, (data) => data), file.path).toEqual([]);
    }
    expect(site.before).toEqual([]);
  });

  it('derives each file\'s form from its schema: a list file is a list of entries, a singleton an object of fields', () => {
    const faq = formSchemaOf(editorSchemaFor('src/content/faq.yaml'));
    expect(faq.type).toBe('array');
    expect(Object.keys(faq.items!.properties!)).toEqual(expect.arrayContaining(['q', 'a']));
    const home = formSchemaOf(editorSchemaFor('src/content/pages/home.yaml'));
    expect(home.properties!.hero!.properties!.headline!.maxLength).toBeGreaterThan(0);
  });

  it('refuses a FAQ question copied without its own id, at the id', () => {
    const issues = issuesAfter('src/content/faq.yaml', (data) => [...(data as unknown[]), (data as unknown[])[0]]);
    const last = (readFileSyncList('src/content/faq.yaml')).length;
    expect(issues).toContainEqual({ path: [last, 'id'], message: expect.stringContaining('each entry\'s id is its own') });
  });

  it('refuses a team photo that is not square, from its real pixels', () => {
    const portfolioPicture = assets.find((path) => path.startsWith('src/assets/portfolio/'))!;
    const size = listing.imageSizes[portfolioPicture]!;
    expect(size.width).not.toBe(size.height);
    const issues = issuesAfter('src/content/team.yaml', (data) => setAt(data, [0, 'photo'], `../${portfolioPicture.slice('src/'.length)}`));
    expect(issues).toEqual([{ path: [0, 'photo'], message: `This picture is ${size.width}×${size.height} pixels: a team photo is square and at least ${TEAM_PHOTO_MIN_SIZE}×${TEAM_PHOTO_MIN_SIZE} pixels. Choose another picture.` }]);
  });

  it('refuses a portrait or square picture for a case study', () => {
    const teamPhoto = assets.find((path) => path.startsWith('src/assets/team/'))!;
    const issues = issuesAfter(portfolioFilePath(studies[0]!), (data) => setAt(data, ['image'], `../../${teamPhoto.slice('src/'.length)}`));
    expect(issues.map((issue) => issue.path)).toEqual([['image']]);
    expect(issues[0]!.message).toMatch(/a case study's pictures are landscape/);
  });

  it('refuses deleting a case study a page links to, naming that page, and deletes one nobody links to', () => {
    const faq = 'src/content/faq.yaml';
    const linking = setAt(partsOfPath(faq, text(faq))!.data, [0, 'a'], 'See how we did it for Summit Advisory: /case/summit-advisory.');
    const linked = siteOf({ ...listing, texts: listing.texts!.map((entry) => (entry.name === faq ? { ...entry, source: JSON.stringify(linking) } : entry)) });
    expect(linked.before).toEqual([]);
    const refused = checkEdit(linked, { removedPortfolio: [portfolioFilePath('summit-advisory.yaml')] }, null);
    expect(refused.problems.map((problem) => [problem.file, problem.path])).toEqual([[faq, [0, 'a']]]);
    expect(refused.elsewhere[0]).toMatch(/Links to \/case\/summit-advisory, and no case study has that address/);
    expect(checkEdit(linked, { removedPortfolio: [portfolioFilePath('clearpath-counseling.yaml')] }, null).problems).toEqual([]);
  });

  it('names a price change in the change list as a price change', () => {
    const before = text(PRICING_FILE);
    const after = before.replace('price: $995', 'price: $1,095').replace('amount: 49900', 'amount: 59900');
    const labels = changeLabels(formSchemaOf(editorSchemaFor(PRICING_FILE)), before, after, PRICING_FILE);
    const expected = priceChanges(partsOfPath(PRICING_FILE, before)!.data as never, partsOfPath(PRICING_FILE, after)!.data as never);
    expect(expected).toEqual(['Price of "Website Conversion Audit": $499 → $599', 'Price of tier "Website Refresh": $995 → $1,095']);
    expect(labels.slice(0, 2)).toEqual(expected);
  });

  it('refuses a tier price above the sane maximum', () => {
    const issues = issuesAfter(PRICING_FILE, (data) => setAt(data, ['tiers', 0, 'price'], '$99,000'));
    expect(issues.map((issue) => issue.path)).toEqual([['tiers', 0, 'price']]);
  });
});

function readFileSyncList(path: string): unknown[] {
  return partsOfPath(path, text(path))!.data as unknown[];
}

/** A PNG of `width`×`height` pixels (its header and one empty data block: what the checks read). */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]));
}

describe('an uploaded picture', () => {
  const jpeg = new Uint8Array(readFileSync(join(root, assets.find((path) => /\.jpe?g$/.test(path)) ?? 'src/assets/team/maya-okafor.png')));

  it('is accepted as a PNG with its pixels, under a safe unique name', () => {
    const check = checkUpload(png(800, 800), 'Sam Lee (2).PNG');
    expect(check).toEqual({ ok: true, type: 'png', size: { width: 800, height: 800 }, extension: 'png' });
    expect(uploadFileName('Sam Lee (2).PNG', 'abcdef0123456789', 'png')).toBe('sam-lee-2-abcdef01.png');
    expect(uploadFileName('../../.env', 'abcdef0123456789', 'png')).toBe('picture-abcdef01.png');
  });

  it('is refused when its name says another type than its content', () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...jpeg.subarray(4)]);
    const check = checkUpload(bytes, 'photo.png');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(/JPEG picture named \.png/);
  });

  it('is refused above 10 MB, as an SVG, as a decompression bomb, or when it is no picture', () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(png(10, 10));
    expect(checkUpload(big, 'big.png')).toMatchObject({ ok: false, message: expect.stringMatching(/at most 10 MB/) });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(checkUpload(svg, 'logo.png')).toMatchObject({ ok: false, message: expect.stringMatching(/SVG files are not accepted/) });
    expect(checkUpload(png(60_000, 60_000), 'bomb.png')).toMatchObject({ ok: false, message: expect.stringMatching(/more than any page shows/) });
    expect(checkUpload(new TextEncoder().encode('hello'), 'a.png')).toMatchObject({ ok: false });
  });
});

describe('a list file saved from its form', () => {
  it('changes only the edited answer of faq.yaml, in its own folded style, whatever the printer would wrap', async () => {
    const { writeFrontmatter, readFrontmatter } = await import('~/editor/core/frontmatter');
    const source = text('src/content/faq.yaml');
    const data = readFrontmatter(source) as Array<{ a: string }>;
    const answer = 'Yes, outright: the code, the design files, the content and the domain are yours from day one.';
    const written = writeFrontmatter(source, setAt(data, [1, 'a'], answer));
    expect(readFrontmatter(written.text)).toEqual(setAt(data, [1, 'a'], answer));
    const before = source.split('\n');
    const after = written.text.split('\n');
    const changed = after.filter((line) => !before.includes(line));
    expect(changed).toEqual([`    ${answer}`]);
    expect(after.length).toBeLessThan(before.length);
  });
});

describe('a case study, read and repointed by its kind of file', () => {
  // A YAML file may open with the document marker `---`: it is still all fields, not a frontmatter.
  const yaml = '---\nclient: Harbor & Pine\nindustry: lawyers.mdx # the page it shows on\n';
  const mdx = '---\nclient: Whitfield Law\nindustry: lawyers.mdx\n---\n\nThe story.\n';

  it('reads the fields of a YAML case study and of an MDX one', () => {
    expect(getAt(caseStudyDataOrNull(portfolioFilePath('harbor.yaml'), yaml), ['industry'])).toBe('lawyers.mdx');
    expect(getAt(caseStudyDataOrNull(portfolioFilePath('whitfield.mdx'), mdx), ['industry'])).toBe('lawyers.mdx');
  });

  it('rewrites only the industry line, keeping every other byte', () => {
    expect(repointedCaseStudy(portfolioFilePath('harbor.yaml'), yaml, 'attorneys.mdx')).toBe(yaml.replace('industry: lawyers.mdx', 'industry: attorneys.mdx'));
    expect(repointedCaseStudy(portfolioFilePath('whitfield.mdx'), mdx, 'attorneys.mdx')).toBe(mdx.replace('industry: lawyers.mdx', 'industry: attorneys.mdx'));
  });
});
