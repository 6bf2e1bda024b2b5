/**
 * Every text a visitor reads is content: each sentence of every built page (its text nodes, the
 * <title>, the description, and the alt, aria-label, placeholder and title attributes) must come
 * from src/content (with its {{copy tokens}} filled and {slots} standing for what a page fills in),
 * or be one of the labels and messages fixed by the product that src/lib keeps, one place each.
 * A sentence written into a component, a page or a TS config fails here, naming the page, the
 * text and where it was found.
 *
 * A "sentence" is a text of three words or more; shorter texts (a figure, a name, "Pay Now") are
 * not checked. Read from dist/: run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { fillCopyTokens } from '../../src/lib/copy-tokens.ts';
import { ROOT } from '../fixtures/content-files.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const dist = join(ROOT, 'dist');
const contentDir = join(ROOT, 'src/content');

/**
 * The modules of src/lib that hold the labels and messages the product fixes (menus, buttons,
 * form messages, the widgets' live texts): their string literals may appear on a page.
 */
const LABEL_MODULES = [
  'src/lib/navigation.ts',
  'src/lib/ui-labels.ts',
  'src/lib/payment.ts',
  'src/lib/ai-feedback.ts',
  'src/lib/contact-form.ts',
  'src/lib/guide-request.ts',
  'src/lib/faq-search.ts',
  'src/lib/portfolio-filter.ts',
  'src/lib/calculator.ts',
  'src/lib/timeline.ts',
  'src/lib/slider.ts',
  'src/lib/toast-message.ts',
  'src/lib/slide-in-messages.ts',
];

/** Straight quotes and dashes, one space: how texts are compared (Markdown turns quotes curly). */
function normal(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string value of a parsed file, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file));
}

