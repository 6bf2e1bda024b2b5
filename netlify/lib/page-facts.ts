/**
 * What the server measures on a fetched page: the facts both review writers (the model and the
 * deterministic fallback) work from. HTML is parsed with parse5 (the WHATWG algorithm browsers
 * use), never with regular expressions.
 */
import { parse } from 'parse5';
import type { FetchedPage } from './safe-fetch.ts';

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

function textOf(node: PNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (node.tagName && SKIP_TEXT.has(node.tagName)) return '';
  let out = '';
  for (const child of node.childNodes ?? []) out += textOf(child);
  if (node.tagName === 'img') out += attr(node, 'alt') ?? '';
  return out;
}

function visibleText(node: PNode, parts: string[]): void {
  if (node.nodeName === '#text') {
    parts.push(node.value ?? '');
    return;
  }
  if (node.tagName && SKIP_TEXT.has(node.tagName)) return;
  const block = node.tagName && /^(p|div|section|article|li|h[1-6]|br|tr|header|footer|nav|main|aside|form|button|a|td|th|dd|dt|blockquote)$/.test(node.tagName);
  if (block) parts.push(' \n');
  for (const child of node.childNodes ?? []) visibleText(child, parts);
  if (block) parts.push(' \n');
}

function jsonLdTypes(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) jsonLdTypes(item, out);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const type = record['@type'];
    if (typeof type === 'string') out.add(type.slice(0, 60));
    else if (Array.isArray(type)) for (const t of type) if (typeof t === 'string') out.add(t.slice(0, 60));
    if (record['@graph']) jsonLdTypes(record['@graph'], out);
  }
}

