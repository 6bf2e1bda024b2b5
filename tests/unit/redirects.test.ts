import { describe, expect, it } from 'vitest';
import { aliasRedirects, formatRedirectsFile } from '~/lib/redirects';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

/** The short paths the studio advertises; each is a vanity alias in its industry's file. */
const ADVERTISED = [
  { from: '/law-firms', to: '/lawyers' },
  { from: '/therapists', to: '/professional-services' },
  { from: '/restaurants', to: '/local-businesses' },
  { from: '/retailers', to: '/local-businesses' },
  { from: '/service-providers', to: '/local-businesses' },
  { from: '/charities', to: '/nonprofits' },
  { from: '/foundations', to: '/nonprofits' },
  { from: '/ngo', to: '/nonprofits' },
  { from: '/artists', to: '/creatives' },
  { from: '/designers', to: '/creatives' },
  { from: '/photographers', to: '/creatives' },
  { from: '/agencies', to: '/creatives' },
];

describe('redirect rules', () => {
  const rules = aliasRedirects(INDUSTRIES);

  it('redirect every advertised short path permanently to its industry page', () => {
    for (const { from, to } of ADVERTISED) expect(rules).toContainEqual({ from, to, status: 301 });
  });

  it('redirect every vanity alias of every industry file to its page, once', () => {
    for (const industry of INDUSTRIES) {
      for (const from of industry.vanityAliases) expect(rules).toContainEqual({ from, to: industry.path, status: 301 });
    }
    expect(new Set(rules.map((r) => r.from)).size).toBe(rules.length);
  });

  it('write Netlify _redirects lines', () => {
    expect(formatRedirectsFile(aliasRedirects([{ slug: 'dentists', vanityAliases: ['/dental', '/dentistry'] }]))).toBe(
      '/dental /dentists 301\n/dentistry /dentists 301\n',
    );
  });
});
