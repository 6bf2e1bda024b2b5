/**
 * Counts and cross-references of the small YAML content collections that the spec fixes:
 * six portfolio items, a five-item guide in every industry file, nine FAQ entries, the four pricing
 * tiers, three team members, four milestones and a timeline of about 35 days in four phases.
 * (Field shapes are checked by the collection schemas at `astro sync`; this test guards the numbers.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TIMELINE_DEMO } from '~/lib/config';
import { contentFile } from '../fixtures/content-files';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { chronological } from '~/lib/milestones';
import { portfolioLabelOf } from '~/lib/portfolio-filter';
import { PORTFOLIO_CAPABILITIES } from '~/lib/schemas/content';

const CONTENT = path.resolve(__dirname, '../../src/content');

type Data = any;

function readYaml(rel: string): Data {
  return parse(readFileSync(path.join(CONTENT, rel), 'utf8'));
}

/** The entries of a folder: YAML files, and MDX files by their frontmatter. */
function readDir(rel: string): Array<{ file: string; data: Data }> {
  return readdirSync(path.join(CONTENT, rel))
    .filter((f) => /\.(yaml|mdx)$/.test(f))
    .sort()
    .map((file) => ({ file, data: contentFile(path.join(rel, file)) }));
}

/** A content image path resolved against the YAML file that names it. */
function resolveImage(yamlRel: string, imagePath: string): string {
  return path.resolve(path.dirname(path.join(CONTENT, yamlRel)), imagePath);
}

describe('portfolio', () => {
  const items = readDir('portfolio');

  it('has six items with unique slugs matching their file names and orders 1..6', () => {
    expect(items).toHaveLength(6);
    const slugs = items.map((i) => i.data.slug);
    expect(new Set(slugs).size).toBe(6);
    for (const { file, data } of items) expect(file.replace(/\.(yaml|mdx)$/, '')).toBe(data.slug);
    expect(items.map((i) => i.data.order).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("names an industry file in each item, and the industries' labels make the product's industry filter", () => {
    const industryFiles = new Map(
      readdirSync(path.join(CONTENT, 'industries'))
        .filter((f) => f.endsWith('.mdx'))
        .map((file) => [file, parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(CONTENT, 'industries', file), 'utf8'))![1]!)]),
    );
    const inOrder = [...items].sort((a, b) => a.data.order - b.data.order);
    const labels = inOrder.map(({ file, data }) => {
      const industry = industryFiles.get(data.industry);
      expect(industry, `${file}: industry ${data.industry}`).toBeDefined();
      return portfolioLabelOf(industry);
    });
    expect([...new Set(labels)]).toEqual(['Accountants', 'Law Firm', 'Consultants', 'Local Business', 'Professional Services']);
  });

  it('gives every capability filter at least one match, and none matches everything', () => {
    for (const capability of PORTFOLIO_CAPABILITIES) {
      const matches = items.filter((i) => i.data.capabilities.includes(capability)).length;
      expect(matches, capability).toBeGreaterThan(0);
      expect(matches, capability).toBeLessThan(items.length);
    }
  });

  it('points every item at an existing image', () => {
    for (const { file, data } of items) {
      expect(existsSync(resolveImage(path.join('portfolio', file), data.image)), data.image).toBe(true);
    }
  });
});

describe('quick-win guides', () => {
  // Each industry file's guide block, read from the files themselves.
  const guides = readdirSync(path.join(CONTENT, 'industries'))
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(CONTENT, 'industries', file), 'utf8');
      return { file, data: parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!).guide as Data };
    });

  it('belongs to every industry file, with exactly five items', () => {
    expect(guides.map((g) => g.file)).toEqual(INDUSTRIES.map((industry) => industry.file.split('/').at(-1)).sort());
    for (const { file, data } of guides) {
      expect(data.items, file).toHaveLength(5);
      expect(data.benefits.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every item two or three concrete steps', () => {
    for (const { file, data } of guides) {
      for (const item of data.items) {
        expect(item.howTo.length, `${file}: ${item.title}`).toBeGreaterThanOrEqual(2);
        expect(item.howTo.length, `${file}: ${item.title}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('stays short enough to print on one page', () => {
    for (const { file, data } of guides) {
      const words = JSON.stringify(data.items).split(/\s+/).length;
      expect(words, file).toBeLessThan(450);
    }
  });
});

describe('file()-loaded collections and the pricing file', () => {
  it('has nine FAQ entries with unique ids and orders', () => {
    const faq = readYaml('faq.yaml');
    expect(faq).toHaveLength(9);
    expect(new Set(faq.map((f: Data) => f.id)).size).toBe(9);
    expect(faq.map((f: Data) => f.order).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("has the product's four pricing tiers, in order, with five to seven features each", () => {
    const PRICING_TIERS = readYaml('pricing.yaml').tiers as { tier: string; price: string; popular?: boolean; features: string[] }[];
    expect(PRICING_TIERS.map((t) => [t.tier, t.price])).toEqual([
      ['Website Refresh', '$995'],
      ['Professional Site', '$2,495'],
      ['Growth Platform', '$4,500'],
      ['Custom Solution', '$8,000+'],
    ]);
    expect(PRICING_TIERS.filter((t) => t.popular).map((t) => t.tier)).toEqual(['Professional Site']);
    for (const tier of PRICING_TIERS) {
      expect(tier.features.length, tier.tier).toBeGreaterThanOrEqual(5);
      expect(tier.features.length, tier.tier).toBeLessThanOrEqual(7);
    }
  });

  it('has three team members whose photos exist', () => {
    const team = readYaml('team.yaml');
    expect(team.map((m: Data) => m.name)).toEqual(['Maya Okafor', 'Daniel Reyes', 'Priya Shah']);
    for (const member of team) expect(existsSync(resolveImage('team.yaml', member.photo)), member.photo).toBe(true);
  });

  it('has four milestones, shown 2022, 2023, 2024 and Today whatever order the store returns them in', () => {
    const milestones = readYaml('milestones.yaml') as { id: string; year: string }[];
    expect(milestones.map((m) => String(m.year)).sort()).toEqual(['2022', '2023', '2024', 'Today']);
    // Astro's content store hands entries back by id ('today' before 'web-vitals'): the page sorts.
    const byId = [...milestones].sort((a, b) => a.id.localeCompare(b.id));
    expect(chronological(byId).map((m) => m.year)).toEqual(['2022', '2023', '2024', 'Today']);
    expect(chronological([...milestones].reverse()).map((m) => m.year)).toEqual(['2022', '2023', '2024', 'Today']);
  });

  it('has a timeline of about 35 days across four phases with mixed statuses', () => {
    const tasks = readYaml('timeline.yaml');
    expect(tasks.length).toBeGreaterThanOrEqual(6);
    expect(tasks.length).toBeLessThanOrEqual(10);
    expect(Math.min(...tasks.map((t: Data) => t.start))).toBe(0);
    expect(Math.max(...tasks.map((t: Data) => t.end))).toBe(TIMELINE_DEMO.days);
    for (const t of tasks) expect(t.end, t.id).toBeGreaterThan(t.start);
    // The tasks are grouped by the steps of a project, in their order ("Design: wireframes").
    const phases = new Set(tasks.map((t: Data) => String(t.label).split(':')[0]));
    expect([...phases]).toEqual(contentFile('blocks/process.yaml').steps.map((step: { title: string }) => step.title));
    const statuses = new Set(tasks.map((t: Data) => t.status));
    for (const s of ['done', 'in-progress', 'planned', undefined]) expect(statuses).toContain(s);
  });
});
