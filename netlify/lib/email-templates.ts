/**
 * The e-mails the backend sends, each a list of blocks (mail-compose.ts). Every value a
 * template is given is shown through `inert` (or, for a review, the e-mail renderer), whoever
 * supplied it: the visitor, a fetched page, the model, Stripe, or the server's own catalogue;
 * the templates' own words are `own` literals. The only links are buttons to an address the
 * server made (the guide on this site) and the review's links to this site.
 */
import { button, composeMail, facts, heading, inert, list, money, own, paragraph, review, subheading, type ComposedMail, type MailText } from './mail-compose.ts';
import type { OutboxRecord } from './mail.ts';
import type { OrderChange, OrderState } from './orders.ts';

export function guideEmail(input: { to: string; title: string; link: string; fileName: string }): ComposedMail {
  const title = inert(input.title);
  return composeMail({
    to: input.to,
    subject: own`Your guide: ${title}`,
    title,
    tag: 'guide',
    blocks: [
      heading(own`Your guide is ready`),
      paragraph(own`Thanks for your interest. Here is your copy of "${title}".`),
      button(input.link, own`Download the guide (PDF)`),
      paragraph(own`If you would like a hand putting it into practice, reply to this e-mail or book a strategy call on our site.`),
    ],
  });
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
}): ComposedMail {
  const q = input.inquiry;
  const name = inert(q.name);
  const company = inert(q.company);
  return composeMail({
    to: input.to,
    replyTo: input.replyTo,
    subject: q.company ? own`New inquiry from ${name} (${company})` : own`New inquiry from ${name}`,
    title: own`New inquiry`,
    tag: 'inquiry',
    blocks: [
      heading(own`New inquiry from the website`),
      facts([
        [own`Name`, name],
        [own`Email`, inert(q.email)],
        [own`Company`, company],
        [own`Website`, inert(q.website)],
        [own`UTM`, inert([q.utm.source, q.utm.medium, q.utm.campaign].filter(Boolean).join(' / '))],
        [own`Reference`, inert(q.id)],
      ]),
      subheading(own`Message`),
      paragraph(q.message ? inert(q.message) : own`(no message)`, 'lines'),
      paragraph(own`Reply to this e-mail to answer ${name} directly.`, 'note'),
    ],
  });
}

interface OrderSummary {
  sessionId: string;
  title: string;
  amount: number;
  currency: string;
  customerEmail: string | null;
  test: boolean;
}

const testPrefix = (test: boolean): MailText => (test ? own`[TEST] ` : own``);
const modeOf = (test: boolean): MailText => (test ? own`test (no money moved)` : own`live`);

export function orderEmail(input: { to: string; order: OrderSummary }): ComposedMail {
  const o = input.order;
  const price = money(o.amount, o.currency);
  const title = inert(o.title);
  const prefix = testPrefix(o.test);
  return composeMail({
    to: input.to,
    subject: own`${prefix}New order: ${title} (${price})`,
    title: own`New order`,
    tag: 'order',
    blocks: [
      heading(own`${prefix}New paid order`),
      facts([
        [own`Product`, title],
        [own`Amount`, price],
        [own`Customer`, o.customerEmail ? inert(o.customerEmail) : own`unknown`],
        [own`Checkout Session`, inert(o.sessionId)],
        [own`Mode`, modeOf(o.test)],
      ]),
    ],
  });
}

/** The review (inert Markdown from review.ts), rendered for e-mail with links only to `origin`. */
export function reviewEmail(input: { to: string; host: string; markdown: string; origin: string }): ComposedMail {
  const host = inert(input.host);
  return composeMail({
    to: input.to,
    subject: own`Your website review for ${host}`,
    title: own`Website review for ${host}`,
    tag: 'review',
    blocks: [
      review(input.markdown, input.origin),
      paragraph(own`Want help with these fixes? Reply to this e-mail or book a free strategy call on our site.`),
    ],
  });
}

/** A paid Checkout Session that does not match what the site sold: the studio checks it by hand. */
export function orderReviewEmail(input: { to: string; order: OrderSummary & { problems: string[] } }): ComposedMail {
  const o = input.order;
  const price = money(o.amount, o.currency);
  const prefix = testPrefix(o.test);
  const session = inert(o.sessionId);
  return composeMail({
    to: input.to,
    subject: own`${prefix}Payment to review: ${session} (${price})`,
    title: own`Payment to review`,
    tag: 'order-review',
    blocks: [
      heading(own`${prefix}Payment to review`),
      paragraph(
        own`Stripe reports this session as paid, but it does not match what the site sold. It was recorded as needing review, not as an order: check it in the Stripe dashboard before delivering anything, and refund it if it is not right.`,
      ),
      list(o.problems.map((problem) => inert(problem))),
      facts([
        [own`Product named`, inert(o.title)],
        [own`Amount paid`, price],
        [own`Customer`, o.customerEmail ? inert(o.customerEmail) : own`unknown`],
        [own`Checkout Session`, session],
        [own`Mode`, modeOf(o.test)],
      ]),
    ],
  });
}

const STATE_WORDS: Record<OrderState, MailText> = {
  paid: own`paid`,
  needs_review: own`paid, needs review`,
  refunded: own`refunded`,
  partially_refunded: own`partly refunded`,
  disputed: own`disputed`,
  dispute_won: own`dispute won`,
  dispute_lost: own`dispute lost`,
};

