/**
 * The studio's e-mails about payments: a new order, a paid session that does not match what the
 * site sold, and each refund or dispute of an order.
 * Every value is shown through `inert`, whoever supplied it; the template's own words are `own`
 * literals (mail/compose.ts).
 */
import { composeMail, facts, heading, inert, list, money, own, paragraph, utcTime, type ComposedMail, type MailText } from '../mail/compose.ts';
import type { OrderState } from './orders.ts';
import type { OrderChange, OrderRecord } from './records.ts';

type OrderSummary = Pick<OrderRecord, 'sessionId' | 'title' | 'amount' | 'currency' | 'customerEmail' | 'test'>;

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

/** A refund or a dispute of a recorded order (order-changes.ts), for the studio. */
export function orderChangeEmail(input: {
  to: string;
  order: OrderSummary & Pick<OrderRecord, 'paymentIntentId'>;
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
    ...(d.outcome === 'open' ? [[own`Respond by`, utcTime(d.respondBy)] as const] : []),
    ...common,
  ];
  const outcome = {
    open: {
      what: own`Dispute opened`,
      subject: own`${prefix}Dispute opened: ${title} (${disputed}), respond by ${utcTime(d.respondBy)}`,
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
