/**
 * docs/editing.md is the editors' guide to the industry files: it must keep up with what the build
 * checks. Every field of the industry schema (and of its menu, review, guide and hero blocks),
 * every review area and every copy token is named in it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { INDUSTRY_LIST_LIMIT } from '~/lib/config';
import { COPY_TOKENS } from '~/lib/copy-tokens';
import { INDUSTRY_CHOICES_PATH, INDUSTRY_INDEX_PATH } from '~/lib/industry-lists';
import { REVIEW_AREAS } from '~/lib/review-areas';
import { guideSchema, industryMenuSchema, industrySchema, reviewProfileSchema } from '~/lib/schemas/content';

const guide = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'editing.md'), 'utf8');
const industry = industrySchema({ image: () => z.string() as never });

describe('docs/editing.md', () => {
  it('describes every field of an industry file', () => {
    for (const field of Object.keys(industry.shape)) expect(guide, field).toContain(`\`${field}`);
    const blocks = { menu: industryMenuSchema, review: reviewProfileSchema, guide: guideSchema, hero: industry.shape.hero } as const;
    for (const [block, schema] of Object.entries(blocks)) {
      for (const field of Object.keys(schema.shape)) expect(guide, `${block}.${field}`).toContain(`\`${block}.${field}\``);
    }
  });

  it('lists every review area and every copy token', () => {
    for (const area of REVIEW_AREAS) expect(guide, area).toContain(`\`${area}\``);
    for (const token of Object.keys(COPY_TOKENS)) expect(guide, token).toContain(`{{${token}}}`);
  });

  it('says how many industries a list shows, and where the index of all is', () => {
    expect(guide).toContain(`at most ${INDUSTRY_LIST_LIMIT} (\`INDUSTRY_LIST_LIMIT\``);
    expect(guide).toContain(`\`${INDUSTRY_INDEX_PATH}\``);
    expect(guide).toContain(`\`${INDUSTRY_CHOICES_PATH}\``);
  });
});
