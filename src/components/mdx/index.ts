/**
 * The components an editor may use in the body of an industry file, without an import: the
 * industry page passes this map to the MDX renderer (<Content components={mdxComponents} />).
 * Each is a plain Astro component: no JavaScript reaches the browser. docs/editing.md shows
 * each with an example.
 */
import CtaButton from './CtaButton.astro';
import Note from './Note.astro';
import PullQuote from './PullQuote.astro';
import Stat from './Stat.astro';

export const mdxComponents = { PullQuote, Stat, CtaButton, Note };
