/**
 * The website ROI guide (src/content/roi-guide.md, its tokens already filled) as a Letter PDF of
 * a few pages: a dark band with the studio's name, the title and its tagline; the Markdown's
 * sections, tables, checklists and formula box; the last section as a highlighted closing box;
 * and on every page a footer with the guide's name, the site's address and "Page N of M".
 *
 * The Markdown it understands is what the guide uses: # title, ## and ### headings, paragraphs
 * with **bold**, *italic* and links, bulleted and numbered lists, task lists (- [ ]), tables with
 * aligned columns, and block quotes. Anything else fails the build, naming it.
 *
 * Its tags follow the Markdown: the title H1, ## and ### headings H2 and H3, paragraphs, lists
 * (a numbered list's numbers as labels), tables with header cells, block quotes and links. The
 * band's and boxes' shapes, the bullets and boxes to tick, a table header repeated after a page
 * break and the page footers are artifacts.
 */
import { marked, type Token, type Tokens } from 'marked';
import { BRAND_COLOURS as C } from '../palette.ts';
import type { StructureType } from './pdf-structure.ts';
import { flow, gap, paragraph, PdfWriter, stack, type Block, type GuideFonts, type Run, type TextStyle } from './pdf-writer.ts';

export interface RoiGuideMeta {
  /** The document's title: must match the Markdown's # title. */
  title: string;
  author: string;
  tagline: string;
  /** The site's address (src/content/studio.yaml, or the live site's). */
  siteUrl: string;
}

const MARGIN = { top: 40, right: 46, bottom: 50, left: 46 };

const BODY: TextStyle = { size: 10, lineHeight: 1.4, colour: C.ink };
const INTRO: TextStyle = { ...BODY, size: 11, colour: C.inkSoft };
const H2: TextStyle = { size: 14, lineHeight: 1.3, colour: C.brand, bold: true };
const H3: TextStyle = { size: 11, lineHeight: 1.3, colour: C.ink, bold: true };
const TABLE: TextStyle = { size: 9, lineHeight: 1.35, colour: C.ink };
const FOOTER: TextStyle = { size: 7.5, lineHeight: 1.2, colour: C.muted };

