/**
 * The browser editor checks a change as the build checks the site it makes
 * (src/editor/core/validation.ts over src/lib/content-check.ts): the industry schema's own
 * messages at the field, the checks across files at the field of the edited file they come from
 * (in its own terms, whichever file the build names), pictures by their pixels, the prose as MDX
 * reads it. Its forms come from the same schema (form-schema.ts), limits included; and new,
 * renamed and retired files are changes the whole-site check passes (lifecycle.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockAtOffset, bodyIssues, codeParts, insertBlock, newProseBlock, parseBody, serializeBody } from '~/editor/core/body';
import { changeLabels, proseChangeLine, proseChanges } from '~/editor/core/change-summary';
import { paragraphsOf, undoParagraphChange } from '~/editor/core/paragraphs';
import { openIndustryFile } from '~/editor/core/document';
import { formSchemaOf, emptyValueOf, titleFromKey } from '~/editor/core/form-schema';
import { readFrontmatter } from '~/editor/core/frontmatter';
import { INDUSTRY_FOLDER, industryFilePath, PORTFOLIO_FOLDER, portfolioFilePath } from '~/editor/core/industry-file';
import { caseStudiesOf, copySource, planRename, planRetire, renamedData, retireConsequences, templateSource } from '~/editor/core/lifecycle';
import type { StoreListing } from '~/editor/core/store';
import { checkEdit, checkWrite, editorIndustrySchema, imagePathForFile, imagePathFromFile, partsOfPath, siteOf } from '~/editor/core/validation';
import { getAt, setAt } from '~/editor/core/values';
import { contentProblems, mdxBodyProblems } from '~/lib/content-check';
import { ICON_NAMES } from '~/lib/icons';
import { imageSize } from '~/lib/image-size';
import { reservedPaths } from '~/lib/industry-registry';
import { checkMdxProps, MDX_COMPONENTS } from '~/lib/schemas/mdx-components';

const root = join(import.meta.dirname, '..', '..');
const read = (folder: string, pattern: RegExp) =>
  new Map(
    readdirSync(join(root, folder))
      .filter((name) => pattern.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(root, folder, name), 'utf8')]),
  );
const sources = read(INDUSTRY_FOLDER, /\.mdx$/);
const studies = read(PORTFOLIO_FOLDER, /\.(yaml|mdx)$/);
const names = [...sources.keys()];
const assets = readdirSync(join(root, 'src/assets'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(png|jpe?g|webp|svg)$/.test(file))
  .map((file) => `src/assets/${file}`);
const listing: StoreListing = {
  files: names.map((name) => ({ name, version: `v-${name}`, data: openIndustryFile(sources.get(name)!).data })),
  portfolio: [...studies].map(([name, source]) => ({ name, version: `v-${name}`, source })),
  reserved: [...reservedPaths(readdirSync(join(root, 'src/pages')), readdirSync(join(root, 'public')))],
  assets,
  imageSizes: Object.fromEntries(assets.map((path) => [path, imageSize(readFileSync(join(root, path)))])),
};
const bodies = new Map(names.map((name) => [industryFilePath(name), openIndustryFile(sources.get(name)!).parts.body]));
const site = siteOf(listing, bodies);
const schema = editorIndustrySchema(assets);
const lawyers = openIndustryFile(sources.get('lawyers.mdx')!);
const LAWYERS = industryFilePath('lawyers.mdx');

/** The edited file's problems at its fields, after setting `path` to `value` in `name`. */
function issuesAfter(path: (string | number)[], value: unknown, name = 'lawyers.mdx') {
  const document = openIndustryFile(sources.get(name) ?? sources.get('lawyers.mdx')!);
  const file = industryFilePath(name);
  return checkEdit(site, { industries: [{ file, data: setAt(document.data, path, value), body: document.parts.body }] }, file).fields;
}

