/**
 * A form generated from a JSON Schema (made from a Zod schema by core/form-schema.ts) and validated
 * by `check`, the Zod schema itself (zod-validator.ts): the frontmatter's form and each body
 * component's form are this one. Which problems `check` answers with is the caller's choice (the
 * frontmatter's form: those of the fields touched, or all once a save was tried); the form asks
 * again whenever `checkKey` changes.
 */
// The Form module itself: the package's index also exports its test registry, which imports the Ajv
// validator, a development dependency of the package that is not installed (and not wanted here).
import Form from '@rjsf/core/lib/components/Form.js';
import type { UiSchema } from '@rjsf/utils';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { JsonSchema } from '../../core/form-schema.ts';
import { templates } from './templates.tsx';
import { widgets, type FormContext } from './widgets.tsx';
import { zodValidator, type FormCheck } from './zod-validator.ts';

const uiSchemaOf = (copyable: boolean): UiSchema => ({
  'ui:submitButtonOptions': { norender: true },
  'ui:globalOptions': { enableOptionalDataFieldForType: ['object'], copyable },
});
const baseUiSchema = uiSchemaOf(false);
/** A file that is a list of entries (FAQ questions, team members): each entry can be duplicated. */
const listUiSchema: UiSchema = { ...uiSchemaOf(false), 'ui:options': { copyable: true } };

export interface SchemaFormProps {
  /** Prefix of the inputs' ids: unique on the page. */
  idPrefix: string;
  schema: JsonSchema;
  data: unknown;
  /** The data's problems at their fields; read when the form validates. */
  check: FormCheck;
  /** Changes whenever what `check` compares against changes (other files, a newly loaded file). */
  checkKey: string;
  onChange: (data: unknown) => void;
  /** A field was changed or left: the form library's id of it (`root_hero_headline`). */
  onTouch?: (id: string) => void;
  context: FormContext;
  className?: string;
  /** The order of the top-level fields (the rest follow as the schema has them). */
  order?: readonly string[] | undefined;
  /** The file is a list of entries: each can be duplicated as well as added, moved and removed. */
  list?: boolean;
}

/** The problems are shown at the fields and above the form; nothing else is done with them. */
const ignoreErrors = () => undefined;

export const SchemaForm = memo(function SchemaForm({ idPrefix, schema, data, check, checkKey, onChange, onTouch, context, className, order, list }: SchemaFormProps) {
  const checkRef = useRef(check);
  checkRef.current = check;
  const validator = useMemo(() => zodValidator((value) => checkRef.current(value)), []);
  const form = useRef<Form>(null);
  const uiSchema: UiSchema = useMemo(() => {
    if (list) return listUiSchema;
    return order ? { ...baseUiSchema, 'ui:order': [...order, '*'] } : baseUiSchema;
  }, [order, list]);
  // Asked again when what is checked against, or what is shown, changes.
  useEffect(() => {
    form.current?.validateForm();
  }, [checkKey]);
  return (
    <Form
      ref={form}
      className={className ?? 'schema-form'}
      tagName="div"
      idPrefix={idPrefix}
      schema={schema as never}
      uiSchema={uiSchema}
      formData={data}
      validator={validator}
      templates={templates}
      widgets={widgets}
      formContext={context}
      liveValidate="onChange"
      showErrorList={false}
      focusOnFirstError={false}
      onError={ignoreErrors}
      noHtml5Validate
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipDefaults', requiredBooleanDefault: 'skip' }}
      onChange={(event, id) => {
        onChange(event.formData);
        if (id) onTouch?.(id);
      }}
      onBlur={(id) => onTouch?.(id)}
    />
  );
});
