/**
 * Permanent redirects of the site: every industry file's vanityAliases, each to its page (the
 * short paths the studio advertises, such as /law-firms, and old slugs kept after a rename).
 * Written at build time to dist/_redirects (src/pages/[redirects].ts), which Netlify and the
 * local emulation (npm start) both honour. The industries loader has already refused an alias
 * claimed twice or one that would hide a page (registryClashes in ./industry-registry).
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: 301;
}

export function aliasRedirects(industries: ReadonlyArray<{ slug: string; vanityAliases: readonly string[] }>): RedirectRule[] {
  return industries.flatMap(({ slug, vanityAliases }) => vanityAliases.map((from) => ({ from, to: `/${slug}`, status: 301 as const })));
}

/** Netlify `_redirects` format: one rule a line. */
export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n';
}
