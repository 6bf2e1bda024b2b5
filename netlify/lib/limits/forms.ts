/**
 * The form endpoints' limits (send-guide, capture-lead, contact): each form is limited per
 * visitor and per network every hour and per mailbox every UTC day (visitor.ts says what a
 * visitor, a network and a mailbox are), on top of Netlify's outer per-IP rate limit in each
 * function's config. A feature states its numbers and its refusal (contact/limits.ts,
 * guides/limits.ts); claiming them is the same for all.
 */
import { HttpError } from '../platform/http.ts';
import type { Logger } from '../platform/log.ts';
import { claimAll, SlotLimiter } from './limiter.ts';
import { mailboxKey, networkId, visitorId } from './visitor.ts';

/** A form endpoint's three limits and how it says no. */
export interface FormLimits {
  visitor: SlotLimiter;
  network: SlotLimiter;
  mailbox: SlotLimiter;
  /** The log event of a refusal, e.g. 'guide.limited'. */
  event: string;
  /** The 429's error text. */
  message: string;
}

/**
 * A form's limits: `perVisitorHourly` and `perMailboxDaily` as the feature states them, and a
 * network gets three visitors' worth an hour: one address (an office behind one NAT) is held
 * by its visitor limit first, a few neighbours on the same /24 still get through, and one
 * person holding a /48 (256 visitors, each with fresh mailboxes) gets this many, not 256
 * visitors' worth. The limiters are named `<name>-visitor`, `<name>-network`, `<name>-mailbox`.
 */
export function formLimits(name: string, numbers: { perVisitorHourly: number; perMailboxDaily: number }, refusal: { event: string; message: string }): FormLimits {
  return {
    visitor: new SlotLimiter(`${name}-visitor`, numbers.perVisitorHourly, 'hour'),
    network: new SlotLimiter(`${name}-network`, NETWORK_VISITORS * numbers.perVisitorHourly, 'hour'),
    mailbox: new SlotLimiter(`${name}-mailbox`, numbers.perMailboxDaily, 'day'),
    ...refusal,
  };
}

/** How many visitors' worth of a form a network may send an hour (see formLimits). */
export const NETWORK_VISITORS = 3;

/**
 * Claims a slot of a form's visitor, network and mailbox limits, the visitor's first so one
 * address flooding is refused before it touches the network's slots. When one refuses, logs it
 * and throws the same 429 for all three: { error, limit } with the refusing limiter's limit.
 * Returns the visitor's id for the endpoint's own log line.
 */
export async function claimFormSlots(limits: FormLimits, ip: string | undefined, email: string, log: Logger): Promise<string> {
  const visitor = await visitorId(ip);
  const claimed = await claimAll([
    { limiter: limits.visitor, subject: visitor },
    { limiter: limits.network, subject: await networkId(ip) },
    { limiter: limits.mailbox, subject: mailboxKey(email) },
  ]);
  if (!claimed.ok) {
    log.info(limits.event, { visitor: visitor.slice(0, 12), limiter: claimed.refusedBy.name });
    throw new HttpError(429, limits.message, { limit: claimed.refusedBy.limit });
  }
  return visitor;
}
