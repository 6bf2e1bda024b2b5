/**
 * The characters the guide PDFs can set: those of their typeface (Inter's Western European faces,
 * embedded by pdf-writer.ts), and the few others the copy uses that the PDF writes out instead
 * (→ as ->). The guide's fields are checked against it in the schema, so an editor who types an
 * emoji into a quick win is told at the field, not by a build that stops while drawing the PDF.
 * tests/unit/build-assets.test.ts holds the list to the embedded faces' own character set.
 */

/** Characters the faces lack, and what the PDF shows instead. */
export const GUIDE_PDF_SUBSTITUTES: Readonly<Record<string, string>> = {
  '→': '->',
  '←': '<-',
  '⅓': '1/3',
  '⅔': '2/3',
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '\u2212': '-', // minus sign
  '\u2011': '-', // non-breaking hyphen
  '\u200b': '',
  '✓': 'v',
};

/** The code points the embedded faces have (from U+0020), as inclusive ranges. */
export const GUIDE_PDF_CODE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], [0xa0, 0xac], [0xae, 0xff], [0x131, 0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6, 0x2c6], [0x2da, 0x2da],
  [0x2dc, 0x2dc], [0x300, 0x301], [0x303, 0x304], [0x308, 0x309], [0x323, 0x323], [0x2002, 0x2002], [0x2009, 0x2009],
  [0x200b, 0x200b], [0x2013, 0x2014], [0x2018, 0x201a], [0x201c, 0x201e], [0x2022, 0x2022], [0x2026, 0x2026],
  [0x2032, 0x2033], [0x2039, 0x203a], [0x2044, 0x2044], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191],
  [0x2193, 0x2193], [0x2212, 0x2212], [0xfeff, 0xfeff],
];

function settable(codePoint: number): boolean {
  return GUIDE_PDF_CODE_POINTS.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The characters of `text` the guide PDFs cannot set (each once, in order). */
export function unsettableInGuidePdf(text: string): string[] {
  const found: string[] = [];
  for (const char of text) {
    if (char === '\n' || char === '\t' || found.includes(char)) continue;
    const shown = GUIDE_PDF_SUBSTITUTES[char] ?? char;
    if ([...shown].some((c) => !settable(c.codePointAt(0)!))) found.push(char);
  }
  return found;
}
