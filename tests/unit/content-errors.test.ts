/**
 * An editor's mistake in an industry file fails the build with a message that names the file,
 * the field and what is allowed. Each case copies a real industry file into a small site (the
 * project's own industries loader and schema, one page at /about), breaks it the way an editor
 * might, and runs `astro sync`, which validates the collections as `astro build` does.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ICON_NAMES } from '~/lib/icons';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const sites = join(root, 'tests/fixtures/.sites');

type Frontmatter = Record<string, any>;

/** A real industry file of the site, as an editor would copy it (its images left out). */
function industryFile(): { frontmatter: Frontmatter; body: string } {
  const text = readFileSync(join(root, INDUSTRIES[0]!.file), 'utf8');
  const [, yaml, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  const frontmatter = parse(yaml!) as Frontmatter;
  delete frontmatter.beforeAfter;
  delete frontmatter.hero.image;
  return { frontmatter, body: body! };
}

/** A copy as a new industry: its own slug, name and aliases, the rest as written. */
function dentists(): Frontmatter {
  const { frontmatter } = industryFile();
  return { ...frontmatter, name: 'Dentists', slug: 'dentists', vanityAliases: ['/dental'] };
}

/** `astro sync` of a small site, as `astro build` validates its collections: whether it failed, and what it said. */
function astroSync(site: string): Promise<{ failed: boolean; output: string }> {
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  return run(process.execPath, [astro, 'sync', '--root', site], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  }).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout?: string; stderr?: string }) => ({ failed: true, output: `${error.stdout}\n${error.stderr}` }),
  );
}

