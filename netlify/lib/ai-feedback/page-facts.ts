/**
 * What the server measures on a fetched page: the facts both review writers (the model and the
 * deterministic fallback) work from. HTML is parsed with parse5 (the WHATWG algorithm browsers
 * use), never with regular expressions.
 *
 * Every walk over the tree (and over JSON-LD) keeps its own stack instead of recursing: a page of
 * a few hundred thousand nested elements fits under the 1.5 MB cap, renders in a browser, and
 * must be measured like any other (reading an element's text is bounded too: see textOf). The
 * tree itself is bounded while it is built (elementBudget).
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import type { FetchedPage } from './safe-fetch.ts';

/**
 * Elements a page may build beyond one per three characters of its markup. Outside the parser's
 * own repairs an element costs at least three characters (`<b>`), but the parser reopens every
 * formatting element still open (<b>, <i>, <a>, <font>…) in each new block and clones them to
 * mend misnested end tags, so a small page of open formatting elements followed by many blocks
 * asks for millions of elements: the budget stops it while the tree is being built.
 */
export const ELEMENT_ALLOWANCE = 50_000;

/** How many elements parsing `html` may create before it is refused as too complex. */
export function elementBudget(html: string): number {
  return ELEMENT_ALLOWANCE + Math.ceil(html.length / 3);
}

/** The page builds more elements than its budget: refused, not measured. */
export class PageTooComplexError extends Error {
  readonly budget: number;
  constructor(budget: number) {
    super(`The page builds more than ${budget} elements`);
    this.name = 'PageTooComplexError';
    this.budget = budget;
  }
}

/** parse5's own tree, with a count of the elements created that throws past `budget`. */
function budgetedTreeAdapter(budget: number): TreeAdapter<DefaultTreeAdapterMap> {
  let elements = 0;
  return {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      if (++elements > budget) throw new PageTooComplexError(budget);
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
  };
}

interface PNode {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: PNode[];
  value?: string;
  content?: PNode;
}

export interface Heading {
  level: number;
  text: string;
}

export interface PageFacts {
  requestedUrl: string;
  finalUrl: string;
  host: string;
  status: number;
  redirects: number;
  https: boolean;
  responseTimeMs: number;
  ttfbMs: number;
  transferBytes: number;
  htmlBytes: number;
  compressed: boolean;
  headers: { hsts: boolean; csp: boolean; cacheControl: string | null };
  title: string | null;
  metaDescription: string | null;
  lang: string | null;
  charset: string | null;
  viewport: string | null;
  viewportResponsive: boolean;
  zoomDisabled: boolean;
  robotsNoindex: boolean;
  favicon: boolean;
  h1Count: number;
  h1Texts: string[];
  headings: Heading[];
  headingSkips: number;
  images: { total: number; missingAlt: number; emptyAlt: number; lazy: number; missingDimensions: number };
  links: { total: number; internal: number; external: number; nofollow: number; emptyText: number };
  contact: { tel: number; mailto: number; forms: number; formsWithEmail: number; inputsWithoutLabel: number; telNumbers: string[] };
  ctas: { count: number; texts: string[] };
  scripts: { external: number; inline: number; inlineBytes: number; blockingInHead: number; thirdPartyHosts: string[] };
  stylesheets: number;
  openGraph: { title: string | null; description: string | null; image: string | null; url: string | null; type: string | null };
  twitterCard: string | null;
  canonical: string | null;
  canonicalSameHost: boolean | null;
  structuredData: { jsonLdBlocks: number; invalidJsonLd: number; types: string[]; microdataItems: number };
  wordCount: number;
  trustSignals: string[];
  text: string;
}

