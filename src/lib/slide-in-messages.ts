/**
 * The desktop slide-in card's labels, fixed by the product (its behaviour: SLIDE_IN in
 * src/components/slide-in/slide-in.ts; its sentence is content: `slideIn.body` in src/content/site.yaml). Apart from the
 * card's script, which needs none of them.
 */
export const SLIDE_IN_MESSAGES = {
  title: 'Book Your Strategy Call',
  cta: 'Book Now',
  dismiss: 'Dismiss',
} as const;
