/** Writes a screenshot of docs/editing.md: the browser's PNG, kept as a WebP (a tenth of the bytes, as sharp draws it for the site). */
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { PROJECT_ROOT } from '../e2e/editor/editor-site.ts';

export async function docsScreenshot(subject: Page | Locator, name: string, { maxHeight }: { maxHeight?: number } = {}): Promise<void> {
  let png = await subject.screenshot({ animations: 'disabled', caret: 'hide' });
  // A long list is shown by its top: the docs need its first lines, not all of it.
  const { width, height } = await sharp(png).metadata();
  if (maxHeight && height > maxHeight) png = await sharp(png).extract({ left: 0, top: 0, width, height: maxHeight }).toBuffer();
  await sharp(png).webp({ quality: 80 }).toFile(join(PROJECT_ROOT, 'docs/images', `${name}.webp`));
}
