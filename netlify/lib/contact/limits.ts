/** The contact form's limits: each inquiry mails the studio. */
import { formLimits } from '../limits/forms.ts';

export const CONTACT_PER_VISITOR_HOURLY = 5;
export const CONTACT_PER_MAILBOX_DAILY = 5;

export const contactLimits = formLimits(
  'contact',
  { perVisitorHourly: CONTACT_PER_VISITOR_HOURLY, perMailboxDaily: CONTACT_PER_MAILBOX_DAILY },
  { event: 'contact.limited', message: 'Too many messages. Please try again later or e-mail us directly.' },
);
