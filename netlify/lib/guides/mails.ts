/**
 * The guide e-mail: the link to the guide the visitor asked for (the catalogue's copy, on this
 * site), the only link in it.
 * Every value is shown through `inert`, whoever supplied it; the template's own words are `own`
 * literals (mail/compose.ts).
 */
import { button, composeMail, heading, inert, own, paragraph, type ComposedMail } from '../mail/compose.ts';

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
