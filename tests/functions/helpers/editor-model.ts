/**
 * The editor's own operations, as the browser app performs them (src/editor/app/use-editor.ts and
 * its dialogs), for the model-based test (editor-model.test.ts): each reads the store's listing
 * and the file as the app does, makes its edit with the editor core, asks the same checks the
 * app asks before it offers to save, and hands the store what the app would. The store is either
 * the dev file API or the admin API; what it answers is compared with what the editor said.
 */
import fc from 'fast-check';
import { bodyIssues, insertBlock, newComponentBlock, newProseBlock, removeBlock, serializeBody, type BodyModel } from '../../../src/editor/core/body.ts';
import { composeIndustryFile, openIndustryFile, type IndustryDocument } from '../../../src/editor/core/document.ts';
import { fileNameForSlug, copySource, planRename, planRetire, templateSource } from '../../../src/editor/core/lifecycle.ts';
import { escapeForMdx } from '../../../src/editor/core/prose.ts';
import { industryFilePath } from '../../../src/editor/core/industry-file.ts';
import type { ContentChange, StoreListing } from '../../../src/editor/core/store.ts';
import { checkEdit, editorIndustrySchema, siteOf } from '../../../src/editor/core/validation.ts';
import { getAt, setAt } from '../../../src/editor/core/values.ts';
import { MDX_COMPONENT_NAMES, type MdxComponentName } from '../../../src/lib/schemas/mdx-components.ts';

/** What an operation asks of the store: the same three writes the app makes. */
export type StoreWrite =
  | { kind: 'save'; name: string; source: string; baseVersion: string }
  | { kind: 'create'; name: string; source: string }
  | { kind: 'change'; change: ContentChange };

/** The store the operations run against: its listing, a file, and a write (answering its HTTP status). */
export interface ModelStore {
  list(): Promise<StoreListing>;
  load(name: string): Promise<{ source: string; version: string }>;
  write(write: StoreWrite): Promise<number>;
}

/** An operation's outcome: whether the editor offered it, and what the store answered. */
export interface Outcome {
  label: string;
  editorAccepts: boolean;
  status: number | null;
}

// ---- Values an editor types or picks, good and bad ----

const SLUGS = ['dentists', 'law-offices', 'vets', 'lawyers', 'accountants', 'law', 'cpas', 'attorneys', 'therapists', 'about', 'admin', 'guides', 'Law Firms', ''];
const ALIASES = ['/dental', '/law', '/cpas', '/attorneys', '/about', '/api', '/accountants', '/dentists', '/law firm', '', '/new-address', '/vets'];
const TEXTS = ['A calm, fast website for busy people', 'Short', 'A'.repeat(350), 'Call us 📞 today', 'Thanks from {{studio}}', 'Ask {{nobody}}', '', 'Websites that bring in the clients you want'];
const IMAGES = ['../../assets/hero/lawyers.png', '../../assets/team/maya-okafor.png', '../../assets/portfolio/whitfield-law.png', '../../assets/before-after/creatives-after.png', '../../assets/nowhere.png'];
const PROSE = ['Plain words for plain people.', 'Our <Tooth size="big" /> results.', 'Two and two make {1+1}.', 'Loads in < 1 s, from $995.', '<div class="x">raw</div>', 'Call {{studio}} today.'];
const PROPS: Array<Record<string, string>> = [
  { value: '38%', label: 'more calls in a month' },
  { value: '', label: 'no figure' },
  { href: '/pricing' },
  { href: 'https://evil.example' },
  { title: 'Good to know' },
  {},
];
const CHILDREN = ['See the prices', 'A short aside.', '', 'Costs {fixed}'];

