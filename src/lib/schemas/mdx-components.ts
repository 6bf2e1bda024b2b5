/**
 * The components an industry file's body may use without an import (src/components/mdx/), each
 * described once: its props as a Zod schema and what the text between its tags is. The component
 * checks the props it is given with this schema (a mistake fails the build naming the component
 * and the prop), and the browser editor builds each component's form from the same schema.
 */
import { z } from 'astro/zod';

/** A path on this site, with an optional #fragment or ?query: where a body button may lead. */
export const BODY_LINK_PATTERN = /^\/[a-z0-9\-/#?=&]*$/;

export interface MdxComponentSpec {
  /** What the component is, in a few words: the editor's name for the block. */
  summary: string;
  props: z.ZodObject;
  /** The text between the tags (Markdown), or null for a self-closing component. */
  children: { label: string; description: string; required: boolean } | null;
  /** An example of the component as written in a file: the docs and error messages show it. */
  example: string;
}

export const MDX_COMPONENTS = {
  PullQuote: {
    summary: 'A quotation set large',
    props: z
      .object({ cite: z.string().trim().min(1).optional().describe('Who said it, with their role if useful') })
      .strict(),
    children: { label: 'Quotation', description: 'The words quoted: real clients only, as in the testimonial', required: true },
    example: '<PullQuote cite="Danielle Harlow, Managing Partner">Prospective clients chose us because…</PullQuote>',
  },
  Stat: {
    summary: 'A highlighted figure',
    props: z
      .object({
        value: z.string({ error: 'needs a value' }).trim().min(1, 'needs a value').describe('The figure, short: "2.4x", "38%", "0.8 s"'),
        label: z
          .string({ error: 'needs a label' })
          .trim()
          .min(1, 'needs a label')
          .describe('What it measures, as the end of a sentence that starts with the figure'),
      })
      .strict(),
    children: null,
    example: '<Stat value="38%" label="more visitors reach a service page" />',
  },
  CtaButton: {
    summary: 'A button to a page of this site',
    props: z
      .object({
        href: z
          .string()
          .regex(BODY_LINK_PATTERN, 'the href is a path on this site, such as /contact or /pricing')
          .optional()
          .describe('A path on this site; /contact unless given'),
      })
      .strict(),
    children: { label: 'Button text', description: "The button's label", required: true },
    example: '<CtaButton href="/pricing">See the fixed prices</CtaButton>',
  },
  Note: {
    summary: 'A short aside in a tinted box',
    props: z.object({ title: z.string().trim().min(1).optional().describe('A few words in bold before the note') }).strict(),
    children: { label: 'Note', description: 'The aside itself, a sentence or two', required: true },
    example: '<Note title="Good to know">Final sign-off on advertising rules stays with your firm.</Note>',
  },
} as const satisfies Record<string, MdxComponentSpec>;

export type MdxComponentName = keyof typeof MDX_COMPONENTS;
export const MDX_COMPONENT_NAMES = Object.keys(MDX_COMPONENTS) as MdxComponentName[];

/** The props a component accepts, as written in a file (its Astro `Props`). */
export type MdxProps<Name extends MdxComponentName> = z.input<(typeof MDX_COMPONENTS)[Name]['props']>;

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(MDX_COMPONENTS, name);
}

/**
 * The props a component is given, checked with its schema; a mistake throws an error that names
 * the component as written and what is wrong, e.g. `<Stat value="" label="…">: needs a value`.
 */
export function checkMdxProps<Name extends MdxComponentName>(
  name: Name,
  props: Record<string, unknown>,
): z.output<(typeof MDX_COMPONENTS)[Name]['props']> {
  const spec: MdxComponentSpec = MDX_COMPONENTS[name];
  const given = Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'children'));
  const result = spec.props.safeParse(given);
  if (result.success) return result.data as z.output<(typeof MDX_COMPONENTS)[Name]['props']>;
  const written = Object.entries(given)
    .map(([key, value]) => ` ${key}="${String(value)}"`)
    .join('');
  const problems = result.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys' ? `${name} has no prop ${issue.keys.map((key) => `"${key}"`).join(', ')}` : issue.message,
  );
  throw new Error(`<${name}${written}>: ${problems.join('; ')}. For example: ${spec.example}`);
}
