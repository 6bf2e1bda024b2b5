/**
 * An image optimised by astro:assets as plain <img> attributes, for React islands that render
 * images themselves (portfolio cards) and for the before/after slider. WebP at several widths.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

export interface OptimizedImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/** What a component needs to render one: srcset and sizes may be left out (tests, fixed images). */
export type ImageAttributes = Pick<OptimizedImage, 'src' | 'width' | 'height' | 'alt'> &
  Partial<Pick<OptimizedImage, 'srcset' | 'sizes'>>;

export async function optimizedImage(
  source: ImageMetadata,
  alt: string,
  sizes: string,
  widths: number[] = [400, 640, 960, 1200],
): Promise<OptimizedImage> {
  const image = await getImage({ src: source, widths: widths.filter((w) => w <= source.width), format: 'webp' });
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    sizes,
    width: Number(image.attributes.width ?? source.width),
    height: Number(image.attributes.height ?? source.height),
    alt,
  };
}