/** A mix of two colours (t = 0 gives a): the band's tagline, white softened over ink. */
function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [pa, pb] = [channels(a), channels(b)];
  return `#${pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** Inline Markdown (text, bold, italic, links, code) as runs. */
function runs(tokens: readonly Token[] | undefined, style: { bold?: boolean; italic?: boolean; href?: string } = {}): Run[] {
  const out: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) out.push(...runs(token.tokens, style));
        else out.push({ text: decodeEntities(token.text), ...style });
        break;
      case 'strong':
        out.push(...runs((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        out.push(...runs((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'codespan':
        out.push({ text: decodeEntities((token as Tokens.Codespan).text), ...style });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        out.push(...runs(link.tokens, { ...style, href: link.href }).map((run) => ({ ...run, colour: C.brand })));
        break;
      }
      case 'br':
        out.push({ text: ' ', ...style });
        break;
      default:
        throw new Error(`roi-guide.md: the PDF cannot show inline Markdown of type "${token.type}" ("${token.raw}")`);
    }
  }
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

/** A list: bullets, numbers or boxes to tick, the text hanging beside them. */
function listBlock(list: Tokens.List, style: TextStyle): Block {
  const indent = 16;
  const items = list.items.map((item, i) => {
    const inline = item.tokens.filter((t) => t.type !== 'checkbox');
    const content: Run[] = inline.flatMap((t) => (t.type === 'text' || t.type === 'paragraph' ? runs((t as Tokens.Text).tokens ?? [t]) : []));
    if (inline.some((t) => t.type !== 'text' && t.type !== 'paragraph' && t.type !== 'space')) {
      throw new Error(`roi-guide.md: the PDF cannot show a list item holding ${inline.map((t) => t.type).join(', ')} ("${item.raw.trim()}")`);
    }
    return { task: item.task, number: Number(list.start || 1) + i, block: paragraph(content, style, { after: 2.5 }, 'LBody') };
  });
  const numbering = list.items.some((item) => item.task) ? 'None' : list.ordered ? 'Decimal' : 'Disc';
  return {
    height: (writer, width) => items.reduce((sum, item) => sum + item.block.height(writer, width - indent), 0) + 3,
    startHeight: (writer, width) => (items[0]?.block.height(writer, width - indent) ?? 0) + 1.5,
    render(writer, x, width) {
      writer.y -= 1.5;
      writer.element(
        'L',
        () => {
          for (const item of items) {
            writer.ensure(item.block.height(writer, width - indent));
            const top = writer.y;
            const lineBox = style.size * style.lineHeight;
            writer.element('LI', () => {
              if (item.task) {
                const box = 7.5;
                writer.rect(x + 2, top - (lineBox - box) / 2, box, box, { stroke: C.brand, strokeWidth: 0.9, radius: 1.2, fill: C.white });
              } else if (list.ordered) {
                const numberStyle: TextStyle = { ...style, colour: C.brand, bold: true };
                writer.element('Lbl', () => writer.drawLines(writer.lines([{ text: `${item.number}.` }], indent, numberStyle), x, top, indent, numberStyle));
              } else {
                writer.dot(x + 5, top - lineBox / 2 - 0.4, 1.7, C.brand);
              }
              item.block.render(writer, x + indent, width - indent);
            });
          }
        },
        { O: 'List', ListNumbering: numbering },
      );
      writer.y -= 1.5;
    },
  };
}

/** A table: a teal header row, rows with light stripes, columns sized to their content. */
function tableBlock(table: Tokens.Table): Block {
  const pad = { x: 7, y: 4 };
  const header = table.header.map((cell) => runs(cell.tokens, { bold: true }));
  const rows = table.rows.map((row) => row.map((cell) => runs(cell.tokens)));
  const align = table.align.map((a) => (a === 'right' ? 'right' : a === 'center' ? 'center' : 'left') as TextStyle['align']);
  const styleOf = (column: number, head: boolean): TextStyle => ({
    ...TABLE,
    colour: head ? C.white : C.ink,
    align: align[column],
  });

  const columnWidths = (writer: PdfWriter, width: number): number[] => {
    // Each column's natural width is its longest cell on one line; columns that need less than
    // an equal share keep it, and the others share the rest in proportion to their need.
    const natural = header.map((_, column) =>
      Math.max(
        ...[header[column]!, ...rows.map((row) => row[column] ?? [])].map((cell) => {
          const line = writer.lines(cell, 10_000, styleOf(column, false))[0];
          return (line?.width ?? 0) + 2 * pad.x + 1;
        }),
      ),
    );
    const total = natural.reduce((a, b) => a + b, 0);
    if (total <= width) return natural.map((w) => w + ((width - total) * w) / total);
    const share = width / natural.length;
    const fixed = natural.map((w) => w <= share);
    const fixedWidth = natural.reduce((sum, w, i) => sum + (fixed[i] ? w : 0), 0);
    const flexibleNeed = natural.reduce((sum, w, i) => sum + (fixed[i] ? 0 : w), 0);
    return natural.map((w, i) => (fixed[i] ? w : ((width - fixedWidth) * w) / flexibleNeed));
  };

  const rowHeight = (writer: PdfWriter, cells: Run[][], widths: number[], head: boolean) =>
    Math.max(...cells.map((cell, column) => writer.textHeight(writer.lines(cell, widths[column]! - 2 * pad.x, styleOf(column, head)), TABLE))) +
    2 * pad.y;

  const drawRow = (writer: PdfWriter, x: number, cells: Run[][], widths: number[], head: boolean, index: number, last: boolean) => {
    const width = widths.reduce((a, b) => a + b, 0);
    const height = rowHeight(writer, cells, widths, head);
    const page = writer.page;
    writer.ensure(height);
    // A table that goes on over a page break repeats its header row, for the eye only: a screen
    // reader has read it once.
    if (!head && writer.page !== page) writer.artifact(() => drawRow(writer, x, header, widths, true, 0, false), 'Pagination');
    const top = writer.y;
    if (head) writer.rect(x, top, width, height, { fill: C.brand });
    else if (index % 2 === 1) writer.rect(x, top, width, height, { fill: C.surface });
    let cellX = x;
    writer.element('TR', () =>
      cells.forEach((cell, column) => {
        const w = widths[column]!;
        const style = styleOf(column, head);
        const draw = () => writer.drawLines(writer.lines(cell, w - 2 * pad.x, style), cellX + pad.x, top - pad.y, w - 2 * pad.x, style);
        if (head) writer.element('TH', draw, { O: 'Table', Scope: 'Column' });
        else writer.element('TD', draw);
        cellX += w;
      }),
    );
    if (!head) writer.hline(x, top - height, width, last ? C.brand : C.line, last ? 1.5 : 0.6);
    writer.y = top - height;
  };

  return {
    height(writer, width) {
      const widths = columnWidths(writer, width);
      return rowHeight(writer, header, widths, true) + rows.reduce((sum, row) => sum + rowHeight(writer, row, widths, false), 0) + 12;
    },
    startHeight(writer, width) {
      const widths = columnWidths(writer, width);
      return 5 + rowHeight(writer, header, widths, true) + (rows[0] ? rowHeight(writer, rows[0], widths, false) : 0);
    },
    render(writer, x, width) {
      const widths = columnWidths(writer, width);
      writer.y -= 5;
      writer.element('Table', () => {
        drawRow(writer, x, header, widths, true, 0, false);
        rows.forEach((row, i) => drawRow(writer, x, row, widths, false, i, i === rows.length - 1));
      });
      writer.y -= 7;
    },
  };
}

/** A tinted box with a bar down its left edge around blocks (kept on one page), tagged as `type` if given (a block quote). */
function boxBlock(inner: Block, options: { fill: string; bar: string; barWidth: number; padding: { x: number; y: number }; type?: StructureType }): Block {
  const innerWidth = (width: number) => width - options.barWidth - 2 * options.padding.x;
  return {
    height: (writer, width) => inner.height(writer, innerWidth(width)) + 2 * options.padding.y + 12,
    render(writer, x, width) {
      writer.y -= 6;
      const height = inner.height(writer, innerWidth(width)) + 2 * options.padding.y;
      const top = writer.y;
      writer.rect(x, top, width, height, { fill: options.fill, radius: 4 });
      writer.rect(x, top, options.barWidth, height, { fill: options.bar });
      writer.y -= options.padding.y;
      const renderInner = () => inner.render(writer, x + options.barWidth + options.padding.x, innerWidth(width));
      if (options.type) writer.element(options.type, renderInner);
      else renderInner();
      writer.y = top - height - 6;
    },
  };
}

/** A ## heading with the amber rule under it. */
function h2Block(text: Run[]): Block {
  const heading = paragraph(text, H2, {}, 'H2');
  return {
    height: (writer, width) => 16 + heading.height(writer, width) + 9,
    render(writer, x, width) {
      writer.y -= 16;
      heading.render(writer, x, width);
      writer.y -= 3;
      writer.hline(x, writer.y, width, C.accent, 1.6);
      writer.y -= 6;
    },
  };
}

type Item = { block: Block; keepWithNext?: boolean };

function blocksOf(tokens: readonly Token[], context: { firstParagraph: boolean }): Item[] {
  const items: Item[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        if (heading.depth === 2) items.push({ block: h2Block(runs(heading.tokens)), keepWithNext: true });
        else if (heading.depth === 3) items.push({ block: paragraph(runs(heading.tokens), H3, { before: 9, after: 2 }, 'H3'), keepWithNext: true });
        else throw new Error(`roi-guide.md: the PDF shows one # title and ## or ### headings, not "${heading.raw.trim()}"`);
        break;
      }
      case 'paragraph': {
        const style = context.firstParagraph ? INTRO : BODY;
        items.push({ block: paragraph(runs((token as Tokens.Paragraph).tokens), style, { before: context.firstParagraph ? 10 : 3, after: 3 }) });
        context.firstParagraph = false;
        break;
      }
      case 'list':
        items.push({ block: listBlock(token as Tokens.List, BODY) });
        break;
      case 'table':
        items.push({ block: tableBlock(token as Tokens.Table) });
        break;
      case 'blockquote': {
        const inner = stack(blocksOf((token as Tokens.Blockquote).tokens, { firstParagraph: false }).map((item) => item.block));
        items.push({ block: boxBlock(inner, { fill: C.accentSoft, bar: C.accent, barWidth: 3.5, padding: { x: 12, y: 5 }, type: 'BlockQuote' }) });
        break;
      }
      case 'hr':
        items.push({ block: gap(8) });
        break;
      default:
        throw new Error(`roi-guide.md: the PDF cannot show Markdown of type "${token.type}" ("${token.raw.trim().slice(0, 60)}")`);
    }
  }
  return items;
}

