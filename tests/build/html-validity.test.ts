/**
 * Every built page is valid HTML, as the W3C Nu HTML Checker (the vnu-jar package, run with the
 * machine's Java) reads it. The checker also validates the CSS inside <style>, and its CSS grammar
 * predates a few features the site uses on purpose; only those messages are set aside, each
 * named below with the reason. Anything else it reports fails the test with page, line and text.
 */
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const vnu = join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** CSS the checker does not know yet, and where the site uses it. */
const CHECKER_CSS_GAPS: ReadonlyArray<[RegExp, string]> = [
  [/^CSS: Unrecognized at-rule “@property”/, 'Tailwind 4 registers its custom properties with @property'],
  [/^CSS: Unrecognized at-rule “@container”/, 'container queries: card rows and the before/after slider size to their box'],
  [/^CSS: “container-type”: Property “container-type” doesn't exist/, 'the containers of those queries'],
  [/^CSS: Unrecognized at-rule “@starting-style”/, 'entry transitions of the slide-in card and the toasts'],
  [/^CSS: “margin-trim”: Property “margin-trim” doesn't exist/, 'Tailwind preflight sets it (Safari trims block margins with it)'],
  [/^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value/, 'Tailwind transitions its gradient custom properties'],
  [/^CSS: “translate”: Parse Error/, 'the before/after handle: translate with calc() and cqw units'],
];

interface Message {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function javaVersion(): string {
  try {
    return execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) || 'java';
  } catch {
    return '';
  }
}

describe('HTML validity (Nu HTML Checker)', () => {
  it('finds no error on any built page', { timeout: 180_000 }, async () => {
    expect(javaVersion(), 'Java is needed for the Nu checker: apt-get install default-jre-headless').not.toBe('');
    const { stderr } = await promisify(execFile)('java', ['-jar', vnu, '--skip-non-html', '--errors-only', '--format', 'json', join(root, 'dist')], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; stdout?: string }) => ({ stderr: error.stderr ?? '' }));
    const { messages } = JSON.parse(stderr) as { messages: Message[] };
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
