/**
 * PNG files of opaque images, encoded with Node's zlib. A share card is opaque (its ground fills
 * it), so its PNG needs no alpha channel: three bytes a pixel instead of four. resvg's own encoder
 * (RenderedImage.asPng) writes RGBA at a high compression level, which took more of a card's time
 * than drawing it; zlib at a low level on RGB rows is much quicker and still smaller
 * (bench/results/build.md). The pixels are the same: only the file's encoding differs.
 */
import { endianness } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib's level: flat colour and text compress well at once; higher levels cost far more time than they save bytes. */
const LEVEL = 3;
const RGB = 2;
const LITTLE_ENDIAN = endianness() === 'LE';
let scratch = Buffer.alloc(0);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * An RGB PNG of `rgba` (width × height pixels, four bytes each, rows top to bottom), or
 * undefined if any pixel is not fully opaque (the caller then encodes it with its alpha).
 */
export function opaquePng(rgba: Uint8Array, width: number, height: number): Buffer | undefined {
  if (rgba.length !== width * height * 4) throw new Error(`opaquePng: ${rgba.length} bytes for ${width}×${height} pixels`);
  if (!LITTLE_ENDIAN || rgba.byteOffset % 4 !== 0) return undefined;
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const stride = width * 3 + 1;
  // Each row: filter type 0 (none), then R, G, B of each pixel. The rows are only read by
  // deflateSync below, so one buffer serves every image of the same size or smaller: a new one
  // for each would be megabytes of garbage per card.
  if (scratch.length < stride * height) scratch = Buffer.allocUnsafe(stride * height);
  const rows = scratch.subarray(0, stride * height);
  let alpha = 0xff;
  for (let y = 0, o = 0, p = 0; y < height; y++) {
    rows[o++] = 0;
    for (const end = p + width; p < end; p++) {
      const v = pixels[p]!;
      rows[o++] = v & 0xff;
      rows[o++] = (v >>> 8) & 0xff;
      rows[o++] = (v >>> 16) & 0xff;
      alpha &= v >>> 24;
    }
  }
  if (alpha !== 0xff) return undefined;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = RGB;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: LEVEL })), chunk('IEND', new Uint8Array(0))]);
}
