/** `client:intent` on a component in an .astro file: typed like Astro's own directives. */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | { rootMargin?: string };
  }
}
