/**
 * The e-mails the backend sends, in the palette's colours (inline: mail clients ignore most
 * stylesheets). Links point only at this site's own origin. Every value that came with a request
 * or from a fetched page is shown as inert text (inertText: no address a mail client would link,
 * in the subject, the HTML part or the text part) and escaped for the HTML part (escapeHtml);
 * sendMail cleans the text part and the subject.
 */
import { SITE } from '../../src/lib/config.ts';
import { BRAND_COLOURS as C } from '../../src/lib/palette.ts';
import { escapeHtml, inertText } from './escape.ts';
import type { MailMessage } from './mail.ts';

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:${C.surface};font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:${C.ink};line-height:1.55">
<div style="max-width:600px;margin:0 auto;background:${C.white};border-radius:8px;padding:28px">
${bodyHtml}
<p style="margin-top:32px;font-size:13px;color:${C.muted}">${escapeHtml(SITE.name)} · ${escapeHtml(SITE.city)} · ${escapeHtml(SITE.email)}</p>
</div></body></html>`;
}

export function guideEmail(input: {
  to: string;
  title: string;
  link: string;
  fileName: string;
}): MailMessage {
  const { to, link } = input;
  const title = inertText(input.title);
  const html = layout(
    title,
    `<h1 style="font-size:22px;margin:0 0 16px">Your guide is ready</h1>
<p>Thanks for your interest. Here is your copy of <strong>${escapeHtml(title)}</strong>:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${C.brand};color:${C.white};padding:12px 20px;border-radius:6px;text-decoration:none">Download the guide (PDF)</a></p>
<p style="font-size:14px;color:${C.muted}">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>If you would like a hand putting it into practice, reply to this e-mail or book a strategy call on our site.</p>`,
  );
  const text = `Your guide is ready

Thanks for your interest. Here is your copy of "${title}":
${link}

If you would like a hand putting it into practice, reply to this e-mail or book a strategy call on our site.

${SITE.name} · ${SITE.email}`;
  return { to, subject: `Your guide: ${title}`, html, text, tag: 'guide' };
}

export function inquiryEmail(input: {
  to: string;
  replyTo: string;
  inquiry: {
    id: string;
    name: string;
    email: string;
    company: string;
    website: string;
    message: string;
    utm: { source: string; medium: string; campaign: string };
  };
}): MailMessage {
  const raw = input.inquiry;
  // Everything but the reference came with the request: shown as inert text.
  const q = {
    ...raw,
    name: inertText(raw.name),
    email: inertText(raw.email),
    company: inertText(raw.company),
    website: inertText(raw.website),
    message: inertText(raw.message),
  };
  const rows: Array<[string, string]> = [
    ['Name', q.name],
    ['Email', q.email],
    ['Company', q.company],
    ['Website', q.website],
    ['UTM', inertText([raw.utm.source, raw.utm.medium, raw.utm.campaign].filter(Boolean).join(' / '))],
    ['Reference', q.id],
  ];
  const html = layout(
    'New inquiry',
    `<h1 style="font-size:22px;margin:0 0 16px">New inquiry from the website</h1>
<table style="border-collapse:collapse;font-size:15px">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v || '—')}</td></tr>`,
      )
      .join('')}</table>
<h2 style="font-size:17px;margin:20px 0 8px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(q.message || '(no message)')}</p>
<p style="font-size:14px;color:${C.muted}">Reply to this e-mail to answer ${escapeHtml(q.name)} directly.</p>`,
  );
  const text = `New inquiry from the website

${rows.map(([k, v]) => `${k}: ${v || '-'}`).join('\n')}

Message:
${q.message || '(no message)'}

Reply to this e-mail to answer directly.`;
  const subject = `New inquiry from ${q.name}${q.company ? ` (${q.company})` : ''}`;
  return { to: input.to, replyTo: input.replyTo, subject, html, text, tag: 'inquiry' };
}

export function orderEmail(input: {
  to: string;
  order: { sessionId: string; title: string; amount: number; currency: string; customerEmail: string | null; test: boolean };
}): MailMessage {
  const o = input.order;
  const price = `${(o.amount / 100).toFixed(2)} ${o.currency.toUpperCase()}`;
  const prefix = o.test ? '[TEST] ' : '';
  const rows: Array<[string, string]> = [
    ['Product', o.title],
    ['Amount', price],
    ['Customer', o.customerEmail ? inertText(o.customerEmail) : 'unknown'],
    ['Checkout Session', o.sessionId],
    ['Mode', o.test ? 'test (no money moved)' : 'live'],
  ];
  const html = layout(
    'New order',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(prefix)}New paid order</h1>
<table style="border-collapse:collapse;font-size:15px">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`,
  );
  const text = `${prefix}New paid order\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}`;
  return { to: input.to, subject: `${prefix}New order: ${o.title} (${price})`, html, text, tag: 'order' };
}

/** `markdown` is the inert review (review.ts) and `html` its rendering for e-mail (markdown.ts). */
export function reviewEmail(input: { to: string; host: string; markdown: string; html: string }): MailMessage {
  const host = inertText(input.host);
  const html = layout(
    `Website review for ${host}`,
    `${input.html}
<p style="margin-top:24px">Want help with these fixes? Reply to this e-mail or book a free strategy call on our site.</p>`,
  );
  const text = `${input.markdown}\n\n---\nWant help with these fixes? Reply to this e-mail or book a free strategy call on our site.`;
  return { to: input.to, subject: `Your website review for ${host}`, html, text, tag: 'review' };
}

/** A paid Checkout Session that does not match what the site sold: the studio checks it by hand. */
export function orderReviewEmail(input: {
  to: string;
  order: { sessionId: string; title: string; amount: number; currency: string; customerEmail: string | null; test: boolean; problems: string[] };
}): MailMessage {
  const o = input.order;
  const price = `${(o.amount / 100).toFixed(2)} ${o.currency.toUpperCase()}`;
  const prefix = o.test ? '[TEST] ' : '';
  const rows: Array<[string, string]> = [
    ['Product named', o.title],
    ['Amount paid', price],
    ['Customer', o.customerEmail ?? 'unknown'],
    ['Checkout Session', o.sessionId],
    ['Mode', o.test ? 'test (no money moved)' : 'live'],
  ];
  const intro = 'Stripe reports this session as paid, but it does not match what the site sold. It was recorded as needing review, not as an order: check it in the Stripe dashboard before delivering anything, and refund it if it is not right.';
  const html = layout(
    'Payment to review',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(prefix)}Payment to review</h1>
<p>${escapeHtml(intro)}</p>
<ul>${o.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
<table style="border-collapse:collapse;font-size:15px">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`,
  );
  const text = `${prefix}Payment to review\n\n${intro}\n\n${o.problems.map((p) => `- ${p}`).join('\n')}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}`;
  return { to: input.to, subject: `${prefix}Payment to review: ${o.sessionId} (${price})`, html, text, tag: 'order-review' };
}
