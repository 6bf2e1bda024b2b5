/**
 * The industry hero's picture as its <picture> sources and its preload: one computation, so the
 * preload in the page's head and the picture fetch the same file. Shown from the lg breakpoint on,
 * where it is the hero's right column and the largest paint; narrower screens get none of it.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** Where the picture is shown: Tailwind's lg breakpoint, as the hero's grid. */
export const HERO_PICTURE_MEDIA = '(min-width: 64rem)';
/** The column: (72rem container − 4rem padding − 2.5rem gap) / 2.1 at most, about 43 % of the viewport at 64rem. */
export const HERO_PICTURE_SIZES = '(min-width: 72rem) 500px, 43vw';
/** The column at 1x, 1.5x and 2x pixel density (the preload and the <picture> pick alike). */
const WIDTHS = [500, 750, 1000];

export interface HeroPictureSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

/** AVIF first (what every current browser picks), then WebP. */
export async function heroPictureSources(source: ImageMetadata): Promise<HeroPictureSource[]> {
  return Promise.all(
    (['avif', 'webp'] as const).map(async (format) => {
      const image = await getImage({ src: source, format, widths: WIDTHS.filter((w) => w <= source.width) });
      return { type: `image/${format}` as const, srcset: image.srcSet.attribute };
    }),
  );
}
