/**
 * A page's <head> texts from one place (src/lib/seo.ts pageHead, src/lib/page-heads.ts), as
 * BaseLayout writes them and the editor previews them: the studio's name added to the title, the
 * canonical URL, the card's eyebrow and headline.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { guidePageHead, GUIDE_DESCRIPTION_MAX, industryEyebrow, industryPageHead, textPageHead } from '../../src/lib/page-heads.ts';
import { pageHead } from '../../src/lib/seo.ts';
import { guidePath } from '../../src/lib/industry-registry.ts';
import { fillSlots } from '../../src/lib/text-slots.ts';

const root = join(import.meta.dirname, '..', '..');
const texts = parse(readFileSync(join(root, 'src/content/pages/industry.yaml'), 'utf8')) as { heroEyebrow: string; guidePage: { eyebrow: string } };
const studio = parse(readFileSync(join(root, 'src/content/studio.yaml'), 'utf8')) as { name: string; url: string };

const industry = {
  slug: 'dentists',
  name: 'Dentists',
  seo: { title: 'Websites for Dental Practices', description: 'Fast websites for dentists that fill the chair: online booking, reviews and insurance answers up front.' },
  hero: { headline: 'A practice website that books patients' },
  guide: { title: '5 Quick Wins for Dental Websites', description: `${'A long description of the guide. '.repeat(8)}` },
};

describe('pageHead', () => {
  it("adds the studio's name to the title, makes the canonical URL and by default the card of the title", () => {
    expect(pageHead({ title: 'Pricing', description: 'D' }, '/pricing/', studio.name, studio.url)).toEqual({
      title: `Pricing | ${studio.name}`,
      description: 'D',
      canonical: `${new URL('/pricing', studio.url).href}`,
      card: { headline: 'Pricing' },
    });
  });

  it('keeps a title that names the studio, and gives a page kept out of search no card of its own', () => {
    const head = pageHead({ title: `${studio.name}: Websites`, description: 'D', noindex: true }, '/', studio.name, studio.url);
    expect(head.title).toBe(`${studio.name}: Websites`);
    expect(head.card).toBeUndefined();
  });
});

describe('the heads of the pages an industry file makes', () => {
  it('the landing page: its SEO texts, its address, a card with the eyebrow and the hero headline', () => {
    expect(industryPageHead(industry, texts)).toEqual({
      path: '/dentists',
      title: industry.seo.title,
      description: industry.seo.description,
      shareCard: { eyebrow: fillSlots(texts.heroEyebrow, { name: 'Dentists', audience: 'dentists' }), headline: industry.hero.headline },
    });
    expect(industryEyebrow(industry, texts)).toContain('Dentists');
  });

  it("the guide page: the guide's title, its description cut for search, the guide page's eyebrow", () => {
    const head = guidePageHead(industry, texts);
    expect(head.path).toBe(guidePath('dentists'));
    expect(head.title).toBe(industry.guide.title);
    expect(head.description).toBe(industry.guide.description.slice(0, GUIDE_DESCRIPTION_MAX));
    expect(head.shareCard).toEqual({ eyebrow: texts.guidePage.eyebrow, headline: industry.guide.title });
  });

  it('a page of the site with search texts: them, as written', () => {
    expect(textPageHead({ seo: { title: 'About', description: 'Who we are.' } }, '/about')).toEqual({ path: '/about', title: 'About', description: 'Who we are.' });
  });
});
