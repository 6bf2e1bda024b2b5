/**
 * What in an e-mail can act: its <a href> links, any other element that loads or submits
 * something, and any text a mail client would turn into a link (found with linkify-it, the
 * linkifier markdown-it uses: "https://…", "www.…", "name.tld/…", "a@b.tld", IP addresses).
 * Only this site's origin and the studio's own address may appear as either.
 */
import { LinkifyIt } from 'linkify-it';
import { parse, parseFragment } from 'parse5';
import { STUDIO } from '../../../netlify/generated/studio.ts';

// Test addresses use the reserved .example and .test names, which linkify-it does not know.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(['example', 'test', 'studio', 'local', 'internal'], true);

interface Node5 {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node5[];
  content?: Node5;
}

const LOADING_ATTRIBUTES = ['src', 'srcset', 'action', 'formaction', 'background', 'poster', 'data', 'xlink:href', 'ping'];

function allowed(url: string, origin: string): boolean {
  if (url.toLowerCase() === `mailto:${STUDIO.email}`) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Links a mail client would make of plain text, other than to `origin` or the studio's address. */
export function linkableText(text: string, origin: string): string[] {
  return (linkify.match(text) ?? []).map((m) => m.url).filter((url) => !allowed(url, origin));
}

/** Every link, loading attribute and linkable text of an HTML e-mail body that is not `origin`'s. */
export function htmlProblems(html: string, origin: string, fragment = false): string[] {
  const found: string[] = [];
  const texts: string[] = [];
  const stack: Node5[] = [(fragment ? parseFragment(html) : parse(html)) as unknown as Node5];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') texts.push(node.value ?? '');
    for (const { name, value } of node.attrs ?? []) {
      if (name === 'href' && !allowed(value, origin)) found.push(`<${node.tagName} href="${value}">`);
      if (LOADING_ATTRIBUTES.includes(name) || name.startsWith('on')) found.push(`<${node.tagName} ${name}="${value}">`);
    }
    if (node.content) stack.push(node.content);
    stack.push(...(node.childNodes ?? []));
  }
  // a mail client links within a text node
  for (const text of texts) found.push(...linkableText(text, origin).map((url) => `text linked as ${url}`));
  return found;
}

/** Everything in a message (as Postmark receives it) that can act, other than to `origin`. */
export function mailProblems(mail: { Subject: string; HtmlBody: string; TextBody: string }, origin: string): string[] {
  return [
    ...linkableText(mail.Subject, origin).map((url) => `subject linked as ${url}`),
    ...htmlProblems(mail.HtmlBody, origin).map((p) => `html: ${p}`),
    ...linkableText(mail.TextBody, origin).map((url) => `text part linked as ${url}`),
  ];
}
