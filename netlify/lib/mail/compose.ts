/**
 * The one way an e-mail is written: from blocks of MailText, which only `inert` (any value
 * from outside: a request, a fetched page, a model, Stripe, the outbox) and `own` (a template's
 * own words, a tagged template whose values are MailText themselves) can make. A template
 * therefore cannot put a raw string into a message: every outside value reaches the subject,
 * the HTML part and the text part as inert text (inertText: no address a mail client would
 * link), escaped for the HTML part; the review's Markdown goes through the e-mail renderer
 * (markdown.ts), whose text is inert too. The only links are a template's buttons, to an
 * address the server made, and the review's links to this site.
 *
 * The layout is in the palette's colours, inline (mail clients ignore most stylesheets).
 * sendMail cleans the subject and the text part again (one line, no control characters).
 */
import { STUDIO } from '../../generated/studio.ts';
import { BRAND_COLOURS as C } from '../../../src/lib/palette.ts';
import { escapeHtml, inertMarkdown, inertText } from '../platform/escape.ts';
import { markdownRenderer } from './markdown.ts';

const TEXT: unique symbol = Symbol('mail text');

/** Text a message may show. Made only by `inert` and `own`; a plain string is not one. */
export interface MailText {
  readonly [TEXT]: string;
}

const made = (text: string): MailText => Object.freeze({ [TEXT]: text });

/** A message as mail.ts sends it or keeps it in the outbox (the sender is added there). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A short label for the kind of message (guide, inquiry, review, order). */
  tag: string;
}

declare const COMPOSED: unique symbol;
/** A message made by composeMail: the only kind sendMail takes. */
export type ComposedMail = MailMessage & { readonly [COMPOSED]: true };

/** Any value that came from outside the template, as inert text. */
export function inert(value: string | number | null | undefined): MailText {
  return made(inertText(String(value ?? '')));
}

/**
 * A template's own words: `own\`New order: ${title}\``, where every value is MailText. Only a
 * tagged template literal is accepted, so its words are the source's, never a runtime string.
 */
export function own(words: TemplateStringsArray, ...values: MailText[]): MailText {
  if (!Array.isArray(words.raw) || !Object.isFrozen(words)) throw new TypeError('own`…` takes a template literal');
  return made(words.reduce((text, word, i) => text + word + (i < values.length ? values[i]![TEXT] : ''), ''));
}

/** An amount in the smallest unit with its currency, as Stripe gives them: "499.00 USD", inert. */
export function money(amount: number, currency: string): MailText {
  const value = Number.isFinite(amount) ? (amount / 100).toFixed(2) : 'unknown amount';
  return inert(`${value} ${String(currency ?? '').toUpperCase()}`);
}

/** An ISO time as "2026-12-01 23:59 UTC", inert; "not given" without one. */
export function utcTime(iso: string | null | undefined): MailText {
  return iso ? inert(`${iso.slice(0, 16).replace('T', ' ')} UTC`) : own`not given`;
}

export type Block =
  | { kind: 'heading'; text: MailText }
  | { kind: 'subheading'; text: MailText }
  | { kind: 'paragraph'; text: MailText; style?: 'note' | 'lines' }
  | { kind: 'list'; items: readonly MailText[] }
  | { kind: 'facts'; rows: ReadonlyArray<readonly [MailText, MailText]> }
  | { kind: 'button'; href: string; label: MailText }
  | { kind: 'review'; markdown: string; origin: string };

export const heading = (text: MailText): Block => ({ kind: 'heading', text });
export const subheading = (text: MailText): Block => ({ kind: 'subheading', text });
/** `note`: small and muted; `lines`: the text's line breaks are kept (a visitor's message). */
export const paragraph = (text: MailText, style?: 'note' | 'lines'): Block => ({ kind: 'paragraph', text, ...(style ? { style } : {}) });
export const list = (items: readonly MailText[]): Block => ({ kind: 'list', items });
/** Label/value rows; an empty value shows as a dash. */
export const facts = (rows: ReadonlyArray<readonly [MailText, MailText]>): Block => ({ kind: 'facts', rows });
/** A button to an address the server made (http or https, no credentials), also written out in full. */
export const button = (href: string, label: MailText): Block => ({ kind: 'button', href: checkedHref(href), label });
/** A review's Markdown, rendered for e-mail (links only to `origin`, inert text). */
export const review = (markdown: string, origin: string): Block => ({ kind: 'review', markdown, origin });

function checkedHref(href: string): string {
  const url = new URL(href);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error('A button links only to an http(s) address without credentials');
  }
  return url.href;
}

const html = (text: MailText) => escapeHtml(text[TEXT]);
const orDash = (text: MailText) => (text[TEXT].trim() ? text[TEXT] : '-');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="font-size:22px;margin:0 0 16px">${html(block.text)}</h1>`;
    case 'subheading':
      return `<h2 style="font-size:17px;margin:20px 0 8px">${html(block.text)}</h2>`;
    case 'paragraph': {
      const style = block.style === 'note' ? ` style="font-size:14px;color:${C.muted}"` : block.style === 'lines' ? ' style="white-space:pre-wrap"' : '';
      return `<p${style}>${html(block.text)}</p>`;
    }
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${html(item)}</li>`).join('')}</ul>`;
    case 'facts':
      return `<table style="border-collapse:collapse;font-size:15px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${html(label)}</th><td style="padding:4px 0">${escapeHtml(value[TEXT].trim() ? value[TEXT] : '—')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${C.brand};color:${C.white};padding:12px 20px;border-radius:6px;text-decoration:none">${html(block.label)}</a></p>
<p style="font-size:14px;color:${C.muted}">Or paste this address into your browser: ${escapeHtml(block.href)}</p>`;
    case 'review':
      return markdownRenderer({ target: 'email', origin: block.origin }).html(block.markdown);
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'subheading':
      return block.text[TEXT];
    case 'paragraph':
      return block.text[TEXT];
    case 'list':
      return block.items.map((item) => `- ${item[TEXT]}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label[TEXT]}: ${orDash(value)}`).join('\n');
    case 'button':
      return `${block.label[TEXT]}: ${block.href}`;
    case 'review':
      return inertMarkdown(block.markdown);
  }
}

function layout(title: MailText, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(title)}</title></head>
<body style="margin:0;padding:24px;background:${C.surface};font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:${C.ink};line-height:1.55">
<div style="max-width:600px;margin:0 auto;background:${C.white};border-radius:8px;padding:28px">
${body}
<p style="margin-top:32px;font-size:13px;color:${C.muted}">${escapeHtml(STUDIO.name)} · ${escapeHtml(STUDIO.city)} · ${escapeHtml(STUDIO.email)}</p>
</div></body></html>`;
}

/** The message: its subject, an HTML part (the layout around the blocks) and a text part. */
export function composeMail(input: {
  to: string;
  replyTo?: string;
  subject: MailText;
  /** The HTML document's title. */
  title: MailText;
  /** A short label of the kind of message (Postmark's tag). */
  tag: string;
  blocks: readonly Block[];
}): ComposedMail {
  const message: MailMessage = {
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: input.subject[TEXT],
    html: layout(input.title, input.blocks.map(blockHtml).join('\n')),
    text: `${input.blocks.map(blockText).join('\n\n')}\n\n${STUDIO.name} · ${STUDIO.email}`,
    tag: input.tag,
  };
  return message as ComposedMail;
}
