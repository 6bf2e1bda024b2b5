/**
 * The guide files the guide cards and the guide e-mail link to (one per industry file, plus the
 * ROI guide) are PDFs in public/downloads/ (printed by `npm run guides:pdf`), and the ROI guide's
 * copy only uses tokens the generator can fill from config.ts.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareCosts } from '~/lib/calculator';
import { COST_CALCULATOR, ROI_GUIDE, formatUsd } from '~/lib/config';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { COPY_TOKENS } from '~/lib/copy-tokens';
import { ROI_GUIDE_SOURCE, ROI_TOKENS, fillRoiTokens, unknownRoiTokens } from '../../scripts/lib/roi-guide.mjs';

const root = join(import.meta.dirname, '..', '..');
const MAX_BYTES = 500 * 1024;
const markdown = readFileSync(ROI_GUIDE_SOURCE, 'utf8');

const GUIDE_DOWNLOAD_URLS = [...INDUSTRIES.map((industry) => industry.guide.downloadUrl), ROI_GUIDE.downloadUrl];

describe('guide downloads', () => {
  it.each(GUIDE_DOWNLOAD_URLS)('%s is a committed PDF under 500 KB', (url) => {
    const file = join(root, 'public', url);
    const { size } = statSync(file);
    expect(size).toBeGreaterThan(1024);
    expect(size).toBeLessThan(MAX_BYTES);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

describe('quick-win guide PDFs', () => {
  // Chromium writes its page objects uncompressed: count them and read the page size.
  const pdfText = (url: string) => readFileSync(join(root, 'public', url)).toString('latin1');

  it.each(INDUSTRIES.map((industry) => industry.guide.downloadUrl))('%s is one US Letter page (a one-page checklist)', (url) => {
    const pdf = pdfText(url);
    expect(pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g), 'pages').toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox\s*\[0 0 612 792\]/);
  });
});

describe('ROI guide copy', () => {
  it('is titled like the download', () => {
    expect(markdown.split('\n')[0]).toBe(`# ${ROI_GUIDE.title}`);
  });

  it('uses only known tokens, and filling leaves none behind', () => {
    expect(unknownRoiTokens(markdown)).toEqual([]);
    const filled = fillRoiTokens(markdown);
    expect(filled).not.toMatch(/\{\{|\}\}/);
    expect(filled).toContain(ROI_TOKENS.studio);
  });

  it('fails loudly on an unknown token, naming it', () => {
    expect(unknownRoiTokens('{{studio}} {{nonsense}} {{nonsense}}')).toEqual(['nonsense']);
    expect(() => fillRoiTokens('Call {{studio}} at {{fax}}')).toThrow(/\{\{fax\}\}/);
    expect(() => fillRoiTokens('A {{broken token}}')).toThrow(/malformed/);
  });

  it('fills the shared tokens exactly like the site copy', () => {
    for (const name of ['studio', 'email', 'phone', 'localHosting', 'strategyCall'] as const) {
      expect(ROI_TOKENS[name]).toBe(COPY_TOKENS[name]);
    }
  });

  it('fills the retainer comparison from the cost calculator', () => {
    expect(ROI_TOKENS.calcStudioUpfront).toBe(formatUsd(COST_CALCULATOR.studio.upfront));
    expect(ROI_TOKENS.calcAgencyUpfront).toBe(formatUsd(COST_CALCULATOR.agency.upfront));
    const agencyPerYear = COST_CALCULATOR.agency.hostingPerYear + COST_CALCULATOR.agency.maintenancePerYear;
    expect(ROI_TOKENS.calcAgencyPerYear).toBe(`${formatUsd(agencyPerYear)}/year`);
    const tokens: Record<string, string> = ROI_TOKENS;
    for (const years of COST_CALCULATOR.horizons) {
      const { studioTotal, agencyTotal } = compareCosts(years);
      expect(tokens[`calcStudio${years}y`]).toBe(formatUsd(studioTotal));
      expect(tokens[`calcAgency${years}y`]).toBe(formatUsd(agencyTotal));
    }
  });

  it('never writes the studio figures as literals', () => {
    const literals = [
      ROI_TOKENS.studio,
      ROI_TOKENS.email,
      ROI_TOKENS.phone,
      ROI_TOKENS.localHosting,
      ROI_TOKENS.strategyCall,
      formatUsd(COST_CALCULATOR.studio.upfront),
      formatUsd(COST_CALCULATOR.studio.hostingPerYear),
      formatUsd(COST_CALCULATOR.agency.upfront),
      formatUsd(COST_CALCULATOR.agency.maintenancePerYear),
    ];
    for (const literal of literals) expect(markdown).not.toContain(literal);
  });
});
