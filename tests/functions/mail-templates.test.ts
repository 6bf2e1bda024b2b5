/**
 * Every e-mail template, with a hostile value in every field it takes: addresses in every
 * spelling a mail client links (literal, character references, fullwidth dots), markup, header
 * breaks, bidirectional overrides, absurd numbers. Whatever the field, the message that comes
 * out has no link, loading attribute or linkable text other than this site's, in the subject,
 * the HTML part or the text part, and each field's value is really in the message (so the
 * walk is not vacuous). A template added without a row here fails the first test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as reviewMails from '../../netlify/lib/ai-feedback/mails.ts';
import * as contactMails from '../../netlify/lib/contact/mails.ts';
import * as guideMails from '../../netlify/lib/guides/mails.ts';
import * as expiredNotice from '../../netlify/lib/mail/expired-notice.ts';
import * as paymentMails from '../../netlify/lib/payments/mails.ts';
import * as inboxMails from '../../netlify/lib/inbox/mails.ts';
import { button, own, type ComposedMail } from '../../netlify/lib/mail/compose.ts';
import type { OrderChange } from '../../netlify/lib/payments/records.ts';
import { sessionProblems } from '../../netlify/lib/payments/checkout.ts';
import { mailProblems } from './helpers/mail-links.ts';
import { ENTITY_ADDRESSES } from '../fixtures/hostile/xss-corpus.ts';

const ORIGIN = 'https://northlight.example';

/** The modules of the e-mails, each in its feature's folder (and the outbox's own notice in mail/). */
const MAIL_MODULES = {
  'netlify/lib/ai-feedback/mails.ts': reviewMails,
  'netlify/lib/contact/mails.ts': contactMails,
  'netlify/lib/guides/mails.ts': guideMails,
  'netlify/lib/mail/expired-notice.ts': expiredNotice,
  'netlify/lib/payments/mails.ts': paymentMails,
  'netlify/lib/inbox/mails.ts': inboxMails,
};
const templates = { ...reviewMails, ...contactMails, ...guideMails, ...expiredNotice, ...paymentMails, ...inboxMails };

const HOSTILE = [
  'https://evil.example/login',
  'HTTPS://EVIL.EXAMPLE/CAPS',
  'www.evil.example/offer',
  'evil.example/reset',
  'support@evil.example',
  'mailto:support@evil.example',
  '//evil.example/x',
  'http://203.0.113.7/ip',
  'evil\u3002example/ideographic',
  'evil\uff0eexample',
  'evil\u202e.example',
  '<a href="https://evil.example/">click</a>',
  '<img src="https://evil.example/pixel.png">',
  '[Verify](https://evil.example/verify)',
  'javascript:alert(1)',
  'line\r\nBcc: victim@evil.example',
  ...ENTITY_ADDRESSES.slice(0, 12),
];

/** A value for one field: a marker naming the field (to find it in the message), then hostile text. */
type Hostile = (field: string) => string;

/**
 * Every template with an input of hostile values: `fields` lists the fields whose value the
 * message shows; `to`, `replyTo` (checked by sendMail as one plain address) and the values noted
 * are not shown.
 */
/** The module's templates: its exported functions. */
type TemplateName = { [K in keyof typeof templates]: (typeof templates)[K] extends (...args: never[]) => unknown ? K : never }[keyof typeof templates];
const TEMPLATE_NAMES = Object.entries(templates)
  .filter(([, value]) => typeof value === 'function')
  .map(([name]) => name)
  .sort();

