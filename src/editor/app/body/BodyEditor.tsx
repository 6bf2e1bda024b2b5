/**
 * The prose of an industry file as blocks: prose in the rich-text editor, each of the site's body
 * components as a small form made from the schema the component checks its props with, and what
 * the editor does not understand shown as locked source, kept byte for byte. Blocks can be added,
 * moved and removed (locked blocks stay where they are).
 */
import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import {
  insertBlock,
  moveBlock,
  newComponentBlock,
  newProseBlock,
  removeBlock,
  replaceBlock,
  type BlockIssue,
  type BodyBlock,
  type BodyModel,
  type ComponentBlock,
} from '../../core/body.ts';
import { formSchemaOf, type JsonSchema } from '../../core/form-schema.ts';
import type { FieldIssue } from '../../core/validation.ts';
import { MDX_COMPONENT_NAMES, MDX_COMPONENTS, type MdxComponentSpec } from '../../../lib/schemas/mdx-components.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import type { FormContext } from '../form/widgets.tsx';

const ProseEditor = lazy(() => import('./ProseEditor.tsx'));

export interface BodyEditorProps {
  body: BodyModel;
  issues: readonly BlockIssue[];
  generation: number;
  onChange: (body: BodyModel) => void;
  context: FormContext;
}

/** The form schema of a component block: its props, then the text between its tags. */
function componentFormSchema(spec: MdxComponentSpec): JsonSchema {
  const schema = formSchemaOf(spec.props);
  if (!spec.children) return schema;
  return {
    ...schema,
    properties: { ...schema.properties, children: { type: 'string', title: spec.children.label, description: spec.children.description } },
    required: [...(schema.required ?? []), ...(spec.children.required ? ['children'] : [])],
  };
}

function blockLabel(block: BodyBlock, index: number): string {
  const number = index + 1;
  if (block.kind === 'prose') return `Block ${number}: prose`;
  if (block.kind === 'component') return `Block ${number}: ${block.name} (${MDX_COMPONENTS[block.name].summary.toLowerCase()})`;
  return `Block ${number}: kept as written`;
}

const ComponentForm = memo(function ComponentForm({
  block,
  index,
  issues,
  generation,
  onChange,
  context,
}: {
  block: ComponentBlock;
  index: number;
  issues: readonly BlockIssue[];
  generation: number;
  onChange: (index: number, block: ComponentBlock) => void;
  context: FormContext;
}) {
  const spec: MdxComponentSpec = MDX_COMPONENTS[block.name];
  const schema = useMemo(() => componentFormSchema(spec), [spec]);
  const data = useMemo(() => ({ ...block.props, ...(block.children === null ? {} : { children: block.children }) }), [block]);
  const fieldIssues: FieldIssue[] = useMemo(() => issues.map((issue) => ({ path: issue.field ? [issue.field] : [], message: issue.message })), [issues]);
  const check = useCallback(() => fieldIssues, [fieldIssues]);
  return (
    <SchemaForm
      idPrefix={`${block.id}`}
      schema={schema}
      data={data}
      check={check}
      checkKey={`${generation}:${JSON.stringify(fieldIssues)}`}
      context={context}
      className="schema-form component-form"
      onChange={(next) => {
        const { children, ...props } = (next ?? {}) as Record<string, string | undefined>;
        const clean = Object.fromEntries(Object.entries(props).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
        onChange(index, { ...block, props: clean, children: block.children === null ? null : (children ?? '') });
      }}
    />
  );
});

export function BodyEditor({ body, issues, generation, onChange, context }: BodyEditorProps) {
  const update = useCallback((index: number, block: BodyBlock) => onChange(replaceBlock(body, index, block)), [body, onChange]);
  const last = body.blocks.length;
  return (
    <section className="body-editor" aria-labelledby="body-heading" id="section-body">
      <h2 id="body-heading">Prose: “Why it matters”</h2>
      <p className="field-help">
        The text under “Why it matters” on the page. Paragraphs are edited as text; the site’s components are forms; anything else stays exactly as written.
      </p>
      {body.blocks.length === 0 && <p className="array-empty">No prose yet.</p>}
      <ol className="blocks">
        {body.blocks.map((block, index) => {
          const label = blockLabel(block, index);
          const own = issues.filter((issue) => issue.blockId === block.id);
          const headingId = `${block.id}-heading`;
          return (
            <li key={`${generation}:${block.id}`} className={`block block-${block.kind}`} aria-labelledby={headingId}>
              <div className="block-bar">
                <h3 id={headingId} className="block-title">
                  {label}
                </h3>
                {block.kind !== 'locked' && (
                  <div className="block-tools">
                    <button type="button" className="icon-button" disabled={index === 0} onClick={() => onChange(moveBlock(body, index, -1))} aria-label={`Move up: ${label}`} title="Move up">
                      ↑
                    </button>
                    <button type="button" className="icon-button" disabled={index === last - 1} onClick={() => onChange(moveBlock(body, index, 1))} aria-label={`Move down: ${label}`} title="Move down">
                      ↓
                    </button>
                    <button type="button" className="icon-button icon-button-danger" onClick={() => onChange(removeBlock(body, index))} aria-label={`Remove ${label}`} title="Remove">
                      ×
                    </button>
                  </div>
                )}
              </div>
              {block.kind === 'prose' && (
                <Suspense fallback={<p className="field-help">Loading the text editor…</p>}>
                  <ProseEditor
                    original={block.original}
                    markdown={block.markdown}
                    label={label}
                    onChange={(markdown) => update(index, { ...block, markdown })}
                  />
                </Suspense>
              )}
              {block.kind === 'component' && (
                <ComponentForm block={block} index={index} issues={own} generation={generation} onChange={update} context={context} />
              )}
              {block.kind === 'locked' && (
                <>
                  <p className="field-help">{block.reason} Edit it in a code editor if it must change.</p>
                  <pre className="locked-source" tabIndex={0} aria-label={`Source of ${label}`}>
                    {block.original}
                  </pre>
                </>
              )}
              {block.kind === 'prose' && own.length > 0 && (
                <ul className="field-errors">
                  {own.map((issue, i) => (
                    <li key={i}>{issue.message}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <div className="block-add" role="group" aria-label="Add a block at the end">
        <span className="block-add-label" aria-hidden="true">
          Add:
        </span>
        <button type="button" className="button button-small" aria-label="Add Paragraphs block" onClick={() => onChange(insertBlock(body, last, newProseBlock()))}>
          Paragraphs
        </button>
        {MDX_COMPONENT_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="button button-small"
            title={MDX_COMPONENTS[name].summary}
            aria-label={`Add ${name} block`}
            onClick={() => onChange(insertBlock(body, last, newComponentBlock(name)))}
          >
            {name}
          </button>
        ))}
      </div>
    </section>
  );
}
