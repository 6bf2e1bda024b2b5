/**
 * The review e-mail: the review (inert Markdown from writers.ts), rendered for e-mail with links
 * only to this site.
 * Every value is shown through `inert`, whoever supplied it; the template's own words are `own`
 * literals (mail/compose.ts).
 */
import { composeMail, inert, own, paragraph, review, type ComposedMail } from '../mail/compose.ts';

/** The review, rendered for e-mail with links only to `origin`. */
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
