/**
 * The home page's hero image: the page's largest contentful paint, so it is eager, high
 * priority, and preloaded (AVIF, the format every current browser picks from the <picture>) with
 * the same candidates and sizes, so the preload and the <picture> fetch the same file.
 */
import heroImage from '~/assets/hero/home.png';

export { heroImage };
export const HERO_IMAGE = { widths: [480, 800, 1200], sizes: '(min-width: 1024px) 45vw, 100vw' };