const CTA_PATTERN =
  /\b(book|schedule|call|contact|get (a |your |my )?(free |started|quote|in touch|consult)|request|quote|consult|free (consultation|review|audit|estimate|assessment)|start|sign ?up|subscribe|join|donate|give|buy|order|shop|hire|talk to|speak (with|to)|let'?s talk|apply|register|enquire|inquire|download|try)\b/i;
const TRUST_PATTERNS: Array<[string, RegExp]> = [
  ['testimonials', /\btestimonials?\b/i],
  ['reviews', /\b(reviews?|rated|stars?)\b/i],
  ['case studies', /\bcase stud(y|ies)\b/i],
  ['clients', /\b(clients?|customers?)\b/i],
  ['awards or accreditations', /\b(award|accredit|certified|licensed|member of|bar association|cpa)\b/i],
  ['guarantee', /\bguarantee/i],
  ['years of experience', /\b(\d+\+?\s*years|since (19|20)\d\d)\b/i],
];

function attr(node: PNode, name: string): string | null {
  const found = node.attrs?.find((a) => a.name === name);
  return found ? found.value : null;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'canvas']);

/**
 * Reading an element's text stops at TEXT_MAX_CHARS characters (titles keep 300, headings 120,
 * link labels 60), TEXT_MAX_NODES nodes or TEXT_MAX_DEPTH levels below the element, so links and
 * headings that nest inside each other through table cells cost a bounded amount each.
 */
const TEXT_MAX_CHARS = 400;
const TEXT_MAX_NODES = 1_000;
const TEXT_MAX_DEPTH = 32;
/** How many values of one JSON-LD block are looked at for type names. */
const JSON_LD_MAX_VALUES = 10_000;

/** The element's text as a reader sees it (no script/style…, image alt text included). */
function textOf(node: PNode): string {
  let out = '';
  let visited = 0;
  const stack: Array<[PNode, number]> = [[node, 0]];
  while (stack.length > 0 && out.length < TEXT_MAX_CHARS && visited < TEXT_MAX_NODES) {
    const [current, depth] = stack.pop()!;
    visited++;
    if (current.nodeName === '#text') {
      out += (current.value ?? '').replace(/\s+/g, ' ');
      continue;
    }
    if (current.tagName && SKIP_TEXT.has(current.tagName)) continue;
    if (current.tagName === 'img') out += attr(current, 'alt') ?? '';
    if (depth >= TEXT_MAX_DEPTH) continue;
    const children = current.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, depth + 1]);
  }
  return out;
}

const BLOCK_TAGS = /^(p|div|section|article|li|h[1-6]|br|tr|header|footer|nav|main|aside|form|button|a|td|th|dd|dt|blockquote)$/;
const BLOCK_END = Symbol('block end');

/** The visible text under `root`, with a line break around every block element. */
function visibleText(root: PNode, parts: string[]): void {
  const stack: Array<PNode | typeof BLOCK_END> = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === BLOCK_END) {
      parts.push(' \n');
      continue;
    }
    if (node.nodeName === '#text') {
      parts.push(node.value ?? '');
      continue;
    }
    if (node.tagName && SKIP_TEXT.has(node.tagName)) continue;
    if (node.tagName && BLOCK_TAGS.test(node.tagName)) {
      parts.push(' \n');
      stack.push(BLOCK_END);
    }
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

function jsonLdTypes(root: unknown, out: Set<string>): void {
  const stack: unknown[] = [root];
  let seen = 0;
  while (stack.length > 0 && seen++ < JSON_LD_MAX_VALUES) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const type = record['@type'];
      if (typeof type === 'string') out.add(type.slice(0, 60));
      else if (Array.isArray(type)) for (const t of type) if (typeof t === 'string') out.add(t.slice(0, 60));
      if (record['@graph']) stack.push(record['@graph']);
    }
  }
}

