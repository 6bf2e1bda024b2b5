/**
 * A small page-layout layer over pdf-lib for the downloadable guides: runs of text (regular, bold,
 * italic, coloured, linked) wrapped into lines, blocks that measure their height before they are
 * drawn, and a cursor that starts a new page when a block does not fit.
 *
 * Every guide is a tagged PDF (PDF/UA-1): what a screen reader reads is a structure tree of
 * headings, paragraphs, lists, tables and links (./pdf-structure.ts), each run of text is marked
 * content belonging to one element of it, and what is only decoration (the logo tile, rules,
 * boxes, bullets, a repeated table header, page footers) is marked as an artifact. Text is set in
 * Inter, the typeface of the share cards, embedded as a subset of the characters a guide uses:
 * PDF/UA requires embedded fonts, which the PDF standard fonts are not.
 *
 * Why pdf-lib: it is plain JavaScript with no dependency on a browser or a native module, runs the
 * same in the build, a worker thread and a unit test, and gives access to the document's objects
 * and content streams, which is all that tagging needs. @react-pdf/renderer would bring its own
 * layout engine and React reconciler for two fixed layouts this module draws in a few hundred
 * lines, and a Chromium print is what the build could not do on Netlify. (docs/decisions.md
 * weighs it against PDFKit's structure elements.)
 *
 * The embedded faces cover the Western European characters. `pdfText` rewrites the few characters
 * outside them that the copy uses (→, ⅓, ≤…) and names any other one, so a build never prints a
 * wrong glyph.
 */
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFString,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { hexToRgb01, LOGO_MARK, logoMarkColours } from '../palette.ts';
import { GUIDE_PDF_SUBSTITUTES as SUBSTITUTES } from './guide-characters.ts';
import { StructureTree, type ArtifactKind, type StructureAttributes, type StructureType } from './pdf-structure.ts';

/** US Letter in points, like the printed guide. */
export const LETTER: readonly [number, number] = [612, 792];


/** One font's code points, looked up once per font. */
const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Advance widths of one font's characters at size 1000, looked up once per character. */
const advanceWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` as drawn: the sum of its characters' advances. Text is drawn without
 * kerning (pdf-lib's drawText writes glyphs, not their positioning), so measuring a whole run
 * with kerning would come out short and a run following another would run into it.
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = advanceWidths.get(font);
  if (!widths) {
    widths = new Map();
    advanceWidths.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000);
      widths.set(char, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

/** `text` as the embedded faces can set it; throws naming a character they cannot. */
export function pdfText(text: string, font: PDFFont): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = '';
  for (const c of withSubstitutes(text)) {
    if (c === '\n' || c === '\t') {
      out += ' ';
    } else if (supported.has(c.codePointAt(0)!)) {
      out += c;
    } else {
      const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      throw new Error(
        `The character "${c}" (${code}) in "${text.slice(0, 80)}" cannot be set in the guide PDFs' font (Inter, Western European characters). Use a plain equivalent.`,
      );
    }
  }
  return out;
}

/** `text` with the characters the embedded faces lack replaced by what the PDF shows instead. */
export function withSubstitutes(text: string): string {
  let out = '';
  for (const char of text) out += SUBSTITUTES[char] ?? char;
  return out;
}

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** #rrggbb; the style's colour otherwise. */
  colour?: string;
  /** A link: the text is underlined and clickable. */
  href?: string;
}

export interface TextStyle {
  size: number;
  /** Line height as a multiple of the size. */
  lineHeight: number;
  colour: string;
  bold?: boolean;
  align?: 'left' | 'right' | 'center' | undefined;
}

interface Segment {
  text: string;
  run: Run;
  font: PDFFont;
  width: number;
}

export interface Line {
  segments: Segment[];
  width: number;
}

/** The height of Inter's capitals, in em. */
const CAP_HEIGHT = 0.727;

