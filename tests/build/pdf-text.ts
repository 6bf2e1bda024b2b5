/**
 * What a PDF of the build shows, read with pdfjs-dist (Mozilla's PDF.js, as a browser's viewer
 * reads it): its pages, each page's size and selectable text, and its title and author; and what a
 * screen reader is given (readPdfTags): the structure tree with each element's text, the link
 * annotations, the document's language, title and PDF/UA claim, and whether its fonts are embedded.
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

/** An element of the structure tree, with the text of its marked content and its descendants'. */
export interface TagNode {
  role: string;
  text: string;
  children: TagNode[];
  /** Ids of the annotations (links) that belong to it. */
  annotations: string[];
}

export interface PdfTags {
  /** The catalog's /Lang. */
  language: string | undefined;
  /** The XMP metadata's dc:title. */
  xmpTitle: string | undefined;
  infoTitle: string | undefined;
  displayDocTitle: boolean;
  marked: boolean;
  /** The XMP metadata's pdfuaid:part. */
  pdfUaPart: string | undefined;
  /** Each page's structure tree below its root: the elements with content on that page. */
  pages: TagNode[][];
  /** Text drawn outside both the structure and any artifact (a screen reader would miss or garble it). */
  untaggedText: string[];
  /** Text marked as an artifact (decoration, page footers). */
  artifactText: string[];
  links: { id: string; url: string | undefined; description: string | undefined }[];
  /** The fonts text is set in, and whether each is embedded in the file. */
  fonts: { name: string; embedded: boolean }[];
}

interface RawTagNode {
  role?: string;
  type?: string;
  id?: string;
  children?: RawTagNode[];
}

export async function readPdfTags(file: string): Promise<PdfTags> {
  const data = new Uint8Array(readFileSync(file));
  const doc = await getDocument({ data, standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const { info, metadata } = (await doc.getMetadata()) as {
      info: { Title?: string; Language?: string };
      metadata: { get(name: string): unknown } | null;
    };
    const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
    const preferences = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    const tags: PdfTags = {
      language: info.Language,
      xmpTitle: metadata?.get('dc:title') as string | undefined,
      infoTitle: info.Title,
      displayDocTitle: preferences?.DisplayDocTitle === true,
      marked: markInfo?.Marked === true,
      pdfUaPart: metadata?.get('pdfuaid:part') as string | undefined,
      pages: [],
      untaggedText: [],
      artifactText: [],
      links: [],
      fonts: [],
    };
    const fonts = new Map<string, boolean>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      // The text of each marked-content id, and the text outside any.
      const content = await page.getTextContent({ includeMarkedContent: true });
      const textOf = new Map<string, string>();
      const open: (string | null)[] = [];
      for (const item of content.items) {
        if ('type' in item) {
          if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
            // PDF.js gives the tag (undeclared in its types) of each marked-content sequence.
            open.push((item as { tag?: string }).tag === 'Artifact' ? 'Artifact' : (item.id ?? null));
          } else if (item.type === 'endMarkedContent') {
            open.pop();
          }
          continue;
        }
        if (!item.str.trim()) continue;
        const id = open.findLast((entry) => entry !== null);
        if (id === 'Artifact') tags.artifactText.push(item.str);
        else if (id) textOf.set(id, `${textOf.get(id) ?? ''} ${item.str}`);
        else tags.untaggedText.push(item.str);
      }
      // PDF.js lists an element that has content on this page together with all its siblings' subtrees:
      // those without content here (the rest of a list that goes on over the page) are left out.
      const toNode = (raw: RawTagNode): TagNode | undefined => {
        const children: TagNode[] = [];
        const annotations: string[] = [];
        const texts: string[] = [];
        let content = false;
        for (const kid of raw.children ?? []) {
          if (kid.type === 'content') {
            content = true;
            texts.push(textOf.get(kid.id!) ?? '');
          } else if (kid.type === 'object' || kid.type === 'annotation') {
            annotations.push(kid.id!);
          } else if (kid.role) {
            const node = toNode(kid);
            if (!node) continue;
            children.push(node);
            texts.push(node.text);
          }
        }
        if (!content && !annotations.length && !children.length) return undefined;
        return { role: raw.role!, text: texts.join(' ').replace(/\s+/g, ' ').trim(), children, annotations };
      };
      const tree = (await page.getStructTree()) as RawTagNode | null;
      tags.pages.push((tree?.children ?? []).flatMap((raw) => toNode(raw) ?? []));

      const annotations = (await page.getAnnotations()) as { id: string; subtype: string; url?: string; contentsObj?: { str: string } }[];
      for (const annotation of annotations) {
        if (annotation.subtype === 'Link') tags.links.push({ id: annotation.id, url: annotation.url, description: annotation.contentsObj?.str || undefined });
      }
      // A font is loaded once the page is drawn; one that the file lacks is marked missingFile.
      await page.getOperatorList();
      for (const item of content.items) {
        if (!('fontName' in item) || fonts.has(item.fontName)) continue;
        const font = page.commonObjs.get(item.fontName) as { name: string; missingFile: boolean };
        fonts.set(item.fontName, !font.missingFile);
        tags.fonts.push({ name: font.name, embedded: !font.missingFile });
      }
    }
    return tags;
  } finally {
    await doc.destroy();
  }
}

/** Every element of the trees, depth first, in reading order. */
export function allTags(roots: readonly TagNode[]): TagNode[] {
  return roots.flatMap((node) => [node, ...allTags(node.children)]);
}
