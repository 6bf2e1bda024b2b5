/**
 * The pixel size of an image file, read from the first bytes of its header: what the content
 * checks need to hold a picture to its place's rules (a hero picture is landscape and wide
 * enough), in the build (the industries loader reads the files) and in the editor (the dev file
 * API and the admin function read them from the disk or the Git host and list them with the
 * images). PNG, JPEG, GIF, WebP, AVIF and SVG, the formats the editor offers.
 *
 * Pure: it is handed the bytes. A JPEG turned by its EXIF orientation (5 to 8) is measured as it
 * is shown, as Astro's own image metadata does.
 */

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

function u16be(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}
function u32be(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
}
function u16le(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}
function u24le(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
}

function png(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || ascii(bytes, 1, 3) !== 'PNG' || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

function gif(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return null;
  return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
}

function webp(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The EXIF orientation in an APP1 segment (1 when absent or unreadable). */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (ascii(bytes, start, 4) !== 'Exif') return 1;
  const tiff = start + 6;
  const little = ascii(bytes, tiff, 2) === 'II';
  const u16 = (at: number) => (little ? u16le(bytes, at) : u16be(bytes, at));
  const u32 = (at: number) => (little ? u16le(bytes, at) + u16le(bytes, at + 2) * 65536 : u32be(bytes, at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

function jpeg(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (marker === 0xe1) orientation = exifOrientation(bytes, at + 4, at + 2 + length);
    // Start of frame (baseline, progressive…), not the DHT/JPG/DAC markers among them.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(bytes, at + 5);
      const width = u16be(bytes, at + 7);
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return null;
}

function avif(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp' || !/^avi[fs]$/.test(ascii(bytes, 8, 4))) return null;
  // The image spatial extent property ('ispe'): version/flags, then width and height.
  for (let at = 12; at + 20 <= bytes.length; at++) {
    if (bytes[at] === 0x69 && ascii(bytes, at, 4) === 'ispe') return { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
  }
  return null;
}

function svg(bytes: Uint8Array): ImageSize | null {
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const length = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : null);
  const width = length(attribute('width'));
  const height = length(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return null;
}

/** The image's width and height in pixels, or null when the bytes are not an image this reads. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  try {
    return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes) ?? avif(bytes) ?? svg(bytes);
  } catch {
    return null;
  }
}
