/**
 * The guide PDFs' typeface: Inter, the share cards' face, from the @fontsource/inter package
 * (its Latin WOFF files), read once per thread and unpacked to TrueType. The PDFs embed a subset of
 * each face they use (src/lib/pdf/pdf-writer.ts); this module is the part that reads the disk.
 *
 * Why unpacked here: fontkit inflates a WOFF table in JavaScript every time it reads it, and
 * subsetting reads the glyph table for each guide; zlib unpacks the whole file once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { Face, GuideFonts } from '../lib/pdf/pdf-writer.ts';

const require = createRequire(import.meta.url);

const FILES: Record<Face, string> = {
  regular: 'inter-latin-400-normal.woff',
  bold: 'inter-latin-700-normal.woff',
  italic: 'inter-latin-400-italic.woff',
  boldItalic: 'inter-latin-700-italic.woff',
};

let fonts: Promise<GuideFonts> | undefined;

export function guidePdfFonts(): Promise<GuideFonts> {
  fonts ??= (async () => {
    const entries = await Promise.all(
      Object.entries(FILES).map(async ([face, file]) => [face, woffToTrueType(await readFile(require.resolve(`@fontsource/inter/files/${file}`)))] as const),
    );
    return Object.fromEntries(entries) as Record<Face, Uint8Array>;
  })();
  return fonts;
}

/**
 * A WOFF 1.0 file as the TrueType (sfnt) file it packs: the same tables, each inflated if it was
 * compressed, behind a table directory of their offsets.
 */
function woffToTrueType(woff: Buffer): Uint8Array {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(packed) : packed,
    };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const searchPower = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchPower * 16, 6);
  out.writeUInt16BE(Math.log2(searchPower), 8);
  out.writeUInt16BE(numTables * 16 - searchPower * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