describe('checks of an edited file', () => {
  it('the site as it is has no problem, and every file saved as it is passes the servers\' check', () => {
    expect(site.before).toEqual([]);
    for (const name of names) {
      expect(checkWrite(site, [{ path: industryFilePath(name), source: sources.get(name)! }], industryFilePath(name)).lines, name).toEqual([]);
    }
  });

  it('refuses a 39-character summary in plain words, at the field: how many to write and how many so far', () => {
    expect(issuesAfter(['summary'], 'x'.repeat(39))).toEqual([{ path: ['summary'], message: 'Write at least 40 characters — 39 so far.' }]);
  });

  it('gives a slug with spaces and capitals the build\'s message', () => {
    const [issue] = issuesAfter(['slug'], 'Law Firms');
    expect(issue?.path).toEqual(['slug']);
    expect(issue?.message).toBe(schema.shape.slug.safeParse('Law Firms').error?.issues[0]?.message);
    expect(issue?.message).toMatch(/lowercase letters and digits/);
  });

  it('flags a comparison row with the wrong number of values at that row', () => {
    const local = openIndustryFile(sources.get('local-businesses.mdx')!);
    const rows = getAt(local.data, ['comparison', 'rows']) as { values: string[] }[];
    const issues = issuesAfter(['comparison', 'rows', 2, 'values'], rows[2]!.values.slice(1), 'local-businesses.mdx');
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(['comparison', 'rows', 2, 'values']);
    expect(issues[0]!.message).toMatch(/has \d values for \d columns/);
  });

  it('refuses a fourth review emphasis and a sixth guide item', () => {
    expect(issuesAfter(['review', 'emphasis'], ['trust', 'seo', 'mobile', 'content'])[0]?.path).toEqual(['review', 'emphasis']);
    const items = getAt(lawyers.data, ['guide', 'items']) as unknown[];
    expect(issuesAfter(['guide', 'items'], [...items, items[0]])[0]?.message).toBe('A quick-win guide has exactly five items');
  });

  it('names an image that is not in src/assets', () => {
    const [issue] = issuesAfter(['beforeAfter', 0, 'afterImage'], '../../assets/nowhere.png');
    expect(issue?.path).toEqual(['beforeAfter', 0, 'afterImage']);
    expect(imagePathFromFile('../../assets/before-after/a.png')).toBe('src/assets/before-after/a.png');
    expect(imagePathForFile('src/assets/before-after/a.png')).toBe('../../assets/before-after/a.png');
  });
});

describe('limits the page needs, in the schema', () => {
  const form = formSchemaOf(schema);
  const limit = (...path: string[]) => {
    const node = path.reduce((at, key) => (at.items ?? at).properties![key]!, form);
    return (node.items ?? node).maxLength;
  };

  it('refuses a 350-character headline, button text or closing call to action at the field, with the count', () => {
    for (const path of [['hero', 'headline'], ['hero', 'primaryCtaText'], ['hero', 'secondaryCtaText'], ['endCta', 'heading'], ['endCta', 'primaryCtaText']]) {
      const issues = issuesAfter(path, 'A'.repeat(350));
      expect(issues, path.join('.')).toEqual([{ path, message: expect.stringMatching(/^Too long for its place on the page: at most \d+ characters \(this has 350\)/) }]);
    }
  });

  it('gives every text a visitor sees a maximum the form shows, which the content of every file fits', () => {
    expect(limit('hero', 'headline')).toBe(90);
    expect(limit('hero', 'primaryCtaText')).toBe(40);
    expect(limit('endCta', 'heading')).toBe(80);
    expect(limit('testimonial', 'quote')).toBe(300);
    expect(limit('faqs', 'a')).toBe(600);
    expect(limit('guide', 'items', 'howTo')).toBe(110);
    expect(site.before).toEqual([]);
  });

  it('refuses a character the guide PDF cannot set, at the guide field', () => {
    const [issue] = issuesAfter(['guide', 'items', 0, 'title'], 'Answer every call 📞');
    expect(issue).toEqual({ path: ['guide', 'items', 0, 'title'], message: expect.stringContaining('"📞"') });
    expect(issuesAfter(['guide', 'items', 0, 'title'], 'Answer every call → fast')).toEqual([]);
  });
});

describe('pictures, by their pixels', () => {
  it('refuses a square or narrow hero picture, naming its size', () => {
    const [issue] = issuesAfter(['hero', 'image', 'src'], '../../assets/team/maya-okafor.png');
    expect(issue).toEqual({ path: ['hero', 'image', 'src'], message: expect.stringMatching(/600×600 pixels: a hero picture is landscape .* at least 1000 pixels wide/) });
  });

  it('refuses a before/after pair of two shapes at the after picture', () => {
    const [issue] = issuesAfter(['beforeAfter', 0, 'afterImage'], '../../assets/portfolio/whitfield-law.png');
    expect(issue?.path).toEqual(['beforeAfter', 0, 'afterImage']);
    expect(issue?.message).toMatch(/1200×750 pixels and the after picture 1200×800/);
  });
});

