/**
 * The W3C Nu HTML Checker (the vnu-jar package, run with the machine's Java) over built pages. It
 * also validates the CSS inside <style>, and its CSS grammar predates a few features the site uses
 * on purpose; only those messages are set aside, each named below with the reason.
 */
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..');
const vnu = join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** CSS the checker does not know yet, and where the site uses it. */
export const CHECKER_CSS_GAPS: ReadonlyArray<[RegExp, string]> = [
  [/^CSS: Unrecognized at-rule “@property”/, 'Tailwind 4 registers its custom properties with @property'],
  [/^CSS: Unrecognized at-rule “@container”/, 'container queries: card rows and the before/after slider size to their box'],
  [/^CSS: “container-type”: Property “container-type” doesn't exist/, 'the containers of those queries'],
  [/^CSS: Unrecognized at-rule “@starting-style”/, 'entry transitions of the slide-in card and the toasts'],
  [/^CSS: “margin-trim”: Property “margin-trim” doesn't exist/, 'Tailwind preflight sets it (Safari trims block margins with it)'],
  [/^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value/, 'Tailwind transitions its gradient custom properties'],
  [/^CSS: “translate”: Parse Error/, 'the before/after handle: translate with calc() and cqw units'],
];

export interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export function javaVersion(): string {
  try {
    return execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) || 'java';
  } catch {
    return '';
  }
}

/** Every error message the checker gives for the pages at `path` (a file or a folder). */
export async function nuCheckerMessages(path: string): Promise<NuMessage[]> {
  const { stderr } = await promisify(execFile)('java', ['-jar', vnu, '--skip-non-html', '--errors-only', '--format', 'json', path], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; stdout?: string }) => ({ stderr: error.stderr ?? '' }));
  return (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
}

/** The errors but the known CSS gaps, one readable line each: `dist/page.html:12: message "extract"`. */
export async function nuCheckerErrors(path: string): Promise<string[]> {
  return (await nuCheckerMessages(path))
    .filter((m) => !CHECKER_CSS_GAPS.some(([pattern]) => pattern.test(m.message)))
    .map((m) => `${m.url.replace(/^.*\/dist\//, 'dist/')}:${m.lastLine ?? '?'}: ${m.message} ${JSON.stringify(m.extract ?? '')}`);
}
