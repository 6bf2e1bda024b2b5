/**
 * An industry's quick-win guide as a one-page Letter PDF, laid out like the printed guide page
 * (/guides/<slug>-quick-wins): the studio's logo, the title and description, the five quick wins
 * each with a numbered box to tick and its steps, and the studio's contact line. A guide whose
 * text runs long is set a little smaller until it fits one page; one that does not fit even then
 * fails the build, naming the guide.
 *
 * Its tags read as the printed guide page's HTML does: the title a heading (H1), the quick wins a
 * numbered list whose items each hold a heading (H2), why it matters and a list of steps, and the
 * contact line's e-mail, phone and contact page as links. The logo, the rule and the boxes to
 * tick are artifacts.
 */
import { BRAND_COLOURS as C } from '../palette.ts';
import type { StructureType } from './pdf-structure.ts';
import { PdfWriter, type GuideFonts, type Run, type TextStyle } from './pdf-writer.ts';

export interface QuickWinGuideContent {
  title: string;
  description: string;
  items: ReadonlyArray<{ title: string; detail: string; howTo: readonly string[] }>;
}

/** Who the guide is from, and where to reach them (the site's own details). */
export interface GuideSender {
  name: string;
  email: string;
  phone: string;
  phoneHref: string;
  /** The contact page, absolute. */
  contactUrl: string;
}

const MARGIN = { top: 40, right: 44, bottom: 36, left: 44 };
/** Type scales tried in turn until the guide fits on one page. */
const SCALES = [1, 0.95, 0.9, 0.85, 0.8];

export async function quickWinGuidePdf(guide: QuickWinGuideContent, sender: GuideSender, fonts: GuideFonts): Promise<Uint8Array> {
  for (const scale of SCALES) {
    const writer = await layout(guide, sender, fonts, scale);
    if (writer.pages.length === 1 && writer.y >= writer.bottom) return writer.save();
  }
  throw new Error(`The guide "${guide.title}" does not fit on one page even in smaller type: shorten its items.`);
}

async function layout(guide: QuickWinGuideContent, sender: GuideSender, fonts: GuideFonts, scale: number): Promise<PdfWriter> {
  const writer = await PdfWriter.create(
    {
      title: guide.title,
      author: sender.name,
      subject: guide.description,
      keywords: ['quick-win checklist', sender.name],
      language: 'en-US',
    },
    MARGIN,
    fonts,
    { faces: ['regular', 'bold'] },
  );
  const s = (points: number) => points * scale;
  const left = MARGIN.left;
  const width = writer.contentWidth;
  const text = (type: StructureType, runs: Run[] | string, style: TextStyle, x = left, w = width) => {
    const lines = writer.lines(typeof runs === 'string' ? [{ text: runs }] : runs, w, style);
    writer.y = writer.element(type, () => writer.drawLines(lines, x, writer.y, w, style));
  };

  // The logo, as at the top of the printed page, with the site's address at the right.
  const mark = 22;
  writer.logoMark(left, writer.y, mark);
  const brandStyle: TextStyle = { size: 13, lineHeight: mark / 13, colour: C.ink, bold: true };
  writer.element('P', () => writer.drawLines(writer.lines([{ text: sender.name }], width, brandStyle), left + mark + 7, writer.y, width, brandStyle));
  const host = new URL(sender.contactUrl).host;
  const hostStyle: TextStyle = { size: 9, lineHeight: mark / 9, colour: C.muted, align: 'right' };
  writer.element('P', () => writer.drawLines(writer.lines([{ text: host }], width, hostStyle), left, writer.y, width, hostStyle));
  writer.y -= mark + s(14);

  text('P', 'QUICK-WIN CHECKLIST', { size: 8.5, lineHeight: 1.3, colour: C.brand, bold: true });
  writer.y -= s(4);
  text('H1', guide.title, { size: s(21), lineHeight: 1.2, colour: C.ink, bold: true });
  writer.y -= s(4);
  text('P', guide.description, { size: s(10.5), lineHeight: 1.45, colour: C.inkSoft });
  writer.y -= s(10);
  writer.hline(left, writer.y, width, C.line, 0.75);
  writer.y -= s(14);

  // The five quick wins: a numbered box to tick, the win, why it matters, its steps.
  const box = s(19);
  const indent = box + s(12);
  const columnWidth = width - indent;
  const stepIndent = s(13);
  writer.element('L', () =>
    guide.items.forEach((item, i) =>
      writer.element('LI', () => {
        const top = writer.y;
        writer.rect(left, top, box, box, { stroke: C.brand, strokeWidth: 1.4, radius: 3.5 });
        const numberStyle: TextStyle = { size: s(9.5), lineHeight: box / s(9.5), colour: C.brand, bold: true, align: 'center' };
        writer.element('Lbl', () => writer.drawLines(writer.lines([{ text: String(i + 1) }], box, numberStyle), left, top, box, numberStyle));

        writer.element('LBody', () => {
          const titleStyle: TextStyle = { size: s(12), lineHeight: box / s(12), colour: C.ink, bold: true };
          text('H2', item.title, titleStyle, left + indent, columnWidth);
          writer.y -= s(1);
          text('P', item.detail, { size: s(9.8), lineHeight: 1.42, colour: C.inkSoft }, left + indent, columnWidth);
          writer.y -= s(3);
          // Its steps, each with its own small box to tick.
          writer.element('L', () => {
            for (const step of item.howTo) {
              const stepStyle: TextStyle = { size: s(9.3), lineHeight: 1.42, colour: C.inkSoft };
              const stepTop = writer.y;
              const tick = s(6.5);
              writer.rect(left + indent, stepTop - (stepStyle.size * stepStyle.lineHeight - tick) / 2, tick, tick, {
                stroke: C.brand,
                strokeWidth: 0.8,
                radius: 1,
              });
              writer.element('LI', () => text('LBody', step, stepStyle, left + indent + stepIndent, columnWidth - stepIndent));
            }
          }, { O: 'List', ListNumbering: 'None' });
        });
        writer.y -= s(11);
      }),
    ),
  { O: 'List', ListNumbering: 'Decimal' });

  // The closing box: the studio's name, e-mail, phone and contact page, each a link.
  writer.y -= s(2);
  const boxPadding = s(11);
  const closingStyle: TextStyle = { size: s(9.5), lineHeight: 1.45, colour: C.inkSoft };
  const headingStyle: TextStyle = { size: s(10.5), lineHeight: 1.4, colour: C.ink, bold: true };
  const contactRuns: Run[] = [
    { text: `${sender.name} · ` },
    { text: sender.email, href: `mailto:${sender.email}` },
    { text: ' · ' },
    { text: sender.phone, href: sender.phoneHref },
    { text: ' · ' },
    { text: sender.contactUrl.replace(/^https?:\/\//, ''), href: sender.contactUrl },
  ];
  const inner = width - 2 * boxPadding;
  const headingLines = writer.lines([{ text: 'Want these done for you?' }], inner, headingStyle);
  const contactLines = writer.lines(contactRuns, inner, closingStyle);
  const boxHeight = 2 * boxPadding + writer.textHeight(headingLines, headingStyle) + s(2) + writer.textHeight(contactLines, closingStyle);
  writer.rect(left, writer.y, width, boxHeight, { fill: C.brandSoft, radius: 8 });
  const headingBottom = writer.element('H2', () => writer.drawLines(headingLines, left + boxPadding, writer.y - boxPadding, inner, headingStyle));
  writer.element('P', () => writer.drawLines(contactLines, left + boxPadding, headingBottom - s(2), inner, closingStyle));
  writer.y -= boxHeight;
  return writer;
}