/** The facts of a page before its markup is read: what the fetch measured. */
function factsOfFetch(page: FetchedPage, finalUrl: URL): PageFacts {
  return {
    requestedUrl: page.requestedUrl,
    finalUrl: page.finalUrl,
    host: finalUrl.hostname,
    status: page.status,
    redirects: page.redirects.length,
    https: finalUrl.protocol === 'https:',
    responseTimeMs: page.totalMs,
    ttfbMs: page.ttfbMs,
    transferBytes: page.transferBytes,
    htmlBytes: page.htmlBytes,
    compressed: Boolean(page.headers['content-encoding'] && page.headers['content-encoding'] !== 'identity'),
    headers: {
      hsts: page.headers['strict-transport-security'] !== undefined,
      csp: page.headers['content-security-policy'] !== undefined,
      cacheControl: page.headers['cache-control'] ?? null,
    },
    title: null,
    metaDescription: null,
    lang: null,
    charset: /charset\s*=\s*"?([\w-]+)/i.exec(page.contentType)?.[1]?.slice(0, 40) ?? null,
    viewport: null,
    viewportResponsive: false,
    zoomDisabled: false,
    robotsNoindex: false,
    favicon: false,
    h1Count: 0,
    h1Texts: [],
    headings: [],
    headingSkips: 0,
    images: { total: 0, missingAlt: 0, emptyAlt: 0, lazy: 0, missingDimensions: 0 },
    links: { total: 0, internal: 0, external: 0, nofollow: 0, emptyText: 0 },
    contact: { tel: 0, mailto: 0, forms: 0, formsWithEmail: 0, inputsWithoutLabel: 0, telNumbers: [] },
    ctas: { count: 0, texts: [] },
    scripts: { external: 0, inline: 0, inlineBytes: 0, blockingInHead: 0, thirdPartyHosts: [] },
    stylesheets: 0,
    openGraph: { title: null, description: null, image: null, url: null, type: null },
    twitterCard: null,
    canonical: null,
    canonicalSameHost: null,
    structuredData: { jsonLdBlocks: 0, invalidJsonLd: 0, types: [], microdataItems: 0 },
    wordCount: 0,
    trustSignals: [],
    text: '',
  };
}

/** Where an element stands: in the head, inside a form (and whether it asks for an e-mail), inside a label. */
interface Place {
  inHead: boolean;
  inForm: { email: boolean } | null;
  inLabel: boolean;
}

/** What the walk gathers besides the facts it fills in as it goes. */
interface Walk {
  facts: PageFacts;
  finalUrl: URL;
  thirdParty: Set<string>;
  ldTypes: Set<string>;
  labelled: Set<string>;
  inputs: Array<{ id: string | null; inLabel: boolean; aria: boolean }>;
  ctaTexts: Set<string>;
  lastHeadingLevel: number;
}

