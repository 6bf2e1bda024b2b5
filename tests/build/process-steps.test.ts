/**
 * The steps of a project are written once (src/content/blocks/process.yaml): the home page and
 * /services list the same steps, in the same order, with the same words (read from the built
 * pages in dist/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filledContentFile } from '../fixtures/content-files';

const PROCESS_STEPS: { title: string; text: string }[] = filledContentFile('blocks/process.yaml').steps;

const dist = join(import.meta.dirname, '..', '..', 'dist');

/** The process section's steps: each list item's heading (without its screen-reader number) and text. */
function processSteps(page: string): { title: string; text: string }[] {
  const html = readFileSync(join(dist, page), 'utf8');
  const section = /<section[^>]*aria-labelledby="process-heading"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<h3[^>]*><span class="sr-only">[^<]*<\/span>([^<]*)<\/h3><p[^>]*>([^<]*)<\/p>/g)].map(([, title, text]) => ({
    title: title!.trim(),
    text: text!.replace(/&#39;/g, "'").trim(),
  }));
}

describe('the steps of a project', () => {
  for (const page of ['index.html', 'services.html']) {
    it(`${page} lists the steps of process.yaml in order`, () => {
      expect(processSteps(page)).toEqual(PROCESS_STEPS.map(({ title, text }) => ({ title, text })));
    });
  }
});
