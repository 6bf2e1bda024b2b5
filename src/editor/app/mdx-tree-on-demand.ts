/**
 * The editor app's stand-in for src/lib/mdx-tree.ts (vite-config.ts puts it in that module's
 * place): the MDX reader (micromark's MDX syntax and acorn, a third of the app) is a chunk of its
 * own, asked for as soon as the app starts, beside the sign-in and the file list, rather than
 * inside the page's script. The editor waits for `mdxReaderReady` before it reads a file
 * (use-editor.ts), so every check and body block after that reads the prose as the build does.
 *
 * The loaded reader is kept on `globalThis`, not in this module: the dev server can serve this
 * module a second time under a new version (when Vite optimises a dependency it met late, later
 * imports get the new one), and that copy, first run when a dialog checks the site, must find the
 * reader the first copy loaded rather than refuse the prose.
 */
import type { MdxNode } from '../../lib/mdx-tree.ts';

type Reader = typeof import('../../lib/mdx-tree.ts');
const READER = Symbol.for('content-editor.mdx-reader');
const shared = globalThis as typeof globalThis & { [READER]?: Reader };

export const mdxReaderReady: Promise<void> = shared[READER]
  ? Promise.resolve()
  : import('../../lib/mdx-tree.ts').then((module) => {
      shared[READER] = module;
    });

export function parseMdxTree(text: string): MdxNode {
  const reader = shared[READER];
  if (!reader) throw new Error('The editor is still loading its reader of the page text. Wait a moment and try again.');
  return reader.parseMdxTree(text);
}
