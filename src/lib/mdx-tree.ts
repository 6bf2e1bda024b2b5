/**
 * The prose as MDX reads it (micromark's MDX syntax, with acorn for the code in it): the one
 * reader of the content check (content-check.ts) and the editor's body blocks
 * (src/editor/core/body.ts). It is the editor app's largest part but the form's own, so /admin's
 * build loads it apart from the page (src/editor/app/mdx-tree-on-demand.ts takes its place there,
 * vite-config.ts) and the editor waits for `mdxReaderReady` before it opens a file; anywhere else
 * it is here at once.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';

export interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: MdxNode[];
  children?: MdxNode[];
  data?: { estree?: { body?: Array<{ type: string; specifiers?: Array<{ local?: { name?: string } }>; declaration?: unknown }> } };
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** The MDX tree of a text; throws MDX's own message when it cannot read it. */
export function parseMdxTree(text: string): MdxNode {
  return fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as unknown as MdxNode;
}

/** Settled once `parseMdxTree` can be called: here at once. */
export const mdxReaderReady: Promise<void> = Promise.resolve();