describe('clashes across files, at the edited file\'s field', () => {
  it('a copy saved as another file clashes at its slug, aliases and texts, named from its side', () => {
    const file = industryFilePath('law-firms.mdx');
    const { fields } = checkEdit(site, { industries: [{ file, data: lawyers.data, body: null }] }, file);
    const paths = fields.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['slug', 'vanityAliases.0', 'seo.title', 'guide.description']));
    expect(fields.find((issue) => issue.path[0] === 'slug')?.message).toBe('/lawyers is already the page of Lawyers (lawyers.mdx): choose another slug.');
    expect(issuesAfter(['slug'], 'about')[0]?.message).toMatch(/\/about is already src\/pages\/about\.astro: choose another slug/);
  });

  it('a new page whose slug is another page\'s alias is refused at its slug, though the build names the other file', () => {
    const file = industryFilePath('attorneys.mdx');
    const data = setAt(setAt(lawyers.data, ['slug'], 'attorneys'), ['vanityAliases'], []);
    const check = checkEdit(site, { industries: [{ file, data, body: null }] }, file);
    expect(check.problems.some((problem) => problem.file === LAWYERS && problem.holder !== null)).toBe(true);
    expect(check.fields.find((issue) => issue.path[0] === 'slug')?.message).toBe('/attorneys is an alias of Lawyers (lawyers.mdx): remove it there first, or choose another slug.');
  });

  it('an alias of another page, added to a page, is refused at that alias', () => {
    const accountants = openIndustryFile(sources.get('accountants.mdx')!);
    const aliases = getAt(accountants.data, ['vanityAliases']) as string[];
    expect(issuesAfter(['vanityAliases'], [...aliases, '/law'], 'accountants.mdx')).toEqual([
      { path: ['vanityAliases', aliases.length], message: '/law is already an alias of Lawyers (lawyers.mdx): an address can lead to one page only. Remove it here, or there first.' },
    ]);
  });

  it('an alias being added (empty) or typed with a space is the schema\'s message at that item, and the others are still checked', () => {
    const aliases = getAt(lawyers.data, ['vanityAliases']) as string[];
    for (const typed of [undefined, '', '/law firm']) {
      const issues = issuesAfter(['vanityAliases'], [...aliases, typed, '/cpas']);
      expect(issues.map((issue) => issue.path.join('.'))).toEqual([`vanityAliases.${aliases.length}`, `vanityAliases.${aliases.length + 1}`]);
      expect(issues[1]!.message).toMatch(/already an alias of Accountants/);
    }
  });
});

