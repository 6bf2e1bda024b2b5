/**
 * What a PDF of the build shows, read with pdfjs-dist (Mozilla's PDF.js, as a browser's viewer
 * reads it): its pages, each page's size and selectable text, and its title and author.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  bytes: number;
  pages: { width: number; height: number; text: string }[];
  title: string | undefined;
  author: string | undefined;
}

const standardFontDataUrl = join(import.meta.dirname, '..', '..', 'node_modules', 'pdfjs-dist', 'standard_fonts') + '/';

export async function readPdf(file: string): Promise<PdfContent> {
  const data = new Uint8Array(readFileSync(file));
  const bytes = data.length;
  const doc = await getDocument({ data, standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PdfContent['pages'] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      // Lines joined by spaces, runs of spaces collapsed: a title wrapped over two lines reads as one.
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      pages.push({ width, height, text });
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { bytes, pages, title: info.Title, author: info.Author };
  } finally {
    await doc.destroy();
  }
}