/** Text fields an editor fills, with the pool their values come from. */
const FIELDS: Array<{ path: (string | number)[]; values: readonly unknown[] }> = [
  { path: ['name'], values: ['Dentists', 'Lawyers', 'X', 'A'.repeat(80)] },
  { path: ['summary'], values: TEXTS },
  { path: ['hero', 'headline'], values: TEXTS },
  { path: ['hero', 'primaryCtaText'], values: TEXTS },
  { path: ['endCta', 'heading'], values: TEXTS },
  { path: ['seo', 'title'], values: [...TEXTS, 'Law Firm Websites | Fast, Ethical, Hand-Coded'] },
  { path: ['guide', 'title'], values: TEXTS },
  { path: ['guide', 'items', 0, 'title'], values: TEXTS },
  { path: ['hero', 'image', 'src'], values: IMAGES },
  { path: ['beforeAfter', 0, 'afterImage'], values: IMAGES },
  { path: ['menu', 'order'], values: [1, 7, 'first', -3] },
  { path: ['icon'], values: ['scale', 'tooth', 'globe'] },
];

// ---- The editor's side: open, check as the app does, write as the app does ----

interface Open {
  name: string;
  version: string;
  document: IndustryDocument;
}

async function openFile(store: ModelStore, listing: StoreListing, index: number): Promise<Open | null> {
  if (listing.files.length === 0) return null;
  const name = listing.files[index % listing.files.length]!.name;
  const file = await store.load(name);
  return { name, version: file.version, document: openIndustryFile(file.source) };
}

/** The app's own verdict on the open file's fields and body: the same checks as use-editor.ts, then the file text it would write. */
function editorVerdict(listing: StoreListing, name: string | null, data: unknown, body: BodyModel, document: IndustryDocument): string | null {
  const site = siteOf(listing);
  const slug = getAt(data, ['slug']);
  const named = fileNameForSlug(typeof slug === 'string' && slug ? slug : 'new-industry');
  const file = industryFilePath(name ?? (listing.files.some((entry) => entry.name === named) ? 'new-page-not-saved-yet.mdx' : named));
  const check = checkEdit(site, { industries: [{ file, data, body: serializeBody(body) }] }, file);
  if (check.fields.length || check.body.length || check.elsewhere.length || bodyIssues(body).length) return null;
  try {
    return composeIndustryFile(document, data, body).source;
  } catch {
    return null;
  }
}

async function saveEdit(store: ModelStore, listing: StoreListing, open: Open, data: unknown, body: BodyModel, label: string): Promise<Outcome> {
  const source = editorVerdict(listing, open.name, data, body, open.document);
  // What a browser sends without the editor's checks (a stale tab, a script): the store must hold the line itself.
  let raw = source;
  if (raw === null) {
    try {
      raw = composeIndustryFile(open.document, data, body).source;
    } catch {
      return { label, editorAccepts: false, status: null };
    }
  }
  const status = await store.write({ kind: 'save', name: open.name, source: raw, baseVersion: open.version });
  return { label, editorAccepts: source !== null, status };
}

/** One of the editor's operations, generated: each is a function of the store. */
export type Operation = { label: string; run: (store: ModelStore) => Promise<Outcome> };

const pick = <T>(list: readonly T[]) => fc.nat({ max: list.length - 1 }).map((i) => list[i]!);

const fieldEdit = fc.record({ file: fc.nat(), field: fc.nat({ max: FIELDS.length - 1 }), value: fc.nat() }).map(({ file, field, value }): Operation => {
  const { path, values } = FIELDS[field]!;
  const chosen = values[value % values.length];
  const label = `edit ${path.join('.')} = ${JSON.stringify(chosen).slice(0, 30)} (file ${file})`;
  return {
    label,
    run: async (store) => {
      const listing = await store.list();
      const open = await openFile(store, listing, file);
      if (!open) return { label, editorAccepts: false, status: null };
      let data = setAt(open.document.data, path, chosen);
      if (path[0] === 'hero' && path[1] === 'image' && !getAt(data, ['hero', 'image', 'alt'])) data = setAt(data, ['hero', 'image', 'alt'], 'A website on a laptop and a phone');
      return saveEdit(store, listing, open, data, open.document.body, label);
    },
  };
});