export function extractFacts(page: FetchedPage, maxText = 8000): PageFacts {
  const doc = parse(page.html, { sourceCodeLocationInfo: false }) as unknown as PNode;
  const finalUrl = new URL(page.finalUrl);
  const facts: PageFacts = {
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
    charset: /charset\s*=\s*"?([\w-]+)/i.exec(page.contentType)?.[1] ?? null,
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
  const thirdParty = new Set<string>();
  const ldTypes = new Set<string>();
  const labelled = new Set<string>();
  const inputs: Array<{ id: string | null; inLabel: boolean; aria: boolean }> = [];
  const ctaTexts = new Set<string>();
  let lastLevel = 0;

  const sameSite = (href: string): boolean | null => {
    try {
      const u = new URL(href, finalUrl);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
      return u.hostname.replace(/^www\./, '') === finalUrl.hostname.replace(/^www\./, '');
    } catch {
      return null;
    }
  };

  const walk = (node: PNode, inHead: boolean, inForm: { email: boolean } | null, inLabel: boolean): void => {
    const tag = node.tagName;
    if (tag) {
      switch (tag) {
        case 'html':
          facts.lang = attr(node, 'lang')?.trim().slice(0, 20) || null;
          break;
        case 'title':
          if (facts.title === null) facts.title = collapse(textOf({ nodeName: '#frag', childNodes: node.childNodes ?? [] })).slice(0, 300);
          break;
        case 'meta': {
          const name = (attr(node, 'name') ?? attr(node, 'property') ?? '').toLowerCase();
          const content = collapse(attr(node, 'content') ?? '').slice(0, 500);
          if (attr(node, 'charset')) facts.charset = attr(node, 'charset');
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
          break;
        }
        case 'link': {
          const rel = (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/);
          const href = attr(node, 'href') ?? '';
          if (rel.includes('canonical') && facts.canonical === null) {
            facts.canonical = href.slice(0, 500);
            facts.canonicalSameHost = sameSite(href);
          }
          if (rel.includes('icon') || rel.includes('apple-touch-icon')) facts.favicon = true;
          if (rel.includes('stylesheet')) facts.stylesheets++;
          break;
        }
        case 'script': {
          const src = attr(node, 'src');
          const type = (attr(node, 'type') ?? '').toLowerCase();
          if (type === 'application/ld+json') {
            facts.structuredData.jsonLdBlocks++;
            const rawText = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
            try {
              jsonLdTypes(JSON.parse(rawText), ldTypes);
            } catch {
              facts.structuredData.invalidJsonLd++;
            }
          } else if (src) {
            facts.scripts.external++;
            if (inHead && attr(node, 'async') === null && attr(node, 'defer') === null && type !== 'module') facts.scripts.blockingInHead++;
            if (sameSite(src) === false) {
              try {
                thirdParty.add(new URL(src, finalUrl).hostname);
              } catch {
                /* ignore */
              }
            }
          } else if (!type || type.includes('javascript') || type === 'module') {
            facts.scripts.inline++;
            facts.scripts.inlineBytes += Buffer.byteLength((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
          }
          break;
        }
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6': {
          const level = Number(tag[1]);
          const text = collapse(textOf(node)).slice(0, 120);
          if (level === 1) {
            facts.h1Count++;
            if (facts.h1Texts.length < 5) facts.h1Texts.push(text);
          }
          if (lastLevel && level > lastLevel + 1) facts.headingSkips++;
          lastLevel = level;
          if (facts.headings.length < 40) facts.headings.push({ level, text });
          break;
        }
        case 'img': {
          facts.images.total++;
          const alt = attr(node, 'alt');
          if (alt === null) facts.images.missingAlt++;
          else if (alt.trim() === '') facts.images.emptyAlt++;
          if ((attr(node, 'loading') ?? '').toLowerCase() === 'lazy') facts.images.lazy++;
          if (attr(node, 'width') === null || attr(node, 'height') === null) facts.images.missingDimensions++;
          break;
        }
        case 'a': {
          const href = (attr(node, 'href') ?? '').trim();
          const text = collapse(textOf(node));
          const label = text || collapse(attr(node, 'aria-label') ?? '') || collapse(attr(node, 'title') ?? '');
          if (href) {
            facts.links.total++;
            if (/^tel:/i.test(href)) {
              facts.contact.tel++;
              if (facts.contact.telNumbers.length < 3) facts.contact.telNumbers.push(href.slice(4, 40));
            } else if (/^mailto:/i.test(href)) facts.contact.mailto++;
            else {
              const same = sameSite(href);
              if (same === true) facts.links.internal++;
              else if (same === false) facts.links.external++;
            }
            if (/\bnofollow\b/i.test(attr(node, 'rel') ?? '')) facts.links.nofollow++;
            if (!label) facts.links.emptyText++;
          }
          if (label && label.length <= 60 && CTA_PATTERN.test(label)) ctaTexts.add(label);
          break;
        }
        case 'button': {
          const text = collapse(textOf(node)) || collapse(attr(node, 'aria-label') ?? '');
          if (text && text.length <= 60 && (CTA_PATTERN.test(text) || inForm)) ctaTexts.add(text);
          break;
        }
        case 'form':
          facts.contact.forms++;
          break;
        case 'label': {
          const forId = attr(node, 'for');
          if (forId) labelled.add(forId);
          break;
        }
        case 'input':
        case 'select':
        case 'textarea': {
          const type = (attr(node, 'type') ?? 'text').toLowerCase();
          if (inForm && (type === 'email' || /e-?mail/i.test(attr(node, 'name') ?? ''))) inForm.email = true;
          if ((type === 'submit' || type === 'button') && attr(node, 'value')) {
            const v = collapse(attr(node, 'value') ?? '');
            if (v && v.length <= 60) ctaTexts.add(v);
          }
          if (!['hidden', 'submit', 'button', 'reset', 'image'].includes(type)) {
            inputs.push({
              id: attr(node, 'id'),
              inLabel,
              aria: Boolean(attr(node, 'aria-label') || attr(node, 'aria-labelledby') || attr(node, 'title')),
            });
          }
          break;
        }
        default:
          break;
      }
      if (attr(node, 'itemtype') !== null) facts.structuredData.microdataItems++;
    }
    const nextInHead = inHead || tag === 'head';
    const nextForm = tag === 'form' ? { email: false } : inForm;
    const nextLabel = inLabel || tag === 'label';
    const children = tag === 'template' ? node.content?.childNodes ?? [] : node.childNodes ?? [];
    for (const child of children) walk(child, nextInHead && tag !== 'body', nextForm, nextLabel);
    if (tag === 'form' && nextForm?.email) facts.contact.formsWithEmail++;
  };
  walk(doc, false, null, false);

  facts.contact.inputsWithoutLabel = inputs.filter((i) => !i.inLabel && !i.aria && !(i.id && labelled.has(i.id))).length;
  facts.ctas = { count: ctaTexts.size, texts: [...ctaTexts].slice(0, 12) };
  facts.scripts.thirdPartyHosts = [...thirdParty].slice(0, 15);
  facts.structuredData.types = [...ldTypes].slice(0, 15);
  const parts: string[] = [];
  const body = findFirst(doc, 'body');
  visibleText(body ?? doc, parts);
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

function findFirst(node: PNode, tag: string): PNode | null {
  if (node.tagName === tag) return node;
  for (const child of node.childNodes ?? []) {
    const found = findFirst(child, tag);
    if (found) return found;
  }
  return null;
}
