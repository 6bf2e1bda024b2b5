/**
 * The guide forms' limits: the guide e-mails (each one mails the visitor), and the lead
 * captures the guide form posts before each e-mail, which send nothing and whose repeats change
 * nothing, so they have a little more room per mailbox.
 */
import { formLimits } from '../limits/forms.ts';

export const GUIDE_PER_VISITOR_HOURLY = 10;
export const GUIDE_PER_MAILBOX_DAILY = 3;
export const LEAD_PER_VISITOR_HOURLY = 10;
export const LEAD_PER_MAILBOX_DAILY = 10;

export const guideLimits = formLimits(
  'guide',
  { perVisitorHourly: GUIDE_PER_VISITOR_HOURLY, perMailboxDaily: GUIDE_PER_MAILBOX_DAILY },
  { event: 'guide.limited', message: 'Too many guide requests. Please try again later.' },
);

export const leadLimits = formLimits(
  'lead',
  { perVisitorHourly: LEAD_PER_VISITOR_HOURLY, perMailboxDaily: LEAD_PER_MAILBOX_DAILY },
  { event: 'lead.limited', message: 'Too many requests. Please try again later.' },
);