/** Whether an address is on the page's own site (www. aside); null when it is not a web address. */
function sameSite(href: string, finalUrl: URL): boolean | null {
  try {
    const u = new URL(href, finalUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.hostname.replace(/^www\./, '') === finalUrl.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function measureMeta(node: PNode, walk: Walk): void {
  const { facts } = walk;
  const name = (attr(node, 'name') ?? attr(node, 'property') ?? '').toLowerCase();
  const content = collapse(attr(node, 'content') ?? '').slice(0, 500);
  if (attr(node, 'charset')) facts.charset = attr(node, 'charset')!.slice(0, 40);
  if (name === 'description' && facts.metaDescription === null) facts.metaDescription = content;
  else if (name === 'viewport') {
    facts.viewport = content;
    facts.viewportResponsive = /width\s*=\s*device-width/i.test(content);
    facts.zoomDisabled = /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/i.test(content);
  } else if (name === 'robots' && /noindex/i.test(content)) facts.robotsNoindex = true;
  else if (name === 'og:title') facts.openGraph.title = content;
  else if (name === 'og:description') facts.openGraph.description = content;
  else if (name === 'og:image') facts.openGraph.image = content;
  else if (name === 'og:url') facts.openGraph.url = content;
  else if (name === 'og:type') facts.openGraph.type = content;
  else if (name === 'twitter:card') facts.twitterCard = content;
}

function measureHeadLink(node: PNode, walk: Walk): void {
  const { facts } = walk;
  const rel = (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/);
  const href = attr(node, 'href') ?? '';
  if (rel.includes('canonical') && facts.canonical === null) {
    facts.canonical = href.slice(0, 500);
    facts.canonicalSameHost = sameSite(href, walk.finalUrl);
  }
  if (rel.includes('icon') || rel.includes('apple-touch-icon')) facts.favicon = true;
  if (rel.includes('stylesheet')) facts.stylesheets++;
}

function measureScript(node: PNode, walk: Walk, place: Place): void {
  const { facts } = walk;
  const src = attr(node, 'src');
  const type = (attr(node, 'type') ?? '').toLowerCase();
  const inlineText = () => (node.childNodes ?? []).map((c) => c.value ?? '').join('');
  if (type === 'application/ld+json') {
    facts.structuredData.jsonLdBlocks++;
    try {
      jsonLdTypes(JSON.parse(inlineText()), walk.ldTypes);
    } catch {
      facts.structuredData.invalidJsonLd++;
    }
  } else if (src) {
    facts.scripts.external++;
    if (place.inHead && attr(node, 'async') === null && attr(node, 'defer') === null && type !== 'module') facts.scripts.blockingInHead++;
    if (sameSite(src, walk.finalUrl) === false) {
      try {
        walk.thirdParty.add(new URL(src, walk.finalUrl).hostname.slice(0, 100));
      } catch {
        /* not an address: nothing to name */
      }
    }
  } else if (!type || type.includes('javascript') || type === 'module') {
    facts.scripts.inline++;
    facts.scripts.inlineBytes += Buffer.byteLength(inlineText());
  }
}

function measureHeading(node: PNode, walk: Walk): void {
  const { facts } = walk;
  const level = Number(node.tagName![1]);
  const text = collapse(textOf(node)).slice(0, 120);
  if (level === 1) {
    facts.h1Count++;
    if (facts.h1Texts.length < 5) facts.h1Texts.push(text);
  }
  if (walk.lastHeadingLevel && level > walk.lastHeadingLevel + 1) facts.headingSkips++;
  walk.lastHeadingLevel = level;
  if (facts.headings.length < 40) facts.headings.push({ level, text });
}

function measureImage(node: PNode, walk: Walk): void {
  const { images } = walk.facts;
  images.total++;
  const alt = attr(node, 'alt');
  if (alt === null) images.missingAlt++;
  else if (alt.trim() === '') images.emptyAlt++;
  if ((attr(node, 'loading') ?? '').toLowerCase() === 'lazy') images.lazy++;
  if (attr(node, 'width') === null || attr(node, 'height') === null) images.missingDimensions++;
}

function measureAnchor(node: PNode, walk: Walk): void {
  const { facts } = walk;
  const href = (attr(node, 'href') ?? '').trim();
  const label = collapse(textOf(node)) || collapse(attr(node, 'aria-label') ?? '') || collapse(attr(node, 'title') ?? '');
  if (href) {
    facts.links.total++;
    if (/^tel:/i.test(href)) {
      facts.contact.tel++;
      if (facts.contact.telNumbers.length < 3) facts.contact.telNumbers.push(href.slice(4, 40));
    } else if (/^mailto:/i.test(href)) facts.contact.mailto++;
    else {
      const same = sameSite(href, walk.finalUrl);
      if (same === true) facts.links.internal++;
      else if (same === false) facts.links.external++;
    }
    if (/\bnofollow\b/i.test(attr(node, 'rel') ?? '')) facts.links.nofollow++;
    if (!label) facts.links.emptyText++;
  }
  if (label && label.length <= 60 && CTA_PATTERN.test(label)) walk.ctaTexts.add(label);
}

function measureButton(node: PNode, walk: Walk, place: Place): void {
  const text = collapse(textOf(node)) || collapse(attr(node, 'aria-label') ?? '');
  if (text && text.length <= 60 && (CTA_PATTERN.test(text) || place.inForm)) walk.ctaTexts.add(text);
}

function measureField(node: PNode, walk: Walk, place: Place): void {
  const type = (attr(node, 'type') ?? 'text').toLowerCase();
  if (place.inForm && (type === 'email' || /e-?mail/i.test(attr(node, 'name') ?? ''))) place.inForm.email = true;
  if ((type === 'submit' || type === 'button') && attr(node, 'value')) {
    const value = collapse(attr(node, 'value') ?? '');
    if (value && value.length <= 60) walk.ctaTexts.add(value);
  }
  if (!['hidden', 'submit', 'button', 'reset', 'image'].includes(type)) {
    walk.inputs.push({
      id: attr(node, 'id'),
      inLabel: place.inLabel,
      aria: Boolean(attr(node, 'aria-label') || attr(node, 'aria-labelledby') || attr(node, 'title')),
    });
  }
}

/** What each element the review looks at adds to the facts. */
const MEASURE: Partial<Record<string, (node: PNode, walk: Walk, place: Place) => void>> = {
  html: (node, { facts }) => {
    facts.lang = attr(node, 'lang')?.trim().slice(0, 20) || null;
  },
  title: (node, { facts }) => {
    if (facts.title === null) facts.title = collapse(textOf({ nodeName: '#frag', childNodes: node.childNodes ?? [] })).slice(0, 300);
  },
  meta: measureMeta,
  link: measureHeadLink,
  script: measureScript,
  h1: measureHeading,
  h2: measureHeading,
  h3: measureHeading,
  h4: measureHeading,
  h5: measureHeading,
  h6: measureHeading,
  img: measureImage,
  a: measureAnchor,
  button: measureButton,
  form: (_node, { facts }) => {
    facts.contact.forms++;
  },
  label: (node, { labelled }) => {
    const forId = attr(node, 'for');
    if (forId) labelled.add(forId);
  },
  input: measureField,
  select: measureField,
  textarea: measureField,
};

/**
 * Visits every element once, in document order, without recursion (a page may nest deeply):
 * each is measured where it stands; a form is counted as having an e-mail field once its whole
 * subtree has been seen.
 */
function walkDocument(doc: PNode, walk: Walk): void {
  type Frame = { node: PNode; place: Place } | { formEnd: { email: boolean } };
  const stack: Frame[] = [{ node: doc, place: { inHead: false, inForm: null, inLabel: false } }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ('formEnd' in frame) {
      if (frame.formEnd.email) walk.facts.contact.formsWithEmail++;
      continue;
    }
    const { node, place } = frame;
    const tag = node.tagName;
    if (tag) {
      MEASURE[tag]?.(node, walk, place);
      if (attr(node, 'itemtype') !== null) walk.facts.structuredData.microdataItems++;
    }
    const inner: Place = {
      inHead: (place.inHead || tag === 'head') && tag !== 'body',
      inForm: tag === 'form' ? { email: false } : place.inForm,
      inLabel: place.inLabel || tag === 'label',
    };
    if (tag === 'form') stack.push({ formEnd: inner.inForm! });
    const children = tag === 'template' ? node.content?.childNodes ?? [] : node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, place: inner });
  }
}

/** The page's facts. Throws PageTooComplexError when the page builds more than its element budget. */
export function extractFacts(page: FetchedPage, maxText = 8000): PageFacts {
  const doc = parse(page.html, { sourceCodeLocationInfo: false, treeAdapter: budgetedTreeAdapter(elementBudget(page.html)) }) as unknown as PNode;
  const finalUrl = new URL(page.finalUrl);
  const walk: Walk = {
    facts: factsOfFetch(page, finalUrl),
    finalUrl,
    thirdParty: new Set(),
    ldTypes: new Set(),
    labelled: new Set(),
    inputs: [],
    ctaTexts: new Set(),
    lastHeadingLevel: 0,
  };
  walkDocument(doc, walk);

  const { facts } = walk;
  facts.contact.inputsWithoutLabel = walk.inputs.filter((i) => !i.inLabel && !i.aria && !(i.id && walk.labelled.has(i.id))).length;
  facts.ctas = { count: walk.ctaTexts.size, texts: [...walk.ctaTexts].slice(0, 12) };
  facts.scripts.thirdPartyHosts = [...walk.thirdParty].slice(0, 15);
  facts.structuredData.types = [...walk.ldTypes].slice(0, 15);
  const parts: string[] = [];
  visibleText(findFirst(doc, 'body') ?? doc, parts);
  const text = parts
    .join('')
    .split('\n')
    .map(collapse)
    .filter(Boolean)
    .join('\n');
  facts.wordCount = text.split(/\s+/).filter((w) => /\w/.test(w)).length;
  facts.trustSignals = TRUST_PATTERNS.filter(([, re]) => re.test(text)).map(([name]) => name);
  facts.text = text.length > maxText ? `${text.slice(0, maxText)}…` : text;
  return facts;
}

function findFirst(root: PNode, tag: string): PNode | null {
  const stack: PNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.tagName === tag) return node;
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}
