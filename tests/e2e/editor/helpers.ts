/**
 * What the editor's browser tests share: the scratch copy's industry files (read, written, put
 * back), the editor opened on a file, the lines a save changed, and the page's CSP violations.
 * Field ids, titles and descriptions are read from the same schema the editor derives its forms
 * from, so a renamed field needs no change here.
 */
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { diffLines, splitLines } from '../../../src/editor/core/line-diff.ts';
import { INDUSTRY_FOLDER, PORTFOLIO_FOLDER } from '../../../src/editor/core/industry-file.ts';
import { EDITOR_SITE, PROJECT_ROOT } from './editor-site.ts';

export const SITE_FOLDER = join(EDITOR_SITE, INDUSTRY_FOLDER);
const PROJECT_FOLDER = join(PROJECT_ROOT, INDUSTRY_FOLDER);

/** The industry files of the project (the copy starts with the same). */
export const INDUSTRY_FILES = readdirSync(PROJECT_FOLDER)
  .filter((name) => name.endsWith('.mdx'))
  .sort();

export const readSiteFile = (name: string) => readFileSync(join(SITE_FOLDER, name), 'utf8');
/** Writes a file of the copy whole (a temporary file renamed into place), as the editor does: the dev server never reads half of it. */
export function writeSiteFile(name: string, text: string): void {
  const temporary = join(SITE_FOLDER, `.${name}.test-tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, join(SITE_FOLDER, name));
}
export const removeSiteFile = (name: string) => rmSync(join(SITE_FOLDER, name), { force: true });
/** The project's own text of a file: what the copy's file is put back to after a test. */
export const originalFile = (name: string) => readFileSync(join(PROJECT_FOLDER, name), 'utf8');

/** The case studies of the copy (a rename or retire rewrites the industry they name). */
export const SITE_PORTFOLIO = join(EDITOR_SITE, PORTFOLIO_FOLDER);
const PROJECT_PORTFOLIO = join(PROJECT_ROOT, PORTFOLIO_FOLDER);
export const readSiteStudy = (name: string) => readFileSync(join(SITE_PORTFOLIO, name), 'utf8');
export const originalStudy = (name: string) => readFileSync(join(PROJECT_PORTFOLIO, name), 'utf8');

/** Puts every industry file and case study of the copy back as the project has it, and removes any other. */
export function restoreSiteFiles(): void {
  for (const name of readdirSync(SITE_FOLDER)) {
    if (name.endsWith('.mdx') && !INDUSTRY_FILES.includes(name)) removeSiteFile(name);
  }
  for (const name of readdirSync(PROJECT_PORTFOLIO)) {
    let now: string | null = null;
    try {
      now = readSiteStudy(name);
    } catch {
      // Removed: written back below.
    }
    if (now !== originalStudy(name)) {
      const temporary = join(SITE_PORTFOLIO, `.${name}.test-tmp`);
      writeFileSync(temporary, originalStudy(name));
      renameSync(temporary, join(SITE_PORTFOLIO, name));
    }
  }
  for (const name of INDUSTRY_FILES) {
    if (readSiteFileOrNull(name) !== originalFile(name)) writeSiteFile(name, originalFile(name));
  }
}

function readSiteFileOrNull(name: string): string | null {
  try {
    return readSiteFile(name);
  } catch {
    return null;
  }
}

/** The form library's id of a field's input: `root_menu_order`. */
export const fieldId = (...path: (string | number)[]) => `#${['root', ...path].join('_')}`;

/** Opens the editor on a file and waits until its form is there and nothing is unsaved. */
export async function openEditor(page: Page, name: string): Promise<void> {
  await page.goto(`/__editor/#file=${encodeURIComponent(name)}`);
  await expect(page.locator('#file-choice')).toHaveValue(name, { timeout: 60_000 });
  await expect(page.locator(fieldId('slug'))).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

/** Saves and waits for the editor to say so. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.banner-success')).toContainText('Saved', { timeout: 30_000 });
}

/** The lines that differ between two texts: [removed, added]. */
export function changedLines(before: string, after: string): [string[], string[]] {
  const lines = splitLines(before);
  const removed: string[] = [];
  const added: string[] = [];
  for (const change of diffLines(lines, splitLines(after))) {
    removed.push(...lines.slice(change.start, change.start + change.deleted));
    added.push(...change.inserted);
  }
  return [removed, added];
}

/** Records the Content-Security-Policy violations of every page the test opens. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}