/** The content as texts: every string of the YAML files and frontmatter, and the prose of the Markdown and MDX files. */
function contentTexts(): { texts: string[]; prose: string[] } {
  const texts: string[] = [];
  const prose: string[] = [];
  for (const file of filesUnder(contentDir)) {
    if (/\.ya?ml$/.test(file)) texts.push(...strings(parseYaml(readFileSync(file, 'utf8'))));
    else if (/\.mdx?$/.test(file)) {
      const source = readFileSync(file, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
      if (match) texts.push(...strings(parseYaml(match[1]!)));
      // The prose as a reader sees it: without Markdown's marks.
      prose.push(
        (match ? match[2]! : source)
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*`]+|^#+ |^> /gm, '')
          .replace(/(^|\W)_+|_+(?=\W|$)/g, '$1'),
      );
    }
  }
  return { texts: texts.map((text) => fillCopyTokens(text)), prose: prose.map((text) => fillCopyTokens(text)) };
}

/** The string literals of the label modules; a template literal's ${…} stands for anything. */
function labelTexts(): string[] {
  const found: string[] = [];
  for (const file of LABEL_MODULES) {
    const source = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      found.push((match[1] ?? match[2] ?? match[3]!).replace(/\\(.)/g, '$1'));
    }
  }
  return found;
}

/** A text with {slots} (or a template literal's ${…}) as a pattern that matches a page's text filled in. */
function pattern(text: string): RegExp | undefined {
  const parts = normal(text).split(/\$\{[^}]*\}|(?<!\{)\{[A-Za-z]+\}(?!\})/);
  // A pattern needs words of its own: `${a} ${b}` would match any text.
  if (parts.length < 2 || parts.join('').replace(/[^\p{L}]/gu, '').length < 4) return undefined;
  return new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`);
}

interface Found {
  page: string;
  where: string;
  text: string;
}

const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'noscript']);
const ATTRIBUTES = ['alt', 'aria-label', 'placeholder', 'title'];

/** Every text a visitor of the page reads or hears. */
function pageTexts(page: string, html: string): Found[] {
  const found: Found[] = [];
  const visit = (node: Node, where: string) => {
    if (node.nodeName === '#text') {
      found.push({ page, where, text: (node as DefaultTreeAdapterMap['textNode']).value });
      return;
    }
    if (!('tagName' in node)) {
      for (const child of 'childNodes' in node ? node.childNodes : []) visit(child, where);
      return;
    }
    const element = node as Element;
    const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    if (element.tagName === 'meta' && (attribute('name') === 'description' || attribute('property') === 'og:image:alt')) {
      found.push({ page, where: `<meta ${attribute('name') ?? attribute('property')}>`, text: attribute('content') ?? '' });
    }
    for (const name of ATTRIBUTES) {
      const value = attribute(name);
      if (value !== undefined) found.push({ page, where: `<${element.tagName} ${name}>`, text: value });
    }
    // A <noscript>'s markup is its text to the parser: read as the HTML it is.
    if (element.tagName === 'noscript') {
      const markup = element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
      for (const child of parseFragment(markup).childNodes) visit(child as Node, '<noscript>');
    }
    if (SKIPPED.has(element.tagName)) return;
    const children = element.tagName === 'template' ? [] : element.childNodes;
    for (const child of children) visit(child, `<${element.tagName}>`);
  };
  visit(parse(html) as unknown as Node, 'document');
  return found;
}

/** Three words or more: a text worth a place in the content (an address or a file name is not one). */
const isSentence = (text: string) => text.includes(' ') && (text.match(/\p{L}{2,}/gu) ?? []).length >= 3;

/**
 * What of a text is the content's, as the ways to read it, each a list of parts that must all be
 * content (or too short to be a sentence): the studio's name that every title and share-card text
 * ends with (src/lib/seo.ts, src/lib/share-card.ts) and the punctuation and quotation marks a
 * component puts around a content text (", Managing Partner" after a name; "“…”" around a quote)
 * set aside.
 */
function ownText(text: string, where: string): string[][] {
  let own = text;
  if (where === '<title>') own = own.replace(new RegExp(` \\| ${escapeRegExp(STUDIO.name)}$`), '');
  if (where === '<meta og:image:alt>') own = own.replace(new RegExp(` \\(${escapeRegExp(STUDIO.name)}\\)$`), '');
  own = own.replace(/^[\s,:;·"“”←]+|[\s"“”→]+$/g, '');
  // Texts a component joins with ": " or " · " ("{eyebrow}: {headline}" of a share card,
  // "{industry} · {result}", "{task}: Days 1–3, Done"): every way to cut it there, each part content or no sentence.
  const pieces = own.split(/(: | · )/);
  const readings: string[][] = [];
  const cut = (from: number, parts: string[]) => {
    if (from >= pieces.length) return void readings.push(parts);
    for (let to = from; to < pieces.length; to += 2) cut(to + 2, [...parts, pieces.slice(from, to + 1).join('')]);
  };
  if (pieces.length <= 9) cut(0, []);
  else readings.push([own]);
  return readings;
}

const pages = filesUnder(dist)
  .filter((file) => file.endsWith('.html') && !relative(dist, file).startsWith('admin'))
  .sort();

/**
 * The sentences written into a component, layout or page file itself: its template's text, and
 * the string and template literals of its code (an .astro file's template is read as the JSX it
 * nearly is). A class list, a media query or an import is no sentence: prose here is three words
 * or more, most of its tokens plain words.
 */
function sourceSentences(file: string, source = readFileSync(join(ROOT, file), 'utf8')): string[] {
  let code = source;
  if (file.endsWith('.astro')) {
    const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
    const template = (match ? match[2]! : source)
      .replace(/<script\b[^>]*\/>|<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->|<!doctype[^>]*>/gi, '');
    code = `${match ? match[1]! : ''}\nconst template = <>${template}</>;`;
  }
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const tree = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const prose = (text: string) => {
    const tokens = text.trim().split(/\s+/);
    const words = tokens.filter((token) => /^[\p{L}'’]+[.,;:!?]?$/u.test(token));
    return words.length >= 3 && words.length >= 0.6 * tokens.length;
  };
  // What an attribute of markup holds is not read by a visitor, except these.
  const styling = (node: ts.Node): boolean => {
    for (let up: ts.Node | undefined = node.parent; up && !ts.isJsxElement(up) && !ts.isJsxSelfClosingElement(up); up = up.parent) {
      if (ts.isJsxAttribute(up)) return /^(class|className|class:list|sizes|media|rel|type|loading|decoding|role|autoComplete|inputMode)$/.test(up.name.getText(tree));
    }
    return false;
  };
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && prose(node.text)) found.push(node.text.trim().replace(/\s+/g, ' '));
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && prose(node.text) && !ts.isImportDeclaration(node.parent) && !styling(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node) && !styling(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
      if (prose(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The files a visitor's page is made of: the components, the layouts and the pages. */
const componentFiles = ['src/components', 'src/layouts', 'src/pages']
  .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.(astro|tsx?)$/.test(file))
  .sort();

describe('the components, layouts and pages', () => {
  it('hold no sentence of their own: their texts are content, or labels of src/lib', () => {
    expect(componentFiles.length).toBeGreaterThan(60);
    expect(componentFiles.flatMap((file) => sourceSentences(file).map((text) => `${file}: ${text}`))).toEqual([]);
  });

  it('are read: a sentence in a template or in code is found, a class list is not', () => {
    const component = [
      '---',
      "const lead = `Book a ${minutes}-minute call with our founder today.`;",
      '---',
      '<section class="card group block h-full hover:border-brand" aria-label="Why clients trust us">',
      '  <h2>{lead}</h2>',
      '  <p>We reply within one business day.</p>',
      '  <img alt={`Portrait of ${name}`} sizes="(min-width: 1024px) 45vw, 100vw" />',
      '</section>',
    ].join('\n');
    expect(sourceSentences('Test.astro', component)).toEqual([
      'Book a …-minute call with our founder today.',
      'Why clients trust us',
      'We reply within one business day.',
    ]);
  });
});

describe('the text of every page', () => {
  const { texts, prose } = contentTexts();
  const labels = labelTexts();
  const corpus = `\n${[...texts, ...prose, ...labels].map(normal).join('\n')}\n`;
  const patterns = [...texts, ...labels].map(pattern).filter((p): p is RegExp => p !== undefined);
  const known = (text: string) => corpus.includes(normal(text)) || patterns.some((p) => p.test(normal(text)));

  it('finds the pages and the content', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(texts.length).toBeGreaterThan(500);
  });

  it('comes from src/content, or is a label or message of src/lib', () => {
    const strays = pages.flatMap((file) => {
      const page = `/${relative(dist, file).replace(/(index)?\.html$/, '')}`;
      return pageTexts(page, readFileSync(file, 'utf8'))
        .map((found) => ({ ...found, text: normal(found.text) }))
        .filter((found) => isSentence(found.text) && !ownText(found.text, found.where).some((parts) => parts.every((part) => !isSentence(part) || known(part))));
    });
    // Each stray text once, with the pages it is on.
    const byText = new Map<string, string[]>();
    for (const { page, where, text } of strays) byText.set(`${where} "${text}"`, [...(byText.get(`${where} "${text}"`) ?? []), page]);
    expect([...byText].map(([text, on]) => `${text} on ${on.length > 3 ? `${on.slice(0, 3).join(', ')} and ${on.length - 3} more` : on.join(', ')}`)).toEqual([]);
  });

  it('catches a sentence written into a page', () => {
    const html = '<!doctype html><html><head><title>Home</title></head><body><p>A sentence written into a component.</p><p>Pay Now</p></body></html>';
    const texts = pageTexts('/test', html).filter(({ text }) => isSentence(normal(text)));
    expect(texts.map(({ text }) => text)).toEqual(['A sentence written into a component.']);
    expect(known('A sentence written into a component.')).toBe(false);
    expect(known(normal(fillCopyTokens('Tell us where your website is falling short. We reply {{response}}.')))).toBe(true);
  });
});
