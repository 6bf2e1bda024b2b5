/**
 * The built editor app's stand-in for src/lib/mdx-tree.ts (vite-config.ts puts it in that
 * module's place in /admin's build): the MDX reader (micromark's MDX syntax and acorn, a third of
 * the app) is a chunk of its own, asked for as soon as the app starts, beside the sign-in and the
 * file list, rather than inside the page's script. The editor waits for `mdxReaderReady` before it
 * opens a file (use-editor.ts), and every check and body block works on an opened file, so they
 * all read the prose as the build does.
 */
import type { MdxNode } from '../../lib/mdx-tree.ts';

let reader: typeof import('../../lib/mdx-tree.ts') | null = null;

export const mdxReaderReady: Promise<void> = import('../../lib/mdx-tree.ts').then((module) => {
  reader = module;
});

export function parseMdxTree(text: string): MdxNode {
  if (!reader) throw new Error('The editor is still loading its reader of the page text. Wait a moment and try again.');
  return reader.parseMdxTree(text);
}
