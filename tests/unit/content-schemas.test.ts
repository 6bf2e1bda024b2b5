import { describe, expect, it } from 'vitest';
import { comparisonSchema, copy, faqItemSchema, guideSchema, seoSchema } from '~/lib/schemas/content';
import { STUDIO } from '../../netlify/generated/studio.ts';
// The studio's tokens ({{studio}}, …) as the build fills them, from the studio file.
import '../fixtures/content-files';

describe('content schemas', () => {
  it('fill copy tokens from config and reject unknown ones by name', () => {
    expect(copy().parse('A {{nonprofitDiscount}} discount')).toBe('A 30% discount');
    const result = copy().safeParse('Call us {{phoneNumber}}');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown copy token {{phoneNumber}}');
  });

  it('refuse a mistyped key instead of ignoring it', () => {
    const result = faqItemSchema.safeParse({ q: 'Question?', a: 'Answer.', anwser: 'typo' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('anwser');
  });

  it('check that every comparison row has one value per column', () => {
    const table = {
      title: 'Compare',
      subtitle: 'Side by side',
      columns: ['{{studio}}', 'Typical Agency'],
      rows: [
        { label: 'You own the code', values: ['yes', 'no'] },
        { label: 'Monthly fee', values: ['no'] },
      ],
    };
    const result = comparisonSchema.safeParse(table);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rows', 1, 'values']);
    const ok = comparisonSchema.parse({ ...table, rows: [table.rows[0]] });
    expect(ok.columns[0]).toBe(STUDIO.name);
    expect(ok.rows[0]?.emphasis).toBe(false);
  });

  it('bound SEO fields so search snippets stay whole', () => {
    expect(seoSchema.safeParse({ title: 'Short', description: 'x'.repeat(60), keywords: ['web'] }).success).toBe(false);
    expect(seoSchema.safeParse({ title: 'Websites for Lawyers', description: 'x'.repeat(200), keywords: ['web'] }).success).toBe(false);
  });

  it('require exactly five items in a quick-win guide', () => {
    const item = { title: 'Add click-to-call', detail: 'Most visitors are on phones.', howTo: ['Link the number with tel:'] };
    const guide = { title: 'Quick wins', description: 'Five fixes.', benefits: ['One', 'Two'], items: [item, item, item, item] };
    expect(guideSchema.safeParse(guide).success).toBe(false);
    expect(guideSchema.safeParse({ ...guide, items: [...guide.items, item] }).success).toBe(true);
  });
});
