/**
 * A picture uploaded from the editor, checked by its bytes before anything is written: a PNG,
 * JPEG, WebP or AVIF picture (known by its content, not its name, and named for what it is), at
 * most MAX_UPLOAD_BYTES, whose pixels can be read and are not a decompression bomb (a small file
 * that would unpack into more pixels than any page shows). An SVG is refused: it is a document
 * that can carry scripts and links, not a picture the build optimises. Pure: the browser checks a
 * file before sending it, the dev server again before it writes it.
 */
import { imageSize, type ImageSize } from './image-size.ts';

/** The largest picture accepted, in bytes (10 MB): a photo straight from a phone fits. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The most pixels a picture may unpack into (50 megapixels), and the longest side. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const MAX_UPLOAD_SIDE = 12_000;

export type PictureType = 'png' | 'jpeg' | 'webp' | 'avif';
const EXTENSIONS: Record<PictureType, readonly string[]> = { png: ['png'], jpeg: ['jpg', 'jpeg'], webp: ['webp'], avif: ['avif'] };
const NAMES: Record<PictureType, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF' };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The picture type of the bytes, by their signature; null for anything else. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).toLowerCase();
  return /^\s*(<\?xml|<!doctype svg|<svg)/.test(head.replace(/^\ufeff/, '')) || head.includes('<svg');
}

export type UploadCheck = { ok: true; type: PictureType; size: ImageSize; extension: string } | { ok: false; message: string };

/** Whether `bytes`, uploaded as `fileName`, may become a picture of the site, and what it is. */
export function checkUpload(bytes: Uint8Array, fileName: string): UploadCheck {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    return { ok: false, message: `This file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: a picture may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Save it smaller (a width of 2400 pixels is plenty) and upload it again.` };
  }
  const type = pictureTypeOf(bytes);
  if (!type) {
    if (looksLikeSvg(bytes)) return { ok: false, message: 'SVG files are not accepted: they can carry scripts and links. Upload a PNG, JPEG, WebP or AVIF picture.' };
    return { ok: false, message: 'This file is not a PNG, JPEG, WebP or AVIF picture. Upload one of those.' };
  }
  const extension = (fileName.split('.').pop() ?? '').toLowerCase();
  if (!EXTENSIONS[type].includes(extension)) {
    return { ok: false, message: `This file is a ${NAMES[type]} picture named .${extension}: its name says another type than its content. Save it again with its own type, or rename it to .${EXTENSIONS[type][0]}.` };
  }
  const size = imageSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, message: `The pixels of this ${NAMES[type]} file cannot be read: it is damaged or incomplete. Export it again.` };
  if (size.width > MAX_UPLOAD_SIDE || size.height > MAX_UPLOAD_SIDE || size.width * size.height > MAX_UPLOAD_PIXELS) {
    return { ok: false, message: `This picture is ${size.width}×${size.height} pixels, more than any page shows (at most ${MAX_UPLOAD_SIDE} pixels a side and ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels). Make it smaller and upload it again.` };
  }
  return { ok: true, type, size, extension: EXTENSIONS[type][0]! };
}

/** A safe, unique file name for an upload: its own name in lowercase words, then a short fingerprint of its bytes. */
export function uploadFileName(fileName: string, fingerprint: string, extension: string): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'picture';
  return `${base}-${fingerprint.slice(0, 8)}.${extension}`;
}

/** The folders of src/assets a picture is uploaded to, by where it shows. */
export const UPLOAD_FOLDERS = ['hero', 'before-after', 'portfolio', 'case-studies', 'team'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** What a server answers a body past `limit` bytes, before reading the rest of it. */
export const pictureTooLarge = (limit: number) => `The picture is larger than ${limit / 1024 / 1024} MB: save it smaller (a width of 2400 pixels is plenty) and upload it again.`;
export const PICTURE_TOO_LARGE = pictureTooLarge(MAX_UPLOAD_BYTES);

/**
 * The largest picture the live site's editor (/admin) takes: Netlify refuses a function's request
 * over 6 MB before the function runs, and a picture's bytes reach the function base64-encoded (4
 * for every 3), so a larger one would get no answer of ours at all.
 */
export const ADMIN_MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/** checkUpload for a picture going to `folder` of src/assets: what both servers check before they keep anything. */
export function checkUploadTo(folder: string, bytes: Uint8Array, fileName: string): UploadCheck {
  if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder)) return { ok: false, message: `Pictures go to one of the folders ${UPLOAD_FOLDERS.join(', ')} of src/assets.` };
  return checkUpload(bytes, fileName);
}

/** Where an accepted upload goes: src/assets/<folder>/<safe unique name> (`fingerprint`: a hash of its bytes, in hex). */
export function uploadPath(folder: string, fileName: string, fingerprint: string, extension: string): string {
  return `src/assets/${folder}/${uploadFileName(fileName, fingerprint, extension)}`;
}

/** The folder of src/assets for a picture of the field `path` in the file `file`. */
export function uploadFolderFor(file: string, path: readonly (string | number)[]): UploadFolder {
  if (file === 'src/content/team.yaml') return 'team';
  if (file.startsWith('src/content/portfolio/')) return path.includes('beforeAfter') ? 'case-studies' : 'portfolio';
  return path.includes('beforeAfter') ? 'before-after' : 'hero';
}
