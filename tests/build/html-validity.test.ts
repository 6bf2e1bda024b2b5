/**
 * Every built page is valid HTML, as the W3C Nu HTML Checker (the vnu-jar package, run with the
 * machine's Java) reads it. The checker also validates the CSS inside <style>, and its CSS grammar
 * predates a few features the site uses on purpose; only those messages are set aside (listed in
 * ./nu-checker.ts with the reason). Anything else it reports fails the test with page, line and text.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKER_CSS_GAPS, javaVersion, nuCheckerMessages } from './nu-checker.ts';

const root = join(import.meta.dirname, '..', '..');

describe('HTML validity (Nu HTML Checker)', () => {
  it('finds no error on any built page', { timeout: 180_000 }, async () => {
    expect(javaVersion(), 'Java is needed for the Nu checker: apt-get install default-jre-headless').not.toBe('');
    const messages = await nuCheckerMessages(join(root, 'dist'));
    const pages = new Set(messages.map((m) => m.url));
    const errors = messages
      .filter((m) => !CHECKER_CSS_GAPS.some(([pattern]) => pattern.test(m.message)))
      .map((m) => `${m.url.replace(/^.*\/dist\//, 'dist/')}:${m.lastLine ?? '?'}: ${m.message} ${JSON.stringify(m.extract ?? '')}`);
    expect(errors).toEqual([]);
    // The run read the pages: every known CSS gap shows up somewhere, so none is listed for nothing.
    expect(pages.size).toBeGreaterThan(30);
    for (const [pattern, why] of CHECKER_CSS_GAPS) expect(messages.some((m) => pattern.test(m.message)), why).toBe(true);
  });
});