describe('what you type in the prose is what is published', () => {
  const typed = (markdown: string) => {
    const body = insertBlock(parseBody(''), 0, { ...newProseBlock(), markdown });
    return bodyIssues(body).map((issue) => issue.message);
  };

  it('flags a component tag, an {expression}, HTML or a copy token typed into a paragraph', () => {
    expect(typed('Our results: \\<Tooth size="big" /> for every client.')).toEqual([expect.stringMatching(/^This looks like code, which the page would show as typed: <Tooth size="big" \/>\. Use a component block or remove it\.$/)]);
    expect(typed('Two plus two is \\{1+1\\}.')).toEqual([expect.stringContaining('{1+1}')]);
    expect(typed('A \\<div class="x">box\\</div>')).toEqual([expect.stringContaining('<div class="x">')]);
    expect(typed('Add a \\<Stat value="1" label="x" />')).toEqual([expect.stringContaining('(to show a Stat, add a Stat block)')]);
    expect(typed('Call \\{\\{studio\\}\\} today')).toEqual([expect.stringMatching(/\{\{studio\}\} is a copy token/)]);
  });

  it('leaves plain text, a lone < or {, and code spans alone', () => {
    expect(typed('Loads in \\< 1 s, fees from $995 (a {fixed} price is fine in `code {x}`).')).toEqual([expect.stringContaining('{fixed}')]);
    expect(typed('Loads in \\< 1 s, and 3 \\< 4. Write `<div>` in code.')).toEqual([]);
  });

  it('a component the site does not have in the prose stops the build, and is found where it is', () => {
    const body = 'First paragraph.\n\n<Tooth size="big" />\n\nLast.\n';
    const [problem] = mdxBodyProblems(body);
    expect(problem?.message).toMatch(/<Tooth> is not one of the site's components .*Expected component Tooth to be defined/);
    const model = parseBody(body);
    expect(blockAtOffset(model, problem!.offset)).toBe(model.blocks[1]);
    expect(mdxBodyProblems("import { Tooth } from './tooth.js'\n\n<Tooth />\n")).toEqual([]);
    expect(mdxBodyProblems('<Stat value="" label="x" />\n')[0]?.message).toMatch(/needs a value/);
  });

  it('finds the code of a body: what /admin holds equal to the base', () => {
    const body = lawyers.parts.body;
    expect(codeParts(body)).toEqual([]);
    expect(codeParts(`import x from './x.js'\n${body}`)).toEqual(["import x from './x.js'"]);
    expect(codeParts(`${body}\n{1+1}\n\n<div>raw</div>\n\n<Stat value={x} label="y" />\n`)).toEqual(['<Stat value={x}>', '<div>raw</div>', '{1+1}']);
  });
});

describe('the form schema', () => {
  const form = formSchemaOf(schema);
  const field = (...path: string[]) => path.reduce((node, key) => node.properties![key]!, form);

  it('has every field of the schema, with its description as help and a title', () => {
    expect(Object.keys(form.properties!)).toEqual(Object.keys(schema.shape));
    expect(field('summary').description).toBe(schema.shape.summary.description);
    expect(field('menu', 'order').title).toBe(schema.shape.menu.shape.order.meta()?.title);
    expect(titleFromKey('primaryCtaText')).toBe('Primary button text');
  });

  it('puts back the limits a pipe checks after its transform', () => {
    expect(field('summary')).toMatchObject({ type: 'string', minLength: 40, maxLength: 160 });
    expect(field('hero', 'headline')).toMatchObject({ type: 'string', minLength: 1, maxLength: 90 });
  });

  it('has enums as choices, list limits, and no default the form would write', () => {
    expect(field('icon').enum).toEqual([...ICON_NAMES]);
    expect(field('review', 'emphasis')).toMatchObject({ minItems: 1, maxItems: 3 });
    expect(field('guide', 'items')).toMatchObject({ minItems: 5, maxItems: 5 });
    expect(JSON.stringify(form)).not.toContain('"default"');
    expect(field('menu', 'header').description).toMatch(/Left out, it is on/);
    expect(field('beforeAfter').items!.properties!.beforeImage!['x-editor-widget']).toBe('image');
    expect(field('hero', 'image').properties!.src!.description).toMatch(/landscape .* at least 1000 pixels wide/i);
  });

  it('describes each body component from the schema the component checks its props with', () => {
    for (const [name, spec] of Object.entries(MDX_COMPONENTS)) {
      expect(Object.keys(formSchemaOf(spec.props).properties ?? {}), name).toEqual(Object.keys(spec.props.shape));
    }
    expect(() => checkMdxProps('Stat', { value: '', label: 'x' })).toThrow('<Stat value="" label="x">: needs a value');
    expect(() => checkMdxProps('CtaButton', { href: 'https://example.com' })).toThrow(/the href is a path on this site/);
    expect(() => checkMdxProps('Note', { titel: 'x' })).toThrow(/Note has no prop "titel"/);
  });
});

/** The site after a plan's change, from the files it writes: every problem the build would report. */
function problemsAfter(files: ReadonlyArray<{ path: string; source: string | null }>) {
  const industries = new Map(names.map((name) => [industryFilePath(name), sources.get(name)!] as [string, string | null]));
  const portfolio = new Map([...studies].map(([name, source]) => [portfolioFilePath(name), source] as [string, string | null]));
  for (const file of files) (file.path.startsWith(INDUSTRY_FOLDER) ? industries : portfolio).set(file.path, file.source);
  return contentProblems({
    industries: [...industries].filter(([, source]) => source !== null).map(([file, source]) => {
      const document = openIndustryFile(source!);
      return { file, data: document.data, body: document.parts.body };
    }),
    portfolio: [...portfolio].filter(([, source]) => source !== null).map(([file, source]) => ({ file, ...partsOfPath(file, source!)! })),
    reserved: new Map(listing.reserved),
    images: site.set.images,
  });
}

const openLawyers = { name: 'lawyers.mdx', version: 'v-lawyers.mdx', document: lawyers, data: lawyers.data, body: lawyers.body };

describe('new, renamed and retired files', () => {
  it('starts a new file from the template with every required field, empty', () => {
    const template = openIndustryFile(templateSource(schema));
    expect(Object.keys(template.data as object)).toEqual(formSchemaOf(schema).required);
    expect(template.body.blocks).toEqual([]);
    expect(emptyValueOf(formSchemaOf(schema).properties!.guide!)).toMatchObject({ items: Array.from({ length: 5 }, () => expect.any(Object)) });
  });

  it('copies a file with the fields that must be unique cleared, so the copy clashes with nothing', () => {
    const { source, cleared } = copySource(schema, sources.get('lawyers.mdx')!, 'dentists.mdx', site);
    expect(cleared.sort()).toEqual(['guide.description', 'guide.title', 'seo.description', 'seo.title', 'slug', 'vanityAliases']);
    const copy = openIndustryFile(source);
    expect(getAt(copy.data, ['slug'])).toBe('');
    expect(getAt(copy.data, ['vanityAliases'])).toEqual([]);
    expect(getAt(copy.data, ['hero'])).toEqual(getAt(lawyers.data, ['hero']));
    const filled = setAt(setAt(copy.data, ['slug'], 'dentists'), ['seo', 'title'], 'Dentist websites that fill the book');
    const file = industryFilePath('dentists.mdx');
    const issues = checkEdit(site, { industries: [{ file, data: filled, body: null }] }, file).fields.map((issue) => issue.path.join('.'));
    expect(issues.sort()).toEqual(['guide.description', 'guide.title', 'seo.description']);
  });

  it('renames with the old address kept as an alias', () => {
    const data = renamedData(lawyers.data, 'law-firms-and-attorneys');
    expect(getAt(data, ['slug'])).toBe('law-firms-and-attorneys');
    expect(getAt(data, ['vanityAliases'])).toEqual([...(getAt(lawyers.data, ['vanityAliases']) as string[]), '/lawyers']);
  });

  it('renames to one of its own aliases in one change: the alias moved, the file named after the slug, its case studies following, and the site passes', () => {
    const plan = planRename(site, listing, openLawyers, 'law');
    expect(plan.problems).toEqual([]);
    expect(plan.check.problems).toEqual([]);
    expect(plan.movedAlias).toBe('/law');
    expect(plan.newName).toBe('law.mdx');
    expect(plan.caseStudies.sort()).toEqual(caseStudiesOf(listing, 'lawyers.mdx').map((entry) => entry.name).sort());
    expect(plan.caseStudies).toHaveLength(2);
    const files = plan.change!.files;
    expect(files.map((file) => [file.path, file.source === null ? 'removed' : file.baseVersion === null ? 'new' : 'changed'])).toEqual([
      [industryFilePath('law.mdx'), 'new'],
      [LAWYERS, 'removed'],
      ...plan.caseStudies.map((name) => [portfolioFilePath(name), 'changed']),
    ]);
    const renamed = readFrontmatter(openIndustryFile(files[0]!.source!).parts.frontmatter);
    expect(getAt(renamed, ['vanityAliases'])).toEqual(['/law-firms', '/attorneys', '/legal', '/lawyers']);
    expect(problemsAfter(files)).toEqual([]);
    // Only the industry line of a case study changes.
    const study = files.find((file) => file.path.startsWith(PORTFOLIO_FOLDER))!;
    expect(study.source).toBe(studies.get(study.path.slice(PORTFOLIO_FOLDER.length + 1))!.replace('industry: lawyers.mdx', 'industry: law.mdx'));
  });

  it('renames back to the old slug, which is now only its own alias', () => {
    const first = planRename(site, listing, openLawyers, 'law').change!.files;
    const after: StoreListing = {
      ...listing,
      files: [...listing.files.filter((file) => file.name !== 'lawyers.mdx'), { name: 'law.mdx', version: 'v2', data: openIndustryFile(first[0]!.source!).data }],
      portfolio: listing.portfolio.map((entry) => {
        const changed = first.find((file) => file.path === portfolioFilePath(entry.name));
        return changed ? { ...entry, source: changed.source! } : entry;
      }),
    };
    const law = openIndustryFile(first[0]!.source!);
    const back = planRename(siteOf(after), after, { name: 'law.mdx', version: 'v2', document: law, data: law.data, body: law.body }, 'lawyers');
    expect(back.check.problems).toEqual([]);
    expect(back.newName).toBe('lawyers.mdx');
    expect(back.movedAlias).toBe('/lawyers');
  });

  it('refuses a rename to another page\'s slug or alias, at the slug', () => {
    expect(planRename(site, listing, openLawyers, 'accountants').check.fields).toContainEqual({ path: ['slug'], message: '/accountants is already the page of Accountants (accountants.mdx): choose another slug.' });
    const plan = planRename(site, listing, openLawyers, 'cpas');
    expect(plan.change).toBeNull();
    expect(plan.check.fields).toContainEqual({ path: ['slug'], message: '/cpas is an alias of Accountants (accountants.mdx): remove it there first, or choose another slug.' });
  });

  it('lists what disappears with a retired file', () => {
    const output = schema.parse(lawyers.data);
    const list = retireConsequences(output, 'lawyers.mdx').map((item) => item.where);
    expect(list).toEqual(expect.arrayContaining(['/lawyers', '/guides/lawyers-quick-wins', '/downloads/lawyers-quick-wins.pdf', '/ai-feedback']));
    expect(list).toContain((getAt(lawyers.data, ['vanityAliases']) as string[]).join(', '));
  });

  it('refuses a retire until each case study naming the page moves to another industry, then passes with them and the addresses kept', () => {
    const retired = { name: 'lawyers.mdx', version: 'v-lawyers.mdx', data: lawyers.data };
    const refused = planRetire(site, listing, retired, {}, null);
    expect(refused.change).toBeNull();
    expect(refused.caseStudies.map((study) => study.movesTo)).toEqual([null, null]);
    expect(refused.problems).toHaveLength(2);
    expect(refused.check.problems.map((problem) => problem.message).join('\n')).toMatch(/"lawyers\.mdx" is not an industry file/);
    expect(refused.check.elsewhere).toEqual([]);

    const movesTo = Object.fromEntries(refused.caseStudies.map((study) => [study.name, 'professional-services.mdx']));
    const target = { name: 'professional-services.mdx', version: 'v-professional-services.mdx', source: sources.get('professional-services.mdx')! };
    const plan = planRetire(site, listing, retired, movesTo, target);
    expect(plan.problems).toEqual([]);
    expect(plan.check.problems).toEqual([]);
    expect(plan.keptAddresses).toEqual(['/lawyers', '/law-firms', '/attorneys', '/legal', '/law']);
    expect(plan.change!.files.map((file) => file.path)).toEqual([LAWYERS, ...refused.caseStudies.map((study) => portfolioFilePath(study.name)), industryFilePath('professional-services.mdx')]);
    expect(problemsAfter(plan.change!.files)).toEqual([]);
  });
});

describe('what a pull request says changed', () => {
  const form = formSchemaOf(schema);
  it('names fields by their labels and the prose paragraph by paragraph, old → new', () => {
    const edited = sources.get('lawyers.mdx')!.replace(/^ {2}headline: ".*"$/m, '  headline: "New"').replace('value="41%"', 'value="42%"');
    expect(changeLabels(form, sources.get('lawyers.mdx')!, edited)).toEqual([
      `${form.properties!.hero!.title} › ${form.properties!.hero!.properties!.headline!.title}`,
      expect.stringMatching(/^Prose, paragraph \d+ \(Stat\): "Stat: 41% · more paid .*" → "Stat: 42% · more paid .*$/),
    ]);
    const body = lawyers.parts.body;
    const paragraphs = paragraphsOf(body).paragraphs.length;
    expect(proseChanges(body, `${body}\nOne more paragraph.\n`).map(proseChangeLine)).toEqual([`Prose, paragraph ${paragraphs + 1}, added: "One more paragraph."`]);
    const model = lawyers.body;
    const firstComponent = model.blocks.find((block) => block.kind === 'component')!;
    const without = serializeBody({ ...model, blocks: model.blocks.filter((block) => block !== firstComponent) });
    expect(proseChanges(body, without).map((change) => change.label)).toEqual([expect.stringMatching(/^Prose, paragraph \d+ \(Stat\) before, removed$/)]);
  });

  it('undoes one paragraph change and keeps the others', () => {
    const body = lawyers.parts.body;
    const [first, second] = paragraphsOf(body).paragraphs.filter((paragraph) => /^[A-Z][a-z]/.test(paragraph.text));
    const edited = body.replace(first!.text, 'First rewritten.').replace(second!.text, 'Second rewritten.');
    const changes = proseChanges(body, edited);
    expect(changes).toHaveLength(2);
    expect(undoParagraphChange(body, edited, changes[0]!)).toBe(body.replace(second!.text, 'Second rewritten.'));
    expect(undoParagraphChange(body, edited, changes[1]!)).toBe(body.replace(first!.text, 'First rewritten.'));
  });
});