const CASES: Record<TemplateName, { make: (h: Hostile, n: number) => ComposedMail; fields: string[] | ((n: number) => string[]) }> = {
  guideEmail: {
    // the link is the server's own (the catalogue's path on this site), not an outside value
    make: (h) => templates.guideEmail({ to: 'a@example.com', title: h('title'), link: `${ORIGIN}/downloads/lawyers-quick-wins.pdf`, fileName: h('fileName') }),
    fields: ['title'],
  },
  inquiryEmail: {
    make: (h) =>
      templates.inquiryEmail({
        to: 'studio@example.com',
        replyTo: 'ada@example.com',
        inquiry: {
          id: h('id'),
          receivedAt: '2030-01-01T00:00:00.000Z',
          visitor: 'abcdef123456',
          name: h('name'),
          email: h('email'),
          company: h('company'),
          website: h('website'),
          message: h('message'),
          utm: { source: h('source'), medium: h('medium'), campaign: h('campaign') },
        },
      }),
    fields: ['id', 'name', 'email', 'company', 'website', 'message', 'source', 'medium', 'campaign'],
  },
  orderEmail: {
    make: (h, n) =>
      templates.orderEmail({
        to: 'studio@example.com',
        order: { sessionId: h('sessionId'), title: h('title'), amount: AMOUNTS[n % AMOUNTS.length]!, currency: h('currency'), customerEmail: h('customerEmail'), test: n % 2 === 0 },
      }),
    fields: ['sessionId', 'title', 'currency', 'customerEmail'],
  },
  orderReviewEmail: {
    make: (h, n) =>
      templates.orderReviewEmail({
        to: 'studio@example.com',
        order: {
          sessionId: h('sessionId'),
          title: h('title'),
          amount: AMOUNTS[n % AMOUNTS.length]!,
          currency: h('currency'),
          customerEmail: h('customerEmail'),
          test: n % 2 === 1,
          // what the webhook writes from a session's metadata, and a problem text of any kind
          problems: [...sessionProblems({ amount: 1, currency: h('problemCurrency'), productId: h('problemProduct') }, null), h('problem')],
        },
      }),
    fields: ['sessionId', 'title', 'currency', 'customerEmail', 'problemProduct', 'problem'],
  },
  orderChangeEmail: {
    // each round another change: refunds in full and in part, a dispute opened, won, lost, closed
    make: (h, n) => {
      const order = { sessionId: h('sessionId'), title: h('title'), amount: AMOUNTS[n % AMOUNTS.length]!, currency: h('currency'), customerEmail: h('customerEmail'), test: n % 2 === 0, paymentIntentId: h('orderPayment') };
      const at = '2026-11-25T10:00:00.000Z';
      const kind = n % 6;
      const change: OrderChange =
        kind < 2
          ? { kind: 'refund', eventId: h('eventId'), paymentIntentId: h('paymentIntentId'), chargeId: h('chargeId'), refund: { amount: AMOUNTS[(n + 1) % AMOUNTS.length]!, currency: h('refundCurrency'), full: kind === 0, reportedAt: at } }
          : {
              kind: 'dispute',
              eventId: h('eventId'),
              paymentIntentId: h('paymentIntentId'),
              chargeId: h('chargeId'),
              dispute: { id: h('disputeId'), status: h('status'), outcome: (['open', 'won', 'lost', 'closed'] as const)[kind - 2]!, reason: h('reason'), amount: AMOUNTS[(n + 2) % AMOUNTS.length]!, currency: h('disputeCurrency'), openedAt: at, respondBy: h('respondBy'), reportedAt: at },
            };
      return templates.orderChangeEmail({ to: 'studio@example.com', order, change, state: (['refunded', 'partially_refunded', 'disputed', 'dispute_won', 'dispute_lost', 'paid'] as const)[kind]! });
    },
    // the event and charge ids are not shown (the order, payment and dispute are)
    fields: (n) => ['sessionId', 'title', 'currency', 'customerEmail', 'paymentIntentId', ...(n % 6 < 2 ? ['refundCurrency'] : ['disputeId', 'status', 'reason', 'disputeCurrency', ...(n % 6 === 2 ? ['respondBy'] : [])])],
  },
  outboxExpiredEmail: {
    make: (h, n) =>
      templates.outboxExpiredEmail({
        to: 'studio@example.com',
        days: 30,
        messages: [
          { id: h('id'), createdAt: h('createdAt'), attempts: AMOUNTS[n % AMOUNTS.length]!, lastError: h('lastError'), message: { to: h('recipient'), subject: h('subject'), tag: h('tag') } },
          { id: 'x', createdAt: '2026-01-01T00:00:00.000Z', attempts: 0, message: { to: 'a@example.com', subject: 'S', tag: 'guide' } },
        ],
      }),
    fields: ['createdAt', 'lastError', 'recipient', 'subject', 'tag'],
  },
  replyEmail: {
    // staff's words and the person's quoted ones: both inert
    make: (h) => templates.replyEmail({ to: 'ada@example.com', replyTo: 'studio@example.com', subject: h('subject'), text: h('text'), quote: { at: '2026-01-05T10:00:00.000Z', text: h('quote') } }),
    fields: ['subject', 'text', 'quote'],
  },
  digestEmail: {
    make: (h, n) =>
      templates.digestEmail({
        to: 'studio@example.com',
        day: h('day'),
        counts: { inquiry: AMOUNTS[n % AMOUNTS.length]!, lead: 2, review: 0, order: 1 },
        unanswered: [{ kind: 'inquiry', at: h('at'), who: h('who'), company: h('company'), workingDays: 3 }],
        moreUnanswered: n % 3,
        outbox: { waiting: n % 2, failed: 0 },
        inboxUrl: `${ORIGIN}/admin/#/inbox`,
      }),
    fields: ['day', 'at', 'who', 'company'],
  },
  reviewEmail: {
    make: (h) => templates.reviewEmail({ to: 'a@example.com', host: h('host'), markdown: `# Review\n\n${h('markdown')}\n\n- ${h('item')}`, origin: ORIGIN }),
    fields: ['host', 'markdown', 'item'],
  },
};

