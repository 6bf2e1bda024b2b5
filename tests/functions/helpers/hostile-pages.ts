/**
 * Generated hostile pages for the fuzz run over the review pipeline: random nesting (deep
 * chains of elements whose text is read, through table cells), markup and addresses in every
 * field the measurer reads (title, description, Open Graph, canonical, viewport, lang, charset,
 * headings, link and button texts, submit values, tel: numbers, JSON-LD types, script hosts),
 * elements with thousands of attributes; and pages whose formatting elements make the parser
 * build far more elements than they have tags (formattingPage). Deterministic for a given
 * random source.
 */
import { XSS_CORPUS } from './xss-corpus.ts';

export type Random = () => number;

/** Text a page can put anywhere: markup, Markdown, addresses a linkifier would find, invisible controls. */
export const HOSTILE_TEXT = [
  ...XSS_CORPUS.filter((payload) => payload.length < 500),
  'https://evil.example/login',
  'www.evil.example/offer',
  'evil.example/reset',
  'support@evil.example',
  '[Verify your account](https://evil.example/verify)',
  '<https://evil.example/angle>',
  'http://203.0.113.7/ip',
  'evil\u3002example',
  '\u202eelpmaxe.live',
  '\u2060.\u2060',
  '`',
  '```',
  '\\',
  '](https://evil.example/)',
  '\r\nBcc: x@evil.example',
  '\u0000\u0001',
  '🙂',
  '&lt;script&gt;',
  'x'.repeat(3000),
];

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** Hostile text, sometimes raw (markup the parser will read), sometimes as an attribute value would be. */
const text = (r: Random, parts = 1 + Math.floor(r() * 3)) => Array.from({ length: parts }, () => pick(r, HOSTILE_TEXT)).join(' ');
const attrText = (r: Random) => escapeAttr(text(r));

const NESTING = [
  '<div>',
  '<span>',
  '<section><article>',
  '<a href="/x">Call us<table><tr><td>',
  '<h2>Heading<table><tr><td>',
  '<button>Book now<table><tr><td>',
  '<ul><li>',
  '<b><i>',
  '<form><label><table><tr><td>',
  '<template><div>',
  '<svg><g>',
];

function nesting(r: Random): string {
  const depth = [0, 10, 500, 5_000, 30_000][Math.floor(r() * 5)]!;
  const open = pick(r, NESTING);
  return `${open.repeat(depth)}<p>${text(r)}</p>`;
}

function manyAttributes(r: Random): string {
  const count = [100, 2_000, 20_000][Math.floor(r() * 3)]!;
  const tag = pick(r, ['div', 'a', 'img', 'meta', 'input', 'button', 'h1']);
  const attrs = Array.from({ length: count }, (_, i) => ` data-a${i}="${i % 50 === 0 ? attrText(r) : 'x'}"`).join('');
  return `<${tag} href="https://evil.example/" alt="${attrText(r)}" content="${attrText(r)}"${attrs}>${text(r)}</${tag}>`;
}

/**
 * A small page that makes the parser build a huge tree: `open` formatting elements left open
 * inside a block (each with its own attribute, so none is dropped as a duplicate), then `blocks`
 * blocks, in each of which the parser reopens all of them. 2,000 and 1,000 are 30 KB and about
 * two million elements.
 */
export function formattingBomb(open: number, blocks: number, tag = 'b'): string {
  return `<div>${Array.from({ length: open }, (_, i) => `<${tag} a=${i}>`).join('')}</div>${'<div>t</div>'.repeat(blocks)}`;
}

/** The elements the parser reopens in each new block while they are open ("active formatting elements"). */
const FORMATTING_TAGS = ['b', 'i', 'a', 'font', 'nobr', 'em', 'strong', 's', 'u', 'code', 'big', 'small', 'tt', 'strike'];

/**
 * A page built to make the parser multiply elements: formatting elements left open and closed
 * off the stack by their block, then many blocks (in each, the parser reopens them all), end
 * tags that do not match (each makes the parser clone what it closes), text inside a table
 * (moved in front of it, with all of them reopened each time), or several of these. Between a
 * few kilobytes and 1 MB.
 */
