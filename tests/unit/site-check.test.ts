/**
 * The build is as strict as the editor: the industries loader runs the whole-site content check
 * (src/loaders/site-check.ts) over every content file on disk, so a team photo that is not
 * square, a portrait case study picture and a link to a case study that is gone stop `astro
 * build` (and sync, and dev) at the file and the field, in the words the editor shows at that
 * field. Checked on a scratch copy of the content, pictures and page list, through the loader's
 * own function (no Astro build per case).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { describeProblem, type ContentProblem } from '~/lib/content-check';
import { TEAM_PHOTO_MIN_SIZE } from '~/lib/schemas/content';
import { imageSize } from '~/lib/image-size';
import { contentFileParts, siteCheckError, siteContentProblems } from '../../src/loaders/site-check';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'site-check-'));
const scratchUrl = pathToFileURL(`${scratch}/`);

/** The project's content and pictures copied afresh (its pages and public files are only listed, so linked). */
function freshCopy(): void {
  rmSync(join(scratch, 'src'), { recursive: true, force: true });
  mkdirSync(join(scratch, 'src'), { recursive: true });
  cpSync(join(root, 'src/content'), join(scratch, 'src/content'), { recursive: true });
  cpSync(join(root, 'src/assets'), join(scratch, 'src/assets'), { recursive: true });
  symlinkSync(join(root, 'src/pages'), join(scratch, 'src/pages'));
  rmSync(join(scratch, 'public'), { force: true });
  symlinkSync(join(root, 'public'), join(scratch, 'public'));
}

const read = (path: string) => readFileSync(join(scratch, path), 'utf8');
const write = (path: string, text: string) => writeFileSync(join(scratch, path), text);

/** A PNG header of `width`×`height` pixels: what the checks read of a picture. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
}

const problems = () => siteContentProblems(scratchUrl);
const at = (list: ContentProblem[], file: string) => list.filter((problem) => problem.file === file);

beforeEach(freshCopy);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the build runs the whole-site check over every content file', () => {
  it('passes the content as the project has it', async () => {
    expect(await problems()).toEqual([]);
  });

  it('refuses a team photo that is not square, at its field, in the editor\'s words', async () => {
    const wide = 'src/assets/portfolio/brightline-legal.png';
    const size = imageSize(readFileSync(join(root, wide)))!;
    expect(size.width).not.toBe(size.height);
    const team = parse(read('src/content/team.yaml')) as Array<{ photo: string }>;
    team[1]!.photo = '../assets/portfolio/brightline-legal.png';
    write('src/content/team.yaml', stringify(team));
    const found = await problems();
    const message = `This picture is ${size.width}×${size.height} pixels: a team photo is square and at least ${TEAM_PHOTO_MIN_SIZE}×${TEAM_PHOTO_MIN_SIZE} pixels. Choose another picture.`;
    expect(found).toEqual([{ file: 'src/content/team.yaml', path: [1, 'photo'], message }]);
    expect(siteCheckError(found).message).toContain(`src/content/team.yaml: 1.photo: ${message}`);
  });

  it('refuses a square team photo smaller than the minimum', async () => {
    mkdirSync(join(scratch, 'src/assets/team'), { recursive: true });
    writeFileSync(join(scratch, 'src/assets/team/small.png'), pngHeader(300, 300));
    write('src/content/team.yaml', read('src/content/team.yaml').replace('../assets/team/maya-okafor.png', '../assets/team/small.png'));
    const found = at(await problems(), 'src/content/team.yaml');
    expect(found.map(describeProblem)).toEqual([
      `src/content/team.yaml: 0.photo: This picture is 300×300 pixels: a team photo is square and at least ${TEAM_PHOTO_MIN_SIZE}×${TEAM_PHOTO_MIN_SIZE} pixels. Choose another picture.`,
    ]);
  });

  it('refuses a portrait case study picture', async () => {
    writeFileSync(join(scratch, 'src/assets/portfolio/portrait.png'), pngHeader(800, 1200));
    const file = 'src/content/portfolio/brightline-legal.yaml';
    write(file, read(file).replace('../../assets/portfolio/brightline-legal.png', '../../assets/portfolio/portrait.png'));
    expect(await problems()).toEqual([
      { file, path: ['image'], message: "This picture is 800×1200 pixels: a case study's pictures are landscape (wider than tall). Choose another picture." },
    ]);
  });

  it('refuses a link to a case study that no longer exists, naming the file and field that link to it', async () => {
    const faq = 'src/content/faq.yaml';
    const entries = parse(read(faq)) as Array<{ a: string }>;
    entries[2]!.a = 'See how we rebuilt a consultancy\'s site: /case/summit-advisory.';
    write(faq, stringify(entries));
    expect(await problems()).toEqual([]);
    unlinkSync(join(scratch, 'src/content/portfolio/summit-advisory.yaml'));
    const found = await problems();
    expect(found.map(describeProblem)).toEqual([
      `${faq}: 2.a: Links to /case/summit-advisory, and no case study has that address: link to another case study, or remove the link.`,
    ]);
  });

  it('finds such a link in an industry page\'s prose too', async () => {
    const file = 'src/content/industries/lawyers.mdx';
    write(file, `${read(file)}\nRead [a story like yours](/case/no-such-study).\n`);
    expect((await problems()).map(describeProblem)).toEqual([
      `${file}: body: Links to /case/no-such-study, and no case study has that address: link to another case study, or remove the link.`,
    ]);
  });

  it("refuses the studio's facts the editor refuses: a bad e-mail, at its field", async () => {
    write('src/content/studio.yaml', read('src/content/studio.yaml').replace('email: hello@northlight.studio', 'email: hello at northlight'));
    expect((await problems()).map(describeProblem)).toEqual([
      'src/content/studio.yaml: email: Write an e-mail address, e.g. hello@example.com: a name, @, then the domain.',
    ]);
  });
});

describe('a content file read from disk', () => {
  it('is its YAML, or its frontmatter and prose', () => {
    expect(contentFileParts('a.yaml', 'name: A\n')).toEqual({ data: { name: 'A' }, body: null });
    expect(contentFileParts('a.mdx', '---\ntitle: T\n---\n\nProse.\n')).toEqual({ data: { title: 'T' }, body: '\nProse.\n' });
    expect(contentFileParts('a.yaml', 'name: [unclosed\n').data).toBeNull();
  });
});
