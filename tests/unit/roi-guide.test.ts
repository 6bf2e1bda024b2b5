/**
 * The ROI guide's copy (src/content/roi-guide.md) only uses tokens the build can fill from
 * config.ts and the studio file, and fills them exactly like the site. The PDFs themselves are made by the build and
 * checked on its output (tests/build/downloads.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareCosts } from '~/lib/calculator';
import { COST_CALCULATOR, ROI_GUIDE, formatUsd } from '~/lib/config';
import { COPY_TOKENS, useStudioTokens } from '~/lib/copy-tokens';
import { ROI_GUIDE_FILE, fillRoiTokens, roiTokens, unknownRoiTokens } from '~/lib/roi-guide';
import { STUDIO } from '../../netlify/generated/studio.ts';

const ROI_TOKENS = roiTokens(STUDIO);

const root = join(import.meta.dirname, '..', '..');
const markdown = readFileSync(join(root, ROI_GUIDE_FILE), 'utf8');

describe('ROI guide copy', () => {
  it('is titled like the download', () => {
    expect(markdown.split('\n')[0]).toBe(`# ${ROI_GUIDE.title}`);
  });

  it('uses only known tokens, and filling leaves none behind', () => {
    expect(unknownRoiTokens(markdown)).toEqual([]);
    const filled = fillRoiTokens(markdown, STUDIO);
    expect(filled).not.toMatch(/\{\{|\}\}/);
    expect(filled).toContain(ROI_TOKENS.studio);
  });

  it('fails loudly on an unknown token, naming it', () => {
    expect(unknownRoiTokens('{{studio}} {{nonsense}} {{nonsense}}')).toEqual(['nonsense']);
    expect(() => fillRoiTokens('Call {{studio}} at {{fax}}', STUDIO)).toThrow(/\{\{fax\}\}/);
    expect(() => fillRoiTokens('A {{broken token}}', STUDIO)).toThrow(/malformed/);
  });

  it('fills the shared tokens exactly like the site copy', () => {
    useStudioTokens(STUDIO);
    for (const name of ['studio', 'email', 'phone', 'localHosting', 'strategyCall'] as const) {
      expect(ROI_TOKENS[name]).toBe(COPY_TOKENS[name]);
    }
  });

  it("fills the studio's tokens from the studio's facts it is given", () => {
    const renamed = { ...STUDIO, name: 'Lakeside Web Co', phone: '+44 20 7946 0018' };
    expect(fillRoiTokens('Call {{studio}} on {{phone}}', renamed)).toBe('Call Lakeside Web Co on +44 20 7946 0018');
  });

  it('fills the retainer comparison from the cost calculator', () => {
    expect(ROI_TOKENS.calcStudioUpfront).toBe(formatUsd(COST_CALCULATOR.studio.upfront));
    expect(ROI_TOKENS.calcAgencyUpfront).toBe(formatUsd(COST_CALCULATOR.agency.upfront));
    const agencyPerYear = COST_CALCULATOR.agency.hostingPerYear + COST_CALCULATOR.agency.maintenancePerYear;
    expect(ROI_TOKENS.calcAgencyPerYear).toBe(`${formatUsd(agencyPerYear)}/year`);
    const tokens = ROI_TOKENS;
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