export function formattingPage(r: Random): string {
  const tag = () => pick(r, FORMATTING_TAGS);
  const open = [50, 500, 2_000, 4_000][Math.floor(r() * 4)]!;
  const blocks = [100, 1_000, 3_000, 10_000][Math.floor(r() * 4)]!;
  // Distinct attributes keep every one in the parser's list (identical ones are kept three times).
  const attrs = (i: number) => (r() < 0.9 ? ` a=${i}` : '');
  const openRun = () => Array.from({ length: open }, (_, i) => `<${tag()}${attrs(i)}>`).join('');
  const closedRun = () => {
    const container = pick(r, ['div', 'p', 'section', 'li']);
    return `<${container}>${openRun()}</${container}>`;
  };
  const block = pick(r, ['<div>t</div>', '<p>t', '<li>t', '<h2>t</h2>', '<blockquote>t</blockquote>', '<dd>t', '<section>t</section>']);
  const shapes = [
    () => `${closedRun()}${block.repeat(blocks)}`,
    () => `${closedRun()}${`<div>t</${tag()}>x</div>`.repeat(blocks)}`,
    () => `${closedRun()}<table>${'t<tr><td>x</td></tr>'.repeat(blocks)}</table>`,
    () => `${closedRun()}${`<${tag()}><div>t</${tag()}>x</div>`.repeat(blocks)}`,
  ];
  const body = Array.from({ length: 1 + Math.floor(r() * 2) }, () => pick(r, shapes)()).join('');
  const html = `<!doctype html><html lang="en"><head><title>${text(r, 1)}</title></head><body>${body}<h1>${text(r, 1)}</h1></body></html>`;
  return html.length > 1_000_000 ? html.slice(0, 1_000_000) : html;
}

/** One generated page, under the fetch's 1.5 MB cap. */
export function hostilePage(r: Random): string {
  const head = [
    `<meta charset="${attrText(r).slice(0, 40)}">`,
    `<title>${text(r)}</title>`,
    `<meta name="description" content="${attrText(r)}">`,
    `<meta name="viewport" content="${r() < 0.5 ? 'width=device-width, ' : ''}${attrText(r)}">`,
    `<meta name="robots" content="${attrText(r)}">`,
    ...['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'twitter:card'].map((p) => `<meta property="${p}" content="${attrText(r)}">`),
    `<link rel="canonical" href="${attrText(r)}"><link rel="icon" href="${attrText(r)}">`,
    `<script src="https://${pick(r, ['evil.example', 'tracker.evil.example', 'a.b.c.evil.example'])}/${encodeURIComponent(text(r, 1)).slice(0, 200)}"></script>`,
    `<script type="application/ld+json">${JSON.stringify({ '@type': [text(r, 1), text(r, 1)], '@graph': [{ '@type': text(r, 1) }] }).replace(/</g, '\\u003c')}</script>`,
    r() < 0.3 ? `<script type="application/ld+json">${'['.repeat(50_000)}${']'.repeat(50_000)}</script>` : '',
  ];
  const body: string[] = [];
  const pieces = 3 + Math.floor(r() * 8);
  for (let i = 0; i < pieces; i++) {
    const kind = r();
    if (kind < 0.2) body.push(`<h${1 + Math.floor(r() * 6)}>${text(r)}</h${1 + Math.floor(r() * 6)}>`);
    else if (kind < 0.35) body.push(`<a href="${pick(r, ['tel:', 'mailto:', 'https://evil.example/', '/', 'javascript:'])}${attrText(r)}">${text(r)}</a>`);
    else if (kind < 0.45) body.push(`<button aria-label="${attrText(r)}">${text(r)}</button>`);
    else if (kind < 0.55) body.push(`<form action="${attrText(r)}"><input type="email" name="email"><input type="submit" value="${attrText(r)}"></form>`);
    else if (kind < 0.7) body.push(nesting(r));
    else if (kind < 0.8) body.push(manyAttributes(r));
    else if (kind < 0.9) body.push(`<img src="${attrText(r)}" alt="${attrText(r)}">`);
    else body.push(`<p>${text(r)}</p>`);
  }
  const lang = attrText(r).slice(0, 30);
  const html = `<!doctype html><html lang="${lang}"><head>${head.join('')}</head><body>${body.join('\n')}</body></html>`;
  return html.length > 1_400_000 ? html.slice(0, 1_400_000) : html;
}

/** A model answer steered by the page: it quotes the page's strings and hostile Markdown. */
export function hostileAnswer(r: Random, quoted: string): string {
  const lines = ['# Review of https://evil.example/', '', `You said: ${quoted.slice(0, 3000)}`, ''];
  for (let i = 0; i < 8; i++) lines.push(`- ${text(r)}`);
  lines.push('', '[ref]: https://evil.example/ref', '', 'Padding so that the answer is long enough to count as a real review of the page.');
  return lines.join('\n');
}
