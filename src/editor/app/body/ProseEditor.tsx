/**
 * A prose block in a rich-text Markdown editor (MDXEditor): paragraphs, headings, lists, quotes,
 * links, bold and italics. The editor rewrites Markdown in its own style, so its text for the block
 * as read is kept as a baseline and only paragraphs changed since are written (core/prose.ts).
 */
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  CreateLink,
  headingsPlugin,
  linkDialogPlugin,
  linkPlugin,
  listsPlugin,
  ListsToggle,
  markdownShortcutPlugin,
  MDXEditor,
  quotePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
  UndoRedo,
  type MDXEditorMethods,
} from '@mdxeditor/editor';
import '@mdxeditor/editor/style.css';
import { useEffect, useMemo, useRef } from 'react';
import { escapeForMdx, mergeProse } from '../../core/prose.ts';

export interface ProseEditorProps {
  /** The block's text as read from the file (null for a new block). */
  original: string | null;
  /** Its text now. */
  markdown: string;
  /** The accessible name of the text area. */
  label: string;
  onChange: (markdown: string) => void;
}

export default function ProseEditor({ original, markdown, label, onChange }: ProseEditorProps) {
  const editor = useRef<MDXEditorMethods>(null);
  const baseline = useRef<string | null>(null);
  const initial = useRef(markdown);
  const plugins = useMemo(
    () => [
      headingsPlugin({ allowedHeadingLevels: [2, 3, 4] }),
      listsPlugin(),
      quotePlugin(),
      linkPlugin(),
      linkDialogPlugin(),
      thematicBreakPlugin(),
      markdownShortcutPlugin(),
      toolbarPlugin({
        toolbarContents: () => (
          <>
            <UndoRedo />
            <BoldItalicUnderlineToggles options={['Bold', 'Italic']} />
            <BlockTypeSelect />
            <ListsToggle options={['bullet', 'number']} />
            <CreateLink />
          </>
        ),
      }),
    ],
    [],
  );
  useEffect(() => {
    baseline.current = editor.current?.getMarkdown() ?? initial.current;
    // The editable area is a textbox named by the block it is in.
    const area = document.querySelector<HTMLElement>(`[data-prose-label="${CSS.escape(label)}"] [contenteditable="true"]`);
    if (area) {
      area.setAttribute('aria-label', label);
      area.setAttribute('aria-multiline', 'true');
      area.setAttribute('role', 'textbox');
    }
  }, [label]);
  return (
    <div className="prose-editor" data-prose-label={label}>
      <MDXEditor
        ref={editor}
        markdown={initial.current}
        plugins={plugins}
        contentEditableClassName="prose-area"
        toMarkdownOptions={{ bullet: '-', emphasis: '*', strong: '*' }}
        onChange={(next, initialNormalize) => {
          if (initialNormalize || baseline.current === null) {
            baseline.current = next;
            return;
          }
          onChange(original === null ? escapeForMdx(next).trim() : mergeProse(original, baseline.current, next));
        }}
      />
    </div>
  );
}
