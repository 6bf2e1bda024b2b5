/**
 * A text written once for many pages names what each page fills in with a {slot}: "Websites for
 * {name}", "The full case study for {client} is coming soon." (single braces; the site-wide
 * figures are {{copy tokens}}, see ./copy-tokens.ts). The schema of such a text lists the slots it
 * may use, so a mistyped one fails the build naming the ones allowed.
 */
const SLOT = /(?<!\{)\{([A-Za-z]+)\}(?!\})/g;

/** The slots a text uses, in order, without repeats. */
export function slotNames(text: string): string[] {
  return [...new Set([...text.matchAll(SLOT)].map((match) => match[1]!))];
}

/** The text with each {slot} replaced by its value; a slot without a value stays as written. */
export function fillSlots(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(SLOT, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