/** What a screen reader says of a link annotation: what it does, in the words of its text. */
function linkDescription(text: string, href: string): string {
  if (href.startsWith('mailto:')) return `E-mail ${text}`;
  if (href.startsWith('tel:')) return `Call ${text}`;
  const address = href.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return text.replace(/\/$/, '') === address ? `Open ${text}` : `${text} (${address})`;
}

export type Face = 'regular' | 'bold' | 'italic' | 'boldItalic';

/**
 * The typeface's faces as font files (WOFF or TrueType), read by the caller (the build reads
 * Inter's from @fontsource/inter: src/integrations/guide-pdf-fonts.ts). Each guide embeds a subset
 * of the faces it uses, with only the characters it sets.
 */
export type GuideFonts = Readonly<Record<Face, Uint8Array>>;

/** PostScript names of the embedded subsets: a fixed tag, so the same content gives the same bytes. */
const FACE_NAMES: Record<Face, string> = {
  regular: 'NLGUID+Inter-Regular',
  bold: 'NLGUID+Inter-Bold',
  italic: 'NLGUID+Inter-Italic',
  boldItalic: 'NLGUID+Inter-BoldItalic',
};

/**
 * A font file parsed once per thread and shared by every document that embeds it, which sets text
 * glyph by glyph from the font's character map: no shaping, so no ligatures or contextual
 * alternates (Inter turns "->" into an arrow), and the text a reader extracts is the text written;
 * no kerning, which pdf-lib's drawText could not position anyway (see textWidth). Shaping each
 * run was most of a guide's drawing time.
 */
const parsedFonts = new WeakMap<Uint8Array, fontkit.Font>();
const parsingOnce = {
  create(data: Uint8Array, postscriptName?: string): fontkit.Font {
    let font = parsedFonts.get(data);
    if (!font) {
      const parsed = fontkit.create(data, postscriptName);
      const layout = (text: string) => ({ glyphs: Array.from(text, (char) => parsed.glyphForCodePoint(char.codePointAt(0)!)) });
      font = Object.assign(parsed, { layout: layout as unknown as fontkit.Font['layout'] });
      parsedFonts.set(data, font);
    }
    return font;
  },
};

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** BCP 47, for screen readers. */
  language: string;
}

export interface WriterOptions {
  size?: readonly [number, number];
  /** The faces the document sets text in (all four unless given): each embedded one costs bytes. */
  faces?: readonly Face[];
}

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Anything the writer can lay out: it says how tall it is at a width, then draws itself. */
export interface Block {
  height(writer: PdfWriter, width: number): number;
  /** For a block that breaks across pages itself (a list, a table): the height of its first part. */
  startHeight?(writer: PdfWriter, width: number): number;
  /** Draws at the cursor (writer.y is its top) and moves the cursor below it. */
  render(writer: PdfWriter, x: number, width: number): void;
}