const aliasAdd = fc.record({ file: fc.nat(), alias: pick(ALIASES) }).map(({ file, alias }): Operation => {
  const label = `add alias ${alias} (file ${file})`;
  return {
    label,
    run: async (store) => {
      const listing = await store.list();
      const open = await openFile(store, listing, file);
      if (!open) return { label, editorAccepts: false, status: null };
      const aliases = getAt(open.document.data, ['vanityAliases']);
      const data = setAt(open.document.data, ['vanityAliases'], [...(Array.isArray(aliases) ? aliases : []), alias]);
      return saveEdit(store, listing, open, data, open.document.body, label);
    },
  };
});

const aliasRemove = fc.record({ file: fc.nat(), index: fc.nat() }).map(({ file, index }): Operation => {
  const label = `remove alias ${index} (file ${file})`;
  return {
    label,
    run: async (store) => {
      const listing = await store.list();
      const open = await openFile(store, listing, file);
      const aliases = getAt(open?.document.data, ['vanityAliases']);
      if (!open || !Array.isArray(aliases) || aliases.length === 0) return { label, editorAccepts: false, status: null };
      const data = setAt(open.document.data, ['vanityAliases'], aliases.filter((_, i) => i !== index % aliases.length));
      return saveEdit(store, listing, open, data, open.document.body, label);
    },
  };
});

const blockAdd = fc.record({ file: fc.nat(), kind: fc.nat({ max: MDX_COMPONENT_NAMES.length }), props: pick(PROPS), children: pick(CHILDREN), prose: pick(PROSE), at: fc.nat() }).map(
  ({ file, kind, props, children, prose, at }): Operation => {
    const name: MdxComponentName | null = kind < MDX_COMPONENT_NAMES.length ? MDX_COMPONENT_NAMES[kind]! : null;
    const label = name ? `add ${name} ${JSON.stringify(props)} "${children}" (file ${file})` : `add paragraph "${prose}" (file ${file})`;
    return {
      label,
      run: async (store) => {
        const listing = await store.list();
        const open = await openFile(store, listing, file);
        if (!open) return { label, editorAccepts: false, status: null };
        const body = open.document.body;
        // The prose editor writes what is typed with { } < escaped (prose.ts); a component's form writes its text escaped too.
        const block = name
          ? { ...newComponentBlock(name), props: Object.fromEntries(Object.entries(props).filter(([key]) => key in propsOf(name))), children: newComponentBlock(name).children === null ? null : children }
          : { ...newProseBlock(), markdown: escapeForMdx(prose).trim() };
        const next = insertBlock(body, at % (body.blocks.length + 1), block);
        return saveEdit(store, listing, open, open.document.data, next, label);
      },
    };
  },
);

function propsOf(name: MdxComponentName): Record<string, true> {
  const keys: Record<MdxComponentName, string[]> = { PullQuote: ['cite'], Stat: ['value', 'label'], CtaButton: ['href'], Note: ['title'] };
  return Object.fromEntries(keys[name].map((key) => [key, true]));
}

const blockRemove = fc.record({ file: fc.nat(), index: fc.nat() }).map(({ file, index }): Operation => {
  const label = `remove block ${index} (file ${file})`;
  return {
    label,
    run: async (store) => {
      const listing = await store.list();
      const open = await openFile(store, listing, file);
      const body = open?.document.body;
      // Locked blocks have no remove button.
      const removable = body?.blocks.map((block, i) => (block.kind === 'locked' ? -1 : i)).filter((i) => i >= 0) ?? [];
      if (!open || !body || removable.length === 0) return { label, editorAccepts: false, status: null };
      return saveEdit(store, listing, open, open.document.data, removeBlock(body, removable[index % removable.length]!), label);
    },
  };
});

