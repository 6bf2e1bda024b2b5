/** How the staff views write times, amounts and states: one place, the same words everywhere. */
import type { MailView } from '../../../../lib/inbox-api.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An instant as staff read it (UTC, as the index's days are). */
export const when = (iso: string) => (iso ? dateTime.format(new Date(iso)) : '');
/** A UTC day (YYYY-MM-DD) as "5 Jan". */
export const shortDay = (day: string) => dateOnly.format(new Date(`${day}T00:00:00Z`));

export const money = (amount: number, currency = 'usd') => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

export const MAIL_STATES: Record<MailView['state'], string> = {
  sent: 'Sent',
  waiting: 'Waiting in the outbox',
  failed: 'Failed, to be tried again',
  gone: 'No longer kept',
};

export const MAIL_TO: Record<MailView['to'], string> = { studio: 'to the studio', person: 'to the person' };

/** A percentage of a whole, "–" of nothing. */
export const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '–');

/** A mail's tag as words: "contact-inquiry" → "contact inquiry". */
export const tagWords = (tag: string) => tag.replace(/[-_]+/g, ' ');