export class PdfWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The top of the next thing drawn, in PDF points from the bottom of the page. */
  y = 0;

  readonly doc: PDFDocument;
  readonly fonts: Partial<Record<Face, PDFFont>>;
  readonly margins: Margins;
  readonly size: readonly [number, number];
  /** The tags: what text belongs to which heading, paragraph, list or link; what is decoration. */
  readonly structure = new StructureTree();
  private readonly info: DocumentInfo;

  private constructor(doc: PDFDocument, info: DocumentInfo, fonts: Partial<Record<Face, PDFFont>>, margins: Margins, size: readonly [number, number]) {
    this.doc = doc;
    this.info = info;
    this.fonts = fonts;
    this.margins = margins;
    this.size = size;
  }

  static async create(info: DocumentInfo, margins: Margins, fontFiles: GuideFonts, options: WriterOptions = {}): Promise<PdfWriter> {
    // No automatic producer or dates: the same content gives the same bytes.
    const doc = await PDFDocument.create({ updateMetadata: false });
    // The title, not the file name, in the reader's window, as PDF/UA asks.
    doc.setTitle(info.title, { showInWindowTitleBar: true });
    doc.setAuthor(info.author);
    doc.setCreator(info.author);
    doc.setSubject(info.subject);
    doc.setKeywords(info.keywords);
    doc.setLanguage(info.language);
    doc.registerFontkit(parsingOnce);
    const faces = options.faces ?? (Object.keys(FACE_NAMES) as Face[]);
    const fonts: Partial<Record<Face, PDFFont>> = {};
    for (const face of faces) {
      fonts[face] = await doc.embedFont(fontFiles[face], { subset: true, customName: FACE_NAMES[face] });
    }
    const writer = new PdfWriter(doc, info, fonts, margins, options.size ?? LETTER);
    writer.newPage();
    return writer;
  }

  get contentWidth(): number {
    return this.size[0] - this.margins.left - this.margins.right;
  }

  get bottom(): number {
    return this.margins.bottom;
  }

  newPage(): void {
    this.page = this.doc.addPage([this.size[0], this.size[1]]);
    this.pages.push(this.page);
    this.y = this.size[1] - this.margins.top;
  }

  /** Starts a new page unless `height` fits above the bottom margin (or the page is still empty). */
  ensure(height: number): void {
    const atTop = this.y >= this.size[1] - this.margins.top - 0.5;
    if (!atTop && this.y - height < this.bottom) this.newPage();
  }

  font(run: { bold?: boolean | undefined; italic?: boolean | undefined }): PDFFont {
    const face: Face = run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular';
    const font = this.fonts[face];
    if (!font) throw new Error(`"${this.info.title}" sets text in the ${face} face, which it does not embed (WriterOptions.faces)`);
    return font;
  }

  /** Draws `draw` as a structure element (a heading, a paragraph, a list…) under the current one. */
  element<T>(type: StructureType, draw: () => T, attributes?: StructureAttributes): T {
    return this.structure.element(type, draw, attributes);
  }

  /** Draws `draw` as decoration that a screen reader skips (a page footer is `Pagination`). */
  artifact<T>(draw: () => T, kind: ArtifactKind = 'Layout'): T {
    return this.structure.artifact(this.page, draw, kind);
  }

  /** Wraps runs into lines no wider than `width`, breaking at spaces (inside a word only if it alone is too wide). */
  lines(runs: readonly Run[], width: number, style: TextStyle): Line[] {
    const lines: Line[] = [];
    let current: Segment[] = [];
    let currentWidth = 0;
    const measure = (text: string, font: PDFFont) => textWidth(text, font, style.size);
    const push = (text: string, run: Run, font: PDFFont, w: number) => {
      const last = current.at(-1);
      if (last && last.run === run) {
        last.text += text;
        last.width += w;
      } else {
        current.push({ text, run, font, width: w });
      }
      currentWidth += w;
    };
    const breakLine = () => {
      // Spaces at the end of a line take no room.
      const last = current.at(-1);
      if (last) {
        const trimmed = last.text.replace(/ +$/, '');
        const cut = last.width - measure(trimmed, last.font);
        last.text = trimmed;
        last.width -= cut;
        currentWidth -= cut;
      }
      lines.push({ segments: current.filter((s) => s.text), width: currentWidth });
      current = [];
      currentWidth = 0;
    };
    for (const run of runs) {
      const font = this.font({ bold: run.bold ?? style.bold, italic: run.italic });
      const text = pdfText(run.text, font);
      for (const word of text.match(/\S+\s*|\s+/g) ?? []) {
        if (current.length === 0 && !word.trim()) continue; // no space at the start of a line
        const wordWidth = measure(word, font);
        const bare = measure(word.trimEnd(), font);
        if (currentWidth + bare <= width + 0.01) {
          push(word, run, font, wordWidth);
          continue;
        }
        if (current.length) breakLine();
        if (!word.trim()) continue;
        if (bare <= width) {
          push(word, run, font, wordWidth);
          continue;
        }
        // A word wider than the line (a long address): broken between characters.
        let piece = '';
        for (const char of word) {
          if (piece && measure(piece + char, font) > width) {
            push(piece, run, font, measure(piece, font));
            breakLine();
            piece = '';
          }
          piece += char;
        }
        push(piece, run, font, measure(piece, font));
      }
    }
    if (current.length) breakLine();
    return lines;
  }

  textHeight(lines: readonly Line[], style: TextStyle): number {
    return lines.length * style.size * style.lineHeight;
  }

  /** Draws lines with their first line's top at `top`; returns the bottom. */
  drawLines(lines: readonly Line[], x: number, top: number, width: number, style: TextStyle): number {
    const leading = style.size * style.lineHeight;
    let lineTop = top;
    for (const line of lines) {
      // The capitals' height (0.73 em in Inter) centred in the line box.
      const baseline = lineTop - (leading + CAP_HEIGHT * style.size) / 2;
      let cursor = x;
      if (style.align === 'right') cursor = x + width - line.width;
      if (style.align === 'center') cursor = x + (width - line.width) / 2;
      for (const segment of line.segments) {
        const colour = rgb(...hexToRgb01(segment.run.colour ?? style.colour));
        const draw = () => this.page.drawText(segment.text, { x: cursor, y: baseline, size: style.size, font: segment.font, color: colour });
        const href = segment.run.href;
        if (!href) {
          this.structure.text(this.page, draw);
        } else {
          // A link is its text and its annotation, in a Link element of its own.
          this.element(
            'Link',
            () => {
              this.structure.text(this.page, draw);
              const linkWidth = textWidth(segment.text.trimEnd(), segment.font, style.size);
              this.link(cursor, baseline - 2.5, linkWidth, style.size + 2.5, href, segment.text.trim());
              this.artifact(() =>
                this.page.drawLine({
                  start: { x: cursor, y: baseline - 1.2 },
                  end: { x: cursor + linkWidth, y: baseline - 1.2 },
                  thickness: 0.5,
                  color: colour,
                }),
              );
            },
          );
        }
        cursor += segment.width;
      }
      lineTop -= leading;
    }
    return lineTop;
  }

  /** A clickable area of the current page that opens `href`, tagged as part of the current Link element. */
  link(x: number, y: number, width: number, height: number, href: string, text: string): void {
    const annotation = this.doc.context.register(
      this.doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, y, x + width, y + height],
        Border: [0, 0, 0],
        // Printed with the page; its description is what a screen reader says of it.
        F: 4,
        Contents: PDFHexString.fromText(linkDescription(text, href)),
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(href) },
      }),
    );
    this.page.node.addAnnot(annotation);
    this.structure.annotation(this.page, annotation);
  }

  /** A rectangle, plain or rounded: decoration, marked as an artifact. */
  rect(x: number, top: number, width: number, height: number, options: { fill?: string; stroke?: string; strokeWidth?: number; radius?: number }): void {
    this.artifact(() => this.drawRect(x, top, width, height, options));
  }

  private drawRect(x: number, top: number, width: number, height: number, options: { fill?: string; stroke?: string; strokeWidth?: number; radius?: number }): void {
    const fill = options.fill ? rgb(...hexToRgb01(options.fill)) : undefined;
    const stroke = options.stroke ? rgb(...hexToRgb01(options.stroke)) : undefined;
    const radius = Math.min(options.radius ?? 0, width / 2, height / 2);
    if (!radius) {
      this.page.drawRectangle({
        x,
        y: top - height,
        width,
        height,
        ...(fill ? { color: fill } : {}),
        ...(stroke ? { borderColor: stroke, borderWidth: options.strokeWidth ?? 1 } : {}),
      });
      return;
    }
    // A rounded rectangle as an SVG path (y grows downwards from `top`), corners as cubic curves.
    const r = radius;
    const k = r * 0.4477; // control-point offset of a quarter circle (r × (1 − 0.5523))
    const w = width;
    const h = height;
    const path = [
      `M ${r} 0 H ${w - r} C ${w - k} 0 ${w} ${k} ${w} ${r}`,
      `V ${h - r} C ${w} ${h - k} ${w - k} ${h} ${w - r} ${h}`,
      `H ${r} C ${k} ${h} 0 ${h - k} 0 ${h - r}`,
      `V ${r} C 0 ${k} ${k} 0 ${r} 0 Z`,
    ].join(' ');
    this.page.drawSvgPath(path, {
      x,
      y: top,
      ...(fill ? { color: fill } : {}),
      ...(stroke ? { borderColor: stroke, borderWidth: options.strokeWidth ?? 1 } : {}),
    });
  }

  /** A horizontal rule: decoration, marked as an artifact. */
  hline(x: number, y: number, width: number, colour: string, thickness: number): void {
    this.artifact(() => this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color: rgb(...hexToRgb01(colour)) }));
  }

  /** A filled circle (a bullet): decoration, marked as an artifact. */
  dot(x: number, y: number, radius: number, colour: string): void {
    this.artifact(() => this.page.drawCircle({ x, y, size: radius, color: rgb(...hexToRgb01(colour)) }));
  }

  /**
   * The logo mark (LOGO_MARK), `size` points square, its top left corner at (x, top), marked as an
   * artifact (the studio's name beside it is the text a screen reader reads).
   */
  logoMark(x: number, top: number, size: number): void {
    const { box, tile, star, centre } = LOGO_MARK;
    const fill = logoMarkColours('teal');
    const scale = size / box;
    this.artifact(() => {
      this.drawRect(x, top, size, size, { fill: fill.tile, radius: tile.radius * scale });
      this.page.drawSvgPath(star.path, { x, y: top, scale, color: rgb(...hexToRgb01(fill.star)) });
      this.page.drawCircle({ x: x + centre.x * scale, y: top - centre.y * scale, size: centre.radius * scale, color: rgb(...hexToRgb01(fill.centre)) });
    });
  }

  async save(): Promise<Uint8Array> {
    this.structure.write(this.doc, this.pages, this.info);
    return this.doc.save({ useObjectStreams: true });
  }
}

