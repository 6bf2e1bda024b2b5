/**
 * The studio's name and contact facts are content (src/content/studio.yaml), with one authority:
 * the schema refuses a bad e-mail, phone or address in plain words; the phone's link is derived
 * from the phone; the module the functions and scripts read (netlify/generated/studio.ts) and the
 * copy tokens follow the file, and no code repeats a fact of it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COPY_TOKENS, fillCopyTokens, useStudioTokens } from '~/lib/copy-tokens';
import { CONTENT_GROUPS, textFileAt, TEXT_FILES } from '~/lib/content-files';
import { textFileProblems } from '~/lib/content-check';
import { plainMessage } from '~/lib/schemas/messages';
import { schedulerEmbedUrl } from '~/lib/config';
import { organizationJsonLd, pageTitle } from '~/lib/seo';
import { STUDIO_FILE, studioFacts, studioModuleSource, studioSchema, telHref, type StudioFile } from '~/lib/studio';
import { STUDIO_MODULE } from '../../src/loaders/studio';
import { readStudioFacts } from '../../src/loaders/studio-file';
import { STUDIO } from '../../netlify/generated/studio.ts';

const root = join(import.meta.dirname, '..', '..');
const onDisk = parse(readFileSync(join(root, STUDIO_FILE), 'utf8')) as StudioFile;

/** The schema's message for the file with `field` set to `value` (plain words, as the editor and the build show them). */
function refusal(field: keyof StudioFile, value: unknown): string[] {
  const result = studioSchema.safeParse({ ...onDisk, [field]: value }, { error: plainMessage });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("the studio file's schema", () => {
  it('accepts the file as the project has it', () => {
    expect(studioSchema.safeParse(onDisk).success).toBe(true);
  });

  it('refuses an e-mail that is not an address', () => {
    for (const email of ['hello at northlight.studio', 'hello@', '@northlight.studio']) {
      expect(refusal('email', email)).toEqual(['email: Write an e-mail address, e.g. hello@example.com: a name, @, then the domain.']);
    }
  });

  it('refuses a phone without its country code, with letters, or with too few digits', () => {
    expect(refusal('phone', '555 010 4821')).toEqual([expect.stringMatching(/^phone: Write the phone as visitors should read it, with its country code/)]);
    expect(refusal('phone', '+1 (555) CALL-NOW')).toEqual([expect.stringMatching(/^phone: Write the phone as visitors should read it/)]);
    expect(refusal('phone', '+1 555')).toEqual([expect.stringMatching(/^phone: A phone number has 8 to 15 digits with its country code/)]);
    expect(refusal('phone', '+44 20 7946 0018')).toEqual([]);
  });

  it('refuses an address that is not an https origin', () => {
    for (const url of ['http://northlight.studio', 'https://northlight.studio/', 'https://northlight.studio/contact', 'northlight.studio']) {
      expect(refusal('url', url), url).toEqual([
        "url: Write the site's address as https:// and its domain only, e.g. https://example.com: no path and no slash at the end.",
      ]);
    }
  });

  it('refuses a field it does not know, and a missing one, in plain words', () => {
    expect(studioSchema.safeParse({ ...onDisk, phoneHref: 'tel:+1' }, { error: plainMessage }).error!.issues[0]!.message).toBe(
      '"phoneHref" is not a field of this page: remove it from the file.',
    );
    const { founder: _founder, ...withoutFounder } = onDisk;
    expect(studioSchema.safeParse(withoutFounder, { error: plainMessage }).error!.issues[0]!.message).toBe('Write something here: it cannot be left empty.');
  });

  it("describes every field for editors: each has a title and help", () => {
    for (const [key, field] of Object.entries(studioSchema.shape)) {
      const meta = field.meta() as { title?: string; description?: string } | undefined;
      expect(meta?.title, key).toBeTruthy();
      expect(meta?.description, key).toBeTruthy();
    }
  });
});

describe("the phone's link", () => {
  it('dials the digits of the phone as written', () => {
    expect(telHref('+1 (555) 010-4821')).toBe('tel:+15550104821');
    expect(telHref('+44 20 7946 0018')).toBe('tel:+442079460018');
    expect(studioFacts(onDisk).phoneHref).toBe(telHref(onDisk.phone));
  });
});

describe('one authority: everything derives from the studio file', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'studio-facts-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const changed: StudioFile = {
    name: 'Lakeside Web Co',
    legalName: 'Lakeside Web Co Ltd',
    url: 'https://lakeside.example',
    email: 'studio@lakeside.example',
    phone: '+44 20 7946 0018',
    city: 'Bristol, England',
    copyrightYear: 2019,
    founder: 'Ada Byron',
  };

  it('the module the functions read is generated from the file, with the derived link', () => {
    expect(readFileSync(join(root, STUDIO_MODULE), 'utf8')).toBe(studioModuleSource(onDisk, STUDIO_FILE));
    expect(STUDIO).toEqual({ ...onDisk, phoneHref: telHref(onDisk.phone) });
  });

  it('a changed file changes what is read from it: the facts, the generated module, the copy tokens, the page helpers', () => {
    mkdirSync(join(scratch, 'src/content'), { recursive: true });
    const source = readFileSync(join(root, STUDIO_FILE), 'utf8')
      .replace(`name: ${onDisk.name}`, `name: ${changed.name}`)
      .replace(`legalName: ${onDisk.legalName}`, `legalName: ${changed.legalName}`)
      .replace(`url: ${onDisk.url}`, `url: ${changed.url}`)
      .replace(`email: ${onDisk.email}`, `email: ${changed.email}`)
      .replace(`phone: ${onDisk.phone}`, `phone: ${changed.phone}`)
      .replace(`city: ${onDisk.city}`, `city: ${changed.city}`)
      .replace(`copyrightYear: ${onDisk.copyrightYear}`, `copyrightYear: ${changed.copyrightYear}`)
      .replace(`founder: ${onDisk.founder}`, `founder: ${changed.founder}`);
    writeFileSync(join(scratch, STUDIO_FILE), source);
    const read = readStudioFacts(pathToFileURL(`${scratch}/`));
    expect(read).toEqual(changed);
    const module = studioModuleSource(read!, STUDIO_FILE);
    for (const value of [changed.name, changed.legalName, changed.url, changed.email, changed.phone, changed.city, changed.founder, 'tel:+442079460018']) {
      expect(module).toContain(JSON.stringify(value));
    }
    for (const value of [onDisk.name, onDisk.email, onDisk.phone, STUDIO.phoneHref]) expect(module).not.toContain(value);

    const before = { ...COPY_TOKENS };
    try {
      useStudioTokens(read!);
      expect(fillCopyTokens('{{studio}} in {{city}}: {{email}}, {{phone}}, founded by {{founder}}')).toBe(
        'Lakeside Web Co in Bristol, England: studio@lakeside.example, +44 20 7946 0018, founded by Ada Byron',
      );
    } finally {
      useStudioTokens({ ...onDisk, name: before.studio!, founder: before.founder!, city: before.city!, email: before.email!, phone: before.phone! });
    }
    const facts = studioFacts(read!);
    expect(pageTitle('Pricing', facts.name)).toBe('Pricing | Lakeside Web Co');
    expect(organizationJsonLd(facts.url, 'A studio.', facts)).toMatchObject({ name: changed.name, legalName: changed.legalName, email: changed.email, telephone: changed.phone });
    expect(new URL(schedulerEmbedUrl(facts.url)).searchParams.get('embed_domain')).toBe('lakeside.example');
  });

  it('a file that fails its schema gives no facts (the collection then stops the build naming the field)', () => {
    writeFileSync(join(scratch, STUDIO_FILE), readFileSync(join(root, STUDIO_FILE), 'utf8').replace(`url: ${onDisk.url}`, 'url: http://insecure.example'));
    expect(readStudioFacts(pathToFileURL(`${scratch}/`))).toBeUndefined();
  });

  it('no code writes a fact of the studio file again', () => {
    const facts = [onDisk.legalName, onDisk.email, onDisk.phone, telHref(onDisk.phone), onDisk.url, onDisk.founder, onDisk.city];
    const code = /\.(m?[jt]sx?|astro|mts)$/;
    const skip = new Set(['node_modules', 'generated', 'content', '.astro', 'dist']);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (skip.has(name)) continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (code.test(name)) files.push(path);
      }
    };
    for (const dir of ['src', 'netlify', 'scripts']) walk(join(root, dir));
    files.push(join(root, 'astro.config.mjs'));
    const repeats = files.flatMap((file) => facts.filter((fact) => readFileSync(file, 'utf8').includes(fact)).map((fact) => `${relative(root, file)}: ${fact}`));
    expect(repeats).toEqual([]);
  });
});

describe('the editor lists the studio file', () => {
  it('as a singleton among the shared blocks, previewed on /contact', () => {
    const file = textFileAt(STUDIO_FILE)!;
    expect(file).toMatchObject({ kind: 'singleton', group: 'Shared blocks', page: '/contact' });
    expect(CONTENT_GROUPS).toContain(file.group);
    expect(TEXT_FILES.filter((entry) => entry.path === STUDIO_FILE)).toHaveLength(1);
  });

  it("checks it with the same schema and words as the build", () => {
    const data = { ...onDisk, phone: '555-0104' };
    expect(textFileProblems({ file: STUDIO_FILE, data, body: null }, null)).toEqual([
      { file: STUDIO_FILE, path: ['phone'], message: expect.stringMatching(/^Write the phone as visitors should read it, with its country code/) },
    ]);
    expect(textFileProblems({ file: STUDIO_FILE, data: onDisk, body: null }, null)).toEqual([]);
  });
});
