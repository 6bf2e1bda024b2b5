/**
 * What a built page loads, read from dist/ (no browser, no timing): its HTML, stylesheets, module
 * scripts with every chunk they import statically, its islands (component and renderer chunks and
 * their static imports), inline scripts and styles, preloads and eager images. A <template>'s
 * content is inert: its scripts run only when a script of the page puts them in place, after the
 * load event (counted with the page's scripts) or on demand (like a chunk loaded by import(),
 * listed apart), and nothing else in it counts. Sizes are the bytes
 * a browser receives: gzip for text (HTML, JS, CSS), the file itself for already-compressed
 * binaries (fonts, images). Shared by the budgets test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { ADMIN_PATH } from '../../src/lib/industry-registry.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Island {
  component: string;
  /** client:intent | visible | idle | media | load | only */
  client: string;
  /** The media query of client:media. */
  media?: string | undefined;
  /** component + renderer chunks with everything they import statically. */
  files: string[];
}

export interface EagerImage {
  /** Candidates of the format a current browser picks (the first <source>, else the <img>). */
  candidates: { url: string; width: number }[];
  srcset: string;
  fetchpriority?: string | undefined;
}

export interface PageAssets {
  route: string;
  htmlFile: string;
  htmlBytes: number;
  /** <script type=module src> entries (and those the page starts after the load event) with their static imports. */
  scripts: string[];
  /**
   * Scripts inert in a <template> until a visitor's action needs them, with their static imports
   * (a template the page starts itself after the load event counts with `scripts`).
   */
  onDemandScripts: string[];
  /**
   * The script files the document itself asks for while it is parsed (<script src>, modulepreload,
   * not a <template>'s), with their static imports: requests that compete with the first paint.
   */
  parsedScripts: string[];
  inlineScripts: string[];
  stylesheets: string[];
  inlineStyles: string[];
  islands: Island[];
  /** <link rel=preload> by kind. */
  preloads: { href?: string | undefined; as?: string | undefined; type?: string | undefined; imagesrcset?: string | undefined; fetchpriority?: string | undefined }[];
  /** <img> without loading=lazy (with its <picture> sources). */
  eagerImages: EagerImage[];
}

const gzipCache = new Map<string, number>();

export function gzipBytes(text: string | Buffer): number {
  return gzipSync(text).length;
}

/** Transferred size of a file of dist/ (URL path like /_astro/x.js). */
export function transferBytes(dist: string, url: string): number {
  const key = `${dist}\0${url}`;
  const cached = gzipCache.get(key);
  if (cached !== undefined) return cached;
  const file = join(dist, decodeURIComponent(url));
  const bytes = /\.(js|mjs|css|html|svg|json|txt|xml)$/.test(url) ? gzipBytes(readFileSync(file)) : statSync(file).size;
  gzipCache.set(key, bytes);
  return bytes;
}

/** The editor of the live site (dist/admin/): an app for the studio's editors, not a public page. */
export const ADMIN_DIR = ADMIN_PATH.slice(1);

/** The public pages of dist/ (the editor's app at dist/admin/ is not one). */
export function htmlFiles(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && path === join(dist, ADMIN_DIR)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) out.push(path);
    }
  };
  walk(dist);
  return out.sort();
}

/** dist/index.html → /, dist/case/x.html → /case/x (build.format 'file'). */
export function routeOf(dist: string, file: string): string {
  const path = relative(dist, file).split(sep).join('/').replace(/\.html$/, '');
  return path === 'index' ? '/' : `/${path.replace(/\/index$/, '')}`;
}

/**
 * Static imports of an ES module: `import x from "y"`, `import "y"`, `export … from "y"`
 * (minified or not). Dynamic `import("y")` is not followed: it loads later, on demand.
 */
export function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const match of code.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