const AMOUNTS = [49900, 100, 0, -1, 1e21, Number.NaN, Number.POSITIVE_INFINITY, 0.5];

describe('every e-mail template', () => {
  it('has a row in this walk', () => {
    expect(Object.keys(CASES).sort()).toEqual(TEMPLATE_NAMES);
  });

  it.each(Object.keys(CASES))('%s: no field makes a link, in any part', (name) => {
    const { make, fields: shown } = CASES[name as TemplateName];
    for (let n = 0; n < HOSTILE.length; n++) {
      // each field gets another hostile value in each round
      let f = 0;
      const h: Hostile = (field) => `Q${field}Q ${HOSTILE[(n + f++) % HOSTILE.length]}`;
      const mail = make(h, n);
      const fields = typeof shown === 'function' ? shown(n) : shown;
      const where = `${name}, round ${n}`;
      expect(mailProblems({ Subject: mail.subject, HtmlBody: mail.html, TextBody: mail.text }, ORIGIN), where).toEqual([]);
      for (const field of fields) expect(`${mail.subject}\n${mail.text}`.toLowerCase(), `${where}: ${field} shown`).toContain(`q${field}q`.toLowerCase());
    }
  });
});

describe('the composition', () => {
  it('builds a message only from template literals and inert values', () => {
    expect(() => own(['raw'] as unknown as TemplateStringsArray)).toThrow(TypeError);
    // a button links only to an http(s) address without credentials
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'https://user:pw@northlight.example/', 'not a url']) {
      expect(() => button(href, own`Go`), href).toThrow();
    }
  });

  it('keeps the templates to the composition: they import nothing that writes raw text or HTML', () => {
    const root = join(import.meta.dirname, '../..');
    // Every mails.ts of a feature is one of the modules above (so every template has a row).
    const found = readdirSync(join(root, 'netlify/lib'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /(^|\/)mails\.ts$/.test(path))
      .map((path) => `netlify/lib/${path}`);
    expect(Object.keys(MAIL_MODULES)).toEqual(expect.arrayContaining(found));
    for (const file of Object.keys(MAIL_MODULES)) {
      const source = readFileSync(join(root, file), 'utf8');
      // types may come from anywhere; values only from the composition
      const imports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]);
      expect(imports, file).toEqual([file.startsWith('netlify/lib/mail/') ? './compose.ts' : '../mail/compose.ts']);
    }
  });
});