export async function roiGuidePdf(markdown: string, meta: RoiGuideMeta, fonts: GuideFonts): Promise<Uint8Array> {
  const tokens = marked.lexer(markdown);
  const titleIndex = tokens.findIndex((t) => t.type === 'heading' && (t as Tokens.Heading).depth === 1);
  if (titleIndex === -1) throw new Error('roi-guide.md has no "# " title');
  const title = (tokens[titleIndex] as Tokens.Heading).text;
  if (title !== meta.title) throw new Error(`roi-guide.md is titled "${title}", the download "${meta.title}": make them the same`);
  const body = tokens.filter((_, i) => i !== titleIndex);
  // The last section (the closing call to action) becomes a highlighted box.
  const lastSection = body.findLastIndex((t) => t.type === 'heading' && (t as Tokens.Heading).depth === 2);
  const main = lastSection > 0 ? body.slice(0, lastSection) : body;
  const closing = lastSection > 0 ? body.slice(lastSection) : [];

  const writer = await PdfWriter.create(
    {
      title,
      author: meta.author,
      subject: 'A workbook: what a new client is worth, what your website converts, where it leaks enquiries and what it should cost.',
      keywords: ['website ROI', 'workbook', meta.author],
      language: 'en-US',
    },
    MARGIN,
    fonts,
  );

  // The band at the top of the first page.
  const x = MARGIN.left;
  const width = writer.contentWidth;
  const bandPad = { x: 20, y: 15 };
  const studio: TextStyle = { size: 8.5, lineHeight: 1.3, colour: C.accent, bold: true };
  const heading: TextStyle = { size: 24, lineHeight: 1.2, colour: C.white, bold: true };
  const tagline: TextStyle = { size: 9.5, lineHeight: 1.4, colour: mix(C.white, C.ink, 0.2) };
  const bandLines = [
    [writer.lines([{ text: meta.author.toUpperCase() }], width - 2 * bandPad.x, studio), studio, 'P'],
    [writer.lines([{ text: title }], width - 2 * bandPad.x, heading), heading, 'H1'],
    [writer.lines([{ text: meta.tagline }], width - 2 * bandPad.x, tagline), tagline, 'P'],
  ] as const;
  const bandHeight = bandLines.reduce((sum, [lines, style]) => sum + writer.textHeight(lines, style), 0) + 2 * bandPad.y + 6;
  const top = writer.y;
  writer.rect(x, top, width, bandHeight, { fill: C.accent, radius: 6 });
  writer.rect(x, top, width, bandHeight - 4, { fill: C.ink, radius: 6 });
  writer.rect(x, top - bandHeight + 10, width, 6, { fill: C.ink });
  let y = top - bandPad.y;
  for (const [lines, style, type] of bandLines) {
    y = writer.element(type, () => writer.drawLines(lines, x + bandPad.x, y, width - 2 * bandPad.x, style)) - 3;
  }
  writer.y = top - bandHeight - 4;

  flow(writer, blocksOf(main, { firstParagraph: true }));
  if (closing.length) {
    const [headingToken, ...rest] = closing as [Tokens.Heading, ...Token[]];
    const inner = stack([
      paragraph(runs(headingToken.tokens), { ...H2, colour: C.ink }, { after: 2 }, 'H2'),
      ...blocksOf(rest, { firstParagraph: false }).map((item) => item.block),
    ]);
    flow(writer, [{ block: gap(8) }, { block: boxBlock(inner, { fill: C.brandSoft, bar: C.brand, barWidth: 4.5, padding: { x: 16, y: 10 } }) }]);
  }

  // The footer of every page, now that the number of pages is known.
  const host = new URL(meta.siteUrl).host;
  // A screen reader skips them, as it skips a web page's repeated chrome.
  writer.pages.forEach((page, i) => {
    writer.page = page;
    writer.artifact(() => {
      const footerTop = MARGIN.bottom - 22;
      writer.hline(x, footerTop + 4, width, C.line, 0.5);
      const left = writer.lines([{ text: `${meta.author} · ${title} · ${host}` }], width, FOOTER);
      writer.drawLines(left, x, footerTop, width, FOOTER);
      const right = writer.lines([{ text: `Page ${i + 1} of ${writer.pages.length}` }], width, { ...FOOTER, align: 'right' });
      writer.drawLines(right, x, footerTop, width, { ...FOOTER, align: 'right' });
    }, 'Pagination');
  });
  return writer.save();
}