/** A module and every module it imports statically, as URL paths, in discovery order. */
export function moduleGraph(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    const file = join(dist, url);
    if (!existsSync(file)) throw new Error(`${url} is imported but is not in dist/`);
    seen.add(url);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (/^[a-z]+:/i.test(specifier)) throw new Error(`${url} imports ${specifier} from another origin`);
      visit(new URL(specifier, `http://site${url}`).pathname);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function textOf(element: Element): string {
  return element.childNodes.map((n) => ('value' in n ? (n as { value: string }).value : '')).join('');
}

/**
 * When the scripts of a <template>'s (inert) content run: 'load' when the page puts them in place
 * once it has loaded (<template data-start="load">), 'demand' when something the visitor does
 * needs them (any other template).
 */
type TemplateStart = 'load' | 'demand';

/** Every element, each with whether it is inside a <template>'s content and when that starts. */
function* elements(node: Node, inTemplate: TemplateStart | false = false): Generator<[Element, TemplateStart | false]> {
  if ('tagName' in node) yield [node as Element, inTemplate];
  const children = 'childNodes' in node ? (node.childNodes as Node[]) : [];
  for (const child of children) yield* elements(child, inTemplate);
  if ('content' in node && node.content) {
    const start = attr(node as Element, 'data-start') === 'load' ? 'load' : 'demand';
    yield* elements(node.content as unknown as Node, inTemplate || start);
  }
}

function candidates(srcset: string): { url: string; width: number }[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({ url: url!, width: Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? 0) }));
}

export function pageAssets(dist: string, htmlFile: string): PageAssets {
  const html = readFileSync(htmlFile, 'utf8');
  const document = parse(html);
  const page: PageAssets = {
    route: routeOf(dist, htmlFile),
    htmlFile: relative(dist, htmlFile),
    htmlBytes: gzipBytes(html),
    scripts: [],
    onDemandScripts: [],
    parsedScripts: [],
    inlineScripts: [],
    stylesheets: [],
    inlineStyles: [],
    islands: [],
    preloads: [],
    eagerImages: [],
  };
  const entries: string[] = [];
  const onDemandEntries: string[] = [];
  const parsedEntries: string[] = [];
  for (const [element, inTemplate] of elements(document as unknown as Node)) {
    if (inTemplate) {
      // Started after the load event: the page's own JavaScript, loaded without a visitor's action.
      const src = element.tagName === 'script' ? attr(element, 'src') : undefined;
      if (src) (inTemplate === 'load' ? entries : onDemandEntries).push(src);
      continue;
    }
    switch (element.tagName) {
      case 'script': {
        const type = attr(element, 'type');
        if (type === 'application/ld+json' || type === 'application/json') break; // data, not code
        const src = attr(element, 'src');
        if (src) entries.push(src), parsedEntries.push(src);
        else page.inlineScripts.push(textOf(element));
        break;
      }
      case 'style':
        page.inlineStyles.push(textOf(element));
        break;
      case 'link': {
        const rel = attr(element, 'rel');
        const href = attr(element, 'href');
        if (rel === 'stylesheet' && href) page.stylesheets.push(href);
        if (rel === 'modulepreload' && href) entries.push(href), parsedEntries.push(href);
        if (rel === 'preload') {
          page.preloads.push({
            href,
            as: attr(element, 'as'),
            type: attr(element, 'type'),
            imagesrcset: attr(element, 'imagesrcset'),
            fetchpriority: attr(element, 'fetchpriority'),
          });
        }
        break;
      }
      case 'astro-island': {
        const urls = ['component-url', 'renderer-url', 'before-hydration-url']
          .map((name) => attr(element, name))
          .filter((u): u is string => Boolean(u));
        const client = attr(element, 'client') ?? '';
        const opts = JSON.parse(attr(element, 'opts') ?? '{}') as { name?: string; value?: unknown };
        page.islands.push({
          component: opts.name ?? attr(element, 'component-url') ?? '?',
          client,
          media: client === 'media' ? String(opts.value) : undefined,
          files: moduleGraph(dist, urls),
        });
        break;
      }
      case 'img': {
        if (attr(element, 'loading') === 'lazy') break;
        const picture = element.parentNode && 'tagName' in element.parentNode ? (element.parentNode as Element) : undefined;
        const source = picture?.tagName === 'picture' ? picture.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'source') : undefined;
        const srcset = (source && attr(source, 'srcset')) ?? attr(element, 'srcset') ?? attr(element, 'src') ?? '';
        page.eagerImages.push({ candidates: candidates(srcset), srcset, fetchpriority: attr(element, 'fetchpriority') });
        break;
      }
    }
  }
  page.scripts = moduleGraph(dist, entries.filter((u) => u.startsWith('/')));
  page.onDemandScripts = moduleGraph(dist, onDemandEntries.filter((u) => u.startsWith('/')));
  page.parsedScripts = moduleGraph(dist, parsedEntries.filter((u) => u.startsWith('/')));
  return page;
}

/** Does a media query of a client:media island match a viewport of this width? (min/max-width only) */
export function mediaMatches(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) throw new Error(`cannot evaluate the media query ${query}`);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
