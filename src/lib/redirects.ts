/**
 * Permanent redirects of the site: the spec's list plus every industry file's vanityAliases.
 * Written at build time to dist/_redirects (src/pages/[redirects].ts), which Netlify and the
 * local emulation (npm start) both honour.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: 301;
}

export interface IndustryAliases {
  /** Where the aliases come from, for error messages (e.g. the MDX file id). */
  id: string;
  slug: string;
  vanityAliases: readonly string[];
}

/**
 * Merges and checks redirects: a path redirects to one place only, and never shadows a real
 * page (`routes`). Throws with the offending path and file so the build names the mistake.
 */
export function buildRedirectRules(
  specRedirects: ReadonlyArray<{ from: string; to: string }>,
  industries: readonly IndustryAliases[],
  routes: readonly string[],
): RedirectRule[] {
  const rules = new Map<string, RedirectRule & { origin: string }>();
  const add = (from: string, to: string, origin: string) => {
    const existing = rules.get(from);
    if (existing) {
      if (existing.to === to) return;
      throw new Error(
        `Redirect ${from} is claimed twice: to ${existing.to} (${existing.origin}) and to ${to} (${origin})`,
      );
    }
    if (routes.includes(from)) {
      throw new Error(`Redirect ${from} (${origin}) would hide the page ${from}`);
    }
    if (from === to) throw new Error(`Redirect ${from} (${origin}) points to itself`);
    rules.set(from, { from, to, status: 301, origin });
  };
  for (const r of specRedirects) add(r.from, r.to, 'spec redirects in config.ts');
  for (const industry of industries) {
    for (const alias of industry.vanityAliases) add(alias, `/${industry.slug}`, `vanityAliases of ${industry.id}`);
  }
  return [...rules.values()].map(({ from, to, status }) => ({ from, to, status }));
}

/** Netlify `_redirects` format: one rule a line. */
export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n';
}
