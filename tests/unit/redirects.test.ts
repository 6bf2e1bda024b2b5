import { describe, expect, it } from 'vitest';
import { SPEC_REDIRECTS } from '~/lib/config';
import { buildRedirectRules, formatRedirectsFile } from '~/lib/redirects';

const routes = ['/', '/lawyers', '/nonprofits', '/creatives', '/local-businesses', '/professional-services'];

describe('redirect rules', () => {
  it('contains every redirect of the spec as a permanent redirect', () => {
    const rules = buildRedirectRules(SPEC_REDIRECTS, [], routes);
    expect(rules).toContainEqual({ from: '/law-firms', to: '/lawyers', status: 301 });
    expect(rules).toContainEqual({ from: '/therapists', to: '/professional-services', status: 301 });
    for (const from of ['/restaurants', '/retailers', '/service-providers']) {
      expect(rules).toContainEqual({ from, to: '/local-businesses', status: 301 });
    }
    for (const from of ['/charities', '/foundations', '/ngo']) {
      expect(rules).toContainEqual({ from, to: '/nonprofits', status: 301 });
    }
    for (const from of ['/artists', '/designers', '/photographers', '/agencies']) {
      expect(rules).toContainEqual({ from, to: '/creatives', status: 301 });
    }
  });

  it('adds the vanity aliases of each industry file, pointing at its slug', () => {
    const rules = buildRedirectRules(
      SPEC_REDIRECTS,
      [{ id: 'lawyers.mdx', slug: 'lawyers', vanityAliases: ['/attorneys'] }],
      routes,
    );
    expect(rules).toContainEqual({ from: '/attorneys', to: '/lawyers', status: 301 });
    expect(formatRedirectsFile(rules)).toContain('/attorneys /lawyers 301\n');
  });

  it('refuses an alias claimed by two pages, naming both', () => {
    expect(() =>
      buildRedirectRules(
        [],
        [
          { id: 'lawyers.mdx', slug: 'lawyers', vanityAliases: ['/legal'] },
          { id: 'creatives.mdx', slug: 'creatives', vanityAliases: ['/legal'] },
        ],
        routes,
      ),
    ).toThrow(/\/legal is claimed twice.*lawyers\.mdx.*creatives\.mdx/);
  });

  it('refuses an alias that would hide a real page', () => {
    expect(() =>
      buildRedirectRules([], [{ id: 'creatives.mdx', slug: 'creatives', vanityAliases: ['/nonprofits'] }], routes),
    ).toThrow(/would hide the page \/nonprofits/);
  });

  it('accepts the same redirect written twice', () => {
    const rules = buildRedirectRules(
      [{ from: '/law-firms', to: '/lawyers' }],
      [{ id: 'lawyers.mdx', slug: 'lawyers', vanityAliases: ['/law-firms'] }],
      routes,
    );
    expect(rules.filter((r) => r.from === '/law-firms')).toHaveLength(1);
  });
});
