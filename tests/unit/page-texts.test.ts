/**
 * The page texts and shared blocks (src/content/pages, src/content/blocks, src/content/site.yaml):
 * every file passes its schema, a placeholder a text may not use is refused naming the ones it
 * may, a text's [links](/path) and {slots} are read as the pages render them, and the anchors the
 * footer links to are service cards of /services.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineParts } from '~/lib/inline-text';
import { FOOTER_SERVICES } from '~/lib/navigation';
import { PAGE_FILES, industryPageSchema, schedulerSchema } from '~/lib/schemas/pages';
import { fillSlots, slotNames } from '~/lib/text-slots';
import { ROOT, contentFile } from '../fixtures/content-files';

describe('the files of page texts', () => {
  for (const [name, { file, schema }] of Object.entries(PAGE_FILES)) {
    it(`${file} (${name}) exists and passes its schema`, () => {
      expect(existsSync(join(ROOT, file))).toBe(true);
      const result = schema.safeParse(contentFile(file.replace('src/content/', '')));
      expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
    });
  }

  it('refuses a mistyped field and a text too long for its place', () => {
    const scheduler = contentFile('blocks/scheduler.yaml');
    expect(schedulerSchema.safeParse({ ...scheduler, heding: 'x' }).error?.issues[0]?.message).toMatch(/Unrecognized key/);
    const long = schedulerSchema.safeParse({ ...scheduler, openText: 'x'.repeat(41) });
    expect(long.error?.issues[0]?.path).toEqual(['openText']);
  });

  it('refuses a placeholder the text may not use, naming those it may', () => {
    const industry = contentFile('pages/industry.yaml');
    const result = industryPageSchema.safeParse({ ...industry, why: { ...industry.why, title: 'Where {audiance} choose' } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['{audiance} is not a placeholder of this text; it may use {audience}']);
  });
});

describe('placeholders and links in a text', () => {
  it('fills single-brace placeholders and leaves copy tokens and unknown ones', () => {
    expect(fillSlots('The full case study for {client} is coming soon.', { client: 'Whitfield Law' })).toBe('The full case study for Whitfield Law is coming soon.');
    expect(fillSlots('About {days} days across {phases} phases', { days: 35, phases: 4 })).toBe('About 35 days across 4 phases');
    expect(fillSlots('{{studio}} and {other}', { studio: 'x' })).toBe('{{studio}} and {other}');
    expect(slotNames('{a} {{b}} {c} {a}')).toEqual(['a', 'c']);
  });

  it('reads links to this site and slots, and leaves other brackets as text', () => {
    expect(inlineParts('Compare the [pricing tiers](/pricing) or [contact us](/contact).')).toEqual([
      { text: 'Compare the ' },
      { link: { text: 'pricing tiers', href: '/pricing' } },
      { text: ' or ' },
      { link: { text: 'contact us', href: '/contact' } },
      { text: '.' },
    ]);
    expect(inlineParts('No questions match “{query}”.')).toEqual([{ text: 'No questions match “' }, { slot: 'query' }, { text: '”.' }]);
    expect(inlineParts('See [elsewhere](https://example.com) now')).toEqual([{ text: 'See [elsewhere](https://example.com) now' }]);
  });
});

describe('/services', () => {
  it('has a card for every section of it the footer links to', () => {
    const ids = contentFile('pages/services.yaml').services.cards.map((card: { id: string }) => card.id);
    const anchors = FOOTER_SERVICES.filter((link) => link.href.startsWith('/services#')).map((link) => link.href.slice('/services#'.length));
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) expect(ids).toContain(anchor);
  });
});