const newPage = fc.record({ copyOf: fc.option(fc.nat(), { nil: null }), slug: pick(SLUGS), fill: fc.boolean(), unique: fc.nat({ max: 9999 }) }).map(
  ({ copyOf, slug, fill, unique }): Operation => {
    const label = `new page ${slug} from ${copyOf === null ? 'the template' : `a copy of file ${copyOf}`}${fill ? '' : ', titles left'}`;
    return {
      label,
      run: async (store) => {
        const listing = await store.list();
        const schema = editorIndustrySchema(listing.assets);
        let source = templateSource(schema);
        if (copyOf !== null && listing.files.length) {
          const original = await store.load(listing.files[copyOf % listing.files.length]!.name);
          source = copySource(schema, original.source, 'new-industry.mdx', siteOf(listing)).source;
        }
        const document = openIndustryFile(source);
        let data = setAt(document.data, ['slug'], slug);
        if (fill) {
          for (const [path, text] of [
            [['seo', 'title'], `Websites for ${slug || 'someone'} no. ${unique}`],
            [['seo', 'description'], `Hand-coded websites for ${slug || 'someone'}, number ${unique}, fast and clear, one fee, no lock-in.`],
            [['guide', 'title'], `Five quick wins no. ${unique}`],
            [['guide', 'description'], `Five changes, set ${unique}, to make in an afternoon.`],
          ] as const) {
            data = setAt(data, [...path], text);
          }
        }
        const accepted = editorVerdict(listing, null, data, document.body, document);
        let raw = accepted;
        if (raw === null) {
          try {
            raw = composeIndustryFile(document, data, document.body).source;
          } catch {
            return { label, editorAccepts: false, status: null };
          }
        }
        const status = await store.write({ kind: 'create', name: fileNameForSlug(slug || 'new-industry'), source: raw });
        return { label, editorAccepts: accepted !== null, status };
      },
    };
  },
);

const rename = fc.record({ file: fc.nat(), slug: pick(SLUGS), tickMove: fc.boolean() }).map(({ file, slug, tickMove }): Operation => {
  const label = `rename file ${file} to ${slug}${tickMove ? ' (move the alias)' : ''}`;
  return {
    label,
    run: async (store) => {
      const listing = await store.list();
      const open = await openFile(store, listing, file);
      if (!open) return { label, editorAccepts: false, status: null };
      const plan = planRename(siteOf(listing), listing, { ...open, data: open.document.data, body: open.document.body }, slug);
      // The dialog: the same slug is no rename; one of the page's own aliases needs the box ticked.
      const accepted = plan.change !== null && slug !== getAt(open.document.data, ['slug']) && (!plan.movedAlias || tickMove);
      if (!plan.attempted) return { label, editorAccepts: false, status: null };
      const status = await store.write({ kind: 'change', change: accepted ? plan.change! : plan.attempted });
      return { label, editorAccepts: accepted, status };
    },
  };
});

const retire = fc.record({ file: fc.nat(), reassign: fc.boolean(), to: fc.nat(), keep: fc.boolean() }).map(({ file, reassign, to, keep }): Operation => {
  const label = `retire file ${file}${reassign ? ', case studies moved' : ''}${keep ? ', addresses kept' : ''}`;
  return {
    label,
    run: async (store) => {
      const listing = await store.list();
      const open = await openFile(store, listing, file);
      const others = listing.files.filter((entry) => entry.name !== open?.name);
      if (!open || others.length === 0) return { label, editorAccepts: false, status: null };
      const other = others[to % others.length]!;
      const studies = listing.portfolio.filter((entry) => entry.source.includes(`industry: ${open.name}`));
      const movesTo = reassign ? Object.fromEntries(studies.map((entry) => [entry.name, other.name])) : {};
      const target = keep ? { name: other.name, ...(await store.load(other.name)) } : null;
      const plan = planRetire(siteOf(listing), listing, { name: open.name, version: open.version, data: open.document.data }, movesTo, target);
      const status = await store.write({ kind: 'change', change: plan.change ?? plan.attempted! });
      return { label, editorAccepts: plan.change !== null, status };
    },
  };
});

/** Any one of the editor's operations. */
export const operation: fc.Arbitrary<Operation> = fc.oneof(
  { arbitrary: fieldEdit, weight: 4 },
  { arbitrary: aliasAdd, weight: 3 },
  { arbitrary: aliasRemove, weight: 1 },
  { arbitrary: blockAdd, weight: 2 },
  { arbitrary: blockRemove, weight: 1 },
  { arbitrary: newPage, weight: 2 },
  { arbitrary: rename, weight: 2 },
  { arbitrary: retire, weight: 2 },
);