/** An ISO time as "2026-12-01 23:59 UTC", inert. */
const when = (iso: string | null | undefined): MailText => (iso ? inert(`${iso.slice(0, 16).replace('T', ' ')} UTC`) : own`not given`);

/** A refund or a dispute of a recorded order (order-changes.ts), for the studio. */
export function orderChangeEmail(input: {
  to: string;
  order: OrderSummary & { paymentIntentId?: string | null };
  change: OrderChange;
  state: OrderState;
}): ComposedMail {
  const { order: o, change } = input;
  const prefix = testPrefix(o.test);
  const title = inert(o.title);
  const paid = money(o.amount, o.currency);
  const common: Array<readonly [MailText, MailText]> = [
    [own`Product`, title],
    [own`Paid`, paid],
    [own`Customer`, o.customerEmail ? inert(o.customerEmail) : own`unknown`],
    [own`Checkout Session`, inert(o.sessionId)],
    [own`Payment`, inert(change.paymentIntentId ?? o.paymentIntentId ?? '')],
    [own`Order now`, STATE_WORDS[input.state]],
    [own`Mode`, modeOf(o.test)],
  ];
  if (change.kind === 'refund') {
    const refunded = money(change.refund.amount, change.refund.currency);
    const what = change.refund.full ? own`Refunded` : own`Partly refunded`;
    return composeMail({
      to: input.to,
      subject: own`${prefix}${what}: ${title} (${refunded} of ${paid})`,
      title: what,
      tag: 'order-refund',
      blocks: [
        heading(own`${prefix}${what}: ${title}`),
        paragraph(
          change.refund.full
            ? own`Stripe reports this payment as refunded in full. If nobody at the studio refunded it, check it in the Stripe dashboard.`
            : own`Stripe reports part of this payment as refunded. If nobody at the studio refunded it, check it in the Stripe dashboard.`,
        ),
        facts([[own`Refunded so far`, refunded], ...common]),
      ],
    });
  }
  const d = change.dispute;
  const disputed = money(d.amount, d.currency);
  const rows: Array<readonly [MailText, MailText]> = [
    [own`Disputed amount`, disputed],
    [own`Reason`, inert(d.reason)],
    [own`Dispute`, inert(d.id)],
    [own`Stripe status`, inert(d.status)],
    ...(d.outcome === 'open' ? [[own`Respond by`, when(d.respondBy)] as const] : []),
    ...common,
  ];
  const outcome = {
    open: {
      what: own`Dispute opened`,
      subject: own`${prefix}Dispute opened: ${title} (${disputed}), respond by ${when(d.respondBy)}`,
      say: own`The customer's bank has disputed this payment, and the amount is held from the Stripe balance until it is decided. Respond in the Stripe dashboard before the deadline, with evidence that the audit was ordered and delivered, or accept the dispute.`,
    },
    won: {
      what: own`Dispute won`,
      subject: own`${prefix}Dispute won: ${title} (${disputed})`,
      say: own`The bank decided the dispute for the studio: the held amount is returned to the Stripe balance.`,
    },
    lost: {
      what: own`Dispute lost`,
      subject: own`${prefix}Dispute lost: ${title} (${disputed})`,
      say: own`The bank decided the dispute for the customer: the amount, and Stripe's dispute fee, stay withdrawn.`,
    },
    closed: {
      what: own`Dispute closed`,
      subject: own`${prefix}Dispute closed: ${title} (${disputed})`,
      say: own`The dispute was closed without a chargeback: no money was withdrawn for it.`,
    },
  }[d.outcome];
  return composeMail({
    to: input.to,
    subject: outcome.subject,
    title: outcome.what,
    tag: 'order-dispute',
    blocks: [heading(own`${prefix}${outcome.what}: ${title}`), paragraph(outcome.say), facts(rows)],
  });
}

/** The tag of the notice below: an expired notice is not noticed again. */
export const EXPIRY_NOTICE_TAG = 'outbox-expired';

/** Outbox messages deleted undelivered by the retention purge (retention.ts), for the studio. */
export function outboxExpiredEmail(input: {
  to: string;
  days: number;
  messages: ReadonlyArray<Pick<OutboxRecord, 'id' | 'createdAt' | 'attempts' | 'lastError'> & { message: Pick<OutboxRecord['message'], 'to' | 'subject' | 'tag'> }>;
}): ComposedMail {
  const count = inert(input.messages.length);
  const days = inert(input.days);
  return composeMail({
    to: input.to,
    subject: input.messages.length === 1 ? own`1 e-mail expired undelivered` : own`${count} e-mails expired undelivered`,
    title: own`E-mail expired undelivered`,
    tag: EXPIRY_NOTICE_TAG,
    blocks: [
      heading(own`E-mail that never arrived`),
      paragraph(
        own`These messages waited in the outbox for ${days} days without being delivered and have been deleted, as the privacy policy says. What they were about is still stored (an inquiry in inquiries, an order in orders): follow up by hand where it matters. A growing list means the mail settings need a look (POSTMARK_SERVER_TOKEN, MAIL_FROM, the last error).`,
      ),
      list(
        input.messages.map((record) => {
          const m = record.message;
          return own`${inert(m.tag)} to ${inert(m.to)}: "${inert(m.subject)}", queued ${when(record.createdAt)}, ${inert(record.attempts)} attempt(s), last error: ${record.lastError ? inert(record.lastError) : own`none (mail was off)`}`;
        }),
      ),
    ],
  });
}