async function sync(name: string, files: Record<string, Frontmatter>): Promise<{ failed: boolean; output: string }> {
  const site = join(sites, name);
  await rm(site, { recursive: true, force: true });
  await mkdir(join(site, 'src/content/industries'), { recursive: true });
  await mkdir(join(site, 'src/pages'), { recursive: true });
  await writeFile(
    join(site, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nimport mdx from '@astrojs/mdx';\nexport default defineConfig({ integrations: [mdx()], logLevel: 'error' });\n",
  );
  await writeFile(
    join(site, 'src/content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      `import { industriesLoader } from ${JSON.stringify(join(root, 'src/loaders/industries.ts'))};`,
      `import { industrySchema } from ${JSON.stringify(join(root, 'src/lib/schemas/content.ts'))};`,
      'export const collections = { industries: defineCollection({ loader: industriesLoader(), schema: industrySchema }) };',
      '',
    ].join('\n'),
  );
  await writeFile(join(site, 'src/pages/about.astro'), '<p>About</p>\n');
  const { body } = industryFile();
  for (const [file, frontmatter] of Object.entries(files)) {
    await writeFile(join(site, 'src/content/industries', file), `---\n${stringify(frontmatter)}---\n${body}`);
  }
  return astroSync(site);
}

/** A site with the FAQ collection as the project loads it (Astro's file() loader) and the project's words for its refusals. */
async function syncFaq(name: string, faq: unknown[]): Promise<{ failed: boolean; output: string }> {
  const site = join(sites, name);
  await rm(site, { recursive: true, force: true });
  await mkdir(join(site, 'src/content'), { recursive: true });
  await mkdir(join(site, 'src/pages'), { recursive: true });
  await writeFile(join(site, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({ logLevel: 'error' });\n");
  await writeFile(
    join(site, 'src/content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      "import { file } from 'astro/loaders';",
      `import { speakEditorWords } from ${JSON.stringify(join(root, 'src/loaders/editor-words.ts'))};`,
      `import { faqEntrySchema } from ${JSON.stringify(join(root, 'src/lib/schemas/content.ts'))};`,
      'speakEditorWords();',
      "export const collections = { faq: defineCollection({ loader: file('./src/content/faq.yaml'), schema: faqEntrySchema }) };",
      '',
    ].join('\n'),
  );
  await writeFile(join(site, 'src/content/faq.yaml'), stringify(faq));
  await writeFile(join(site, 'src/pages/about.astro'), '<p>About</p>\n');
  return astroSync(site);
}

afterAll(() => rm(sites, { recursive: true, force: true }));

describe('an industry file copied from an existing one', { timeout: 120_000 }, () => {
  it('builds, and the generated catalogue lists it', async () => {
    const result = await sync('valid', { 'dentists.mdx': dentists() });
    expect(result).toEqual({ failed: false, output: '' });
    const catalogue = readFileSync(join(sites, 'valid/netlify/generated/industries.ts'), 'utf8');
    expect(catalogue).toContain('"slug": "dentists"');
    expect(catalogue).toContain('"downloadUrl": "/downloads/dentists-quick-wins.pdf"');
  });
});

describe('every collection fails the build in the editor\'s words', { timeout: 120_000 }, () => {
  it('a FAQ entry with an empty question says what to do, not what Zod expected', async () => {
    const faq = parse(readFileSync(join(root, 'src/content/faq.yaml'), 'utf8')) as Frontmatter[];
    const { failed, output } = await syncFaq('faq-words', [{ ...faq[0], q: '' }, ...faq.slice(1)]);
    expect(failed).toBe(true);
    expect(output).toContain('q: Write something here: it cannot be left empty.');
    expect(output).not.toMatch(/Too small|expected string/);
  });
});

describe('industry file errors fail the build naming the file, the field and what is allowed', { timeout: 120_000 }, () => {
  it('an unknown icon, listing the icon names', async () => {
    const { failed, output } = await sync('icon', { 'dentists.mdx': { ...dentists(), icon: 'tooth' } });
    expect(failed).toBe(true);
    expect(output).toMatch(/src\/content\/industries\/dentists\.mdx/);
    expect(output).toMatch(/icon(\*\*)?: Unknown icon "tooth"/);
    expect(output).toContain(ICON_NAMES.join(', '));
  });

  it('a slug that is not a safe path segment', async () => {
    const { failed, output } = await sync('slug', { 'dentists.mdx': { ...dentists(), slug: 'Dentists & Co/../x' } });
    expect(failed).toBe(true);
    expect(output).toMatch(/src\/content\/industries\/dentists\.mdx/);
    expect(output).toMatch(/slug(\*\*)?: A slug is lowercase letters and digits in words joined by single hyphens/);
  });

  it('a missing required field, and a missing guide with what to add', async () => {
    const broken = dentists();
    delete broken.hero.headline;
    delete broken.guide;
    broken.testimonal = broken.testimonial;
    const { failed, output } = await sync('missing', { 'dentists.mdx': broken });
    expect(failed).toBe(true);
    expect(output).toMatch(/src\/content\/industries\/dentists\.mdx/);
    expect(output).toMatch(/hero\.headline: Required/);
    expect(output).toMatch(/guide(\*\*)?: Required: a guide block \(title, description, benefits, items: five quick wins\)/);
    expect(output).toMatch(/Unrecognized key: "testimonal"/);
  });

  it('a slug that another file already uses', async () => {
    const { failed, output } = await sync('duplicate-slug', {
      'dentists.mdx': dentists(),
      'dental-practices.mdx': { ...dentists(), vanityAliases: [] },
    });
    expect(failed).toBe(true);
    expect(output).toContain('src/content/industries/dentists.mdx: slug "dentists" is already the slug of src/content/industries/dental-practices.mdx');
  });

  it('a page description or guide kept as it was in the file it was copied from', async () => {
    const copied = dentists();
    const { failed, output } = await sync('copied-texts', {
      'dentists.mdx': copied,
      'orthodontists.mdx': { ...copied, name: 'Orthodontists', slug: 'orthodontists', vanityAliases: [], seo: { ...copied.seo, title: 'Orthodontist Website Design | Fast Sites' } },
    });
    expect(failed).toBe(true);
    expect(output).toContain('src/content/industries/orthodontists.mdx: seo.description is the same as in src/content/industries/dentists.mdx');
    expect(output).toContain('src/content/industries/orthodontists.mdx: guide.title is the same as in src/content/industries/dentists.mdx');
    expect(output).not.toContain('orthodontists.mdx: seo.title');
  });

  it('an alias that another file already uses', async () => {
    const { failed, output } = await sync('duplicate-alias', {
      'dentists.mdx': dentists(),
      'orthodontists.mdx': { ...dentists(), name: 'Orthodontists', slug: 'orthodontists' },
    });
    expect(failed).toBe(true);
    expect(output).toContain('src/content/industries/orthodontists.mdx: vanityAliases has "/dental", which is already an alias of src/content/industries/dentists.mdx');
  });

  it('an alias or a slug that would hide a page of the site', async () => {
    const { failed, output } = await sync('route', {
      'dentists.mdx': { ...dentists(), vanityAliases: ['/about'] },
      'about-us.mdx': { ...dentists(), slug: 'about', vanityAliases: [] },
    });
    expect(failed).toBe(true);
    expect(output).toContain('src/content/industries/dentists.mdx: vanityAliases has "/about", which is already src/pages/about.astro');
    expect(output).toContain('src/content/industries/about-us.mdx: slug "about" would be the page /about, which is already src/pages/about.astro');
  });

  it('leave no generated catalogue behind from a failed build', () => {
    expect(existsSync(join(sites, 'icon/netlify/generated/industries.ts'))).toBe(false);
  });
});