/** A paragraph (or a heading, a list item's body…: `type`): runs of text in one style, with space above and below. */
export function paragraph(runs: readonly Run[], style: TextStyle, space: { before?: number; after?: number } = {}, type: StructureType = 'P'): Block {
  return {
    height: (writer, width) => (space.before ?? 0) + writer.textHeight(writer.lines(runs, width, style), style) + (space.after ?? 0),
    render(writer, x, width) {
      const lines = writer.lines(runs, width, style);
      writer.y -= space.before ?? 0;
      writer.y = writer.element(type, () => writer.drawLines(lines, x, writer.y, width, style));
      writer.y -= space.after ?? 0;
    },
  };
}

/** Blocks one under the other, as one block (kept on one page). */
export function stack(blocks: readonly Block[]): Block {
  return {
    height: (writer, width) => blocks.reduce((sum, block) => sum + block.height(writer, width), 0),
    render(writer, x, width) {
      for (const block of blocks) block.render(writer, x, width);
    },
  };
}

/** Vertical space. */
export function gap(points: number): Block {
  return {
    height: () => points,
    render(writer) {
      writer.y -= points;
    },
  };
}

/**
 * Lays blocks out from the cursor down, a new page whenever the next block would cross the
 * bottom margin. `keepWithNext` blocks (headings) move to the next page with the block after them.
 */
export function flow(writer: PdfWriter, items: ReadonlyArray<{ block: Block; keepWithNext?: boolean }>, x = writer.margins.left, width = writer.contentWidth): void {
  items.forEach((item, i) => {
    let needed = item.block.startHeight?.(writer, width) ?? item.block.height(writer, width);
    const next = items[i + 1];
    if (item.keepWithNext && next) needed += Math.min(next.block.startHeight?.(writer, width) ?? next.block.height(writer, width), 60);
    writer.ensure(needed);
    item.block.render(writer, x, width);
  });
}
