/**
 * The contact inquiry form: its messages and its request body. The body
 * is the input type of contactSchema (src/lib/schemas/api.ts); the unit tests check it with that
 * schema, so the browser does not need to carry Zod.
 */
import { CLAIMS } from './config.ts';
import type { ContactRequest } from './schemas/api.ts';

export const CONTACT_MESSAGES = {
  dialogTitle: 'Thanks — we received your inquiry',
  dialogText: `We'll get back to you ${CLAIMS.response}.`,
  close: 'Close',
  submit: 'Send Inquiry',
  busy: 'Sending...',
  /** No product copy exists for a failed inquiry: a plain, honest fallback naming the studio's address (src/content/studio.yaml's e-mail, given by the page). */
  failed: {
    title: 'Message not sent',
    description: (studioEmail: string) => `Please try again, or email us at ${studioEmail}.`,
  },
} as const;

/**
 * The contact page's confirmation of a form sent without its island (natively, as a page
 * navigation): the element with this id, shown while it is the address's fragment (:target).
 */
export const CONTACT_SENT_ID = 'inquiry-sent';
/** Where the contact endpoint sends a native form post once the inquiry is in (303). */
export const CONTACT_FORM_SENT_PATH = `/contact#${CONTACT_SENT_ID}`;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** The contact schema's bound on each utm_* value. */
const MAX_UTM_LENGTH = 100;

/** utm_source / utm_medium / utm_campaign of a location.search string (only those present). */
export function utmFromSearch(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  return utm;
}

type Field = FormDataEntryValue | string | null | undefined;
const text = (value: Field): string => (typeof value === 'string' ? value.trim() : '');

export interface ContactFields {
  name?: Field;
  email?: Field;
  company?: Field;
  website?: Field;
  message?: Field;
  company_website?: Field;
}

/** True when the honeypot holds anything: a bot filled it, so nothing is sent. */
export function isHoneypotFilled(fields: Pick<ContactFields, 'company_website'>): boolean {
  return text(fields.company_website) !== '';
}

export function contactPayload(fields: ContactFields, search = ''): ContactRequest {
  return {
    name: text(fields.name),
    email: text(fields.email),
    company: text(fields.company),
    website: text(fields.website),
    message: text(fields.message),
    company_website: text(fields.company_website),
    ...utmFromSearch(search),
  };
}
