/**
 * Runs the page measurer over `pages` in a Node process of its own with a heap limit and a time
 * limit (helpers/measure-page.ts), so a test sees whether measuring stays within them: a page
 * that needs more memory kills that process, not the test's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ChildMeasurement {
  /** The process's exit: status 0 and no signal when every page was measured or refused in time. */
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  results: Array<{ outcome: string; cpuMs: number; maxRssMB: number }>;
}

export function measurePagesInChild(pages: string[], limits: { heapLimitMB: number; timeoutMs: number }): ChildMeasurement {
  const dir = mkdtempSync(join(tmpdir(), 'measure-pages-'));
  try {
    const files = pages.map((html, i) => {
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      return file;
    });
    const child = spawnSync(
      process.execPath,
      [`--max-old-space-size=${limits.heapLimitMB}`, '--experimental-strip-types', '--no-warnings', join(import.meta.dirname, 'measure-page.ts'), ...files],
      { encoding: 'utf8', timeout: limits.timeoutMs, maxBuffer: 16 * 1024 * 1024 },
    );
    const results = child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ChildMeasurement['results'][number]);
    return { status: child.status, signal: child.signal, stderr: child.stderr.slice(-1_000), results };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
