/**
 * How the generated forms look and read: each field a label, its help (the schema's description)
 * and its errors, tied to the input with aria-describedby; objects and lists as fieldsets with a
 * legend; list items numbered, with buttons named for the item they act on; the limits of a list
 * stated and its add and remove buttons shown only while the schema allows them.
 */
import { createContext, useContext } from 'react';
import type {
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  DescriptionFieldProps,
  FieldErrorProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  OptionalDataControlsTemplateProps,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';
import { descriptionId, errorId } from '@rjsf/utils';

/** "Value props-2" (the library's item title) → "Value props, item 2". */
export function itemTitle(title: string | undefined): string {
  return (title ?? '').replace(/-(\d+)$/, ', item $1');
}

/** The ids that describe an input: its help and its errors, when they exist. */
export function describedBy(id: string, schema: RJSFSchema, errors: readonly unknown[] | undefined): string | undefined {
  const ids = [schema.description ? descriptionId(id) : '', errors?.length ? errorId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function limitsText(schema: RJSFSchema, unit: string, units: string): string | null {
  const min = schema.minItems ?? schema.minLength;
  const max = schema.maxItems ?? schema.maxLength;
  const plural = (n: number) => `${n} ${n === 1 ? unit : units}`;
  if (min !== undefined && max !== undefined) return min === max ? `Exactly ${plural(min)}` : `${min} to ${plural(max)}`;
  if (min !== undefined && min > 1) return `At least ${plural(min)}`;
  if (max !== undefined) return `At most ${plural(max)}`;
  return null;
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, description, hidden, required, displayLabel, schema, formData, rawErrors } = props;
  if (hidden) return <div hidden>{children}</div>;
  const container = schema.type === 'object' || schema.type === 'array';
  if (container) {
    return (
      <div className="field field-container">
        {children}
        {rawErrors?.length ? errors : null}
      </div>
    );
  }
  const isCheckbox = schema.type === 'boolean';
  const limits = schema.type === 'string' ? limitsText(schema, 'character', 'characters') : null;
  const length = typeof formData === 'string' ? formData.length : 0;
  return (
    <div className={`field field-${String(schema.type ?? 'any')}${rawErrors?.length ? ' field-invalid' : ''}`}>
      {displayLabel && !isCheckbox && (
        <label htmlFor={id} className="field-label">
          {itemTitle(label)}
          {required ? null : <span className="optional"> (optional)</span>}
        </label>
      )}
      {!isCheckbox && description}
      {children}
      {isCheckbox && description}
      {limits && (
        <p className="field-limits">
          {limits}: <span className={schema.maxLength !== undefined && length > schema.maxLength ? 'over' : undefined}>{length} now</span>
        </p>
      )}
      {rawErrors?.length ? errors : null}
    </div>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} className="field-help">
      {description}
    </p>
  );
}

function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  if (!errors?.length) return null;
  return (
    <ul id={errorId(fieldPathId)} className="field-errors">
      {errors.map((error, i) => (
        <li key={i}>{error}</li>
      ))}
    </ul>
  );
}

const ArrayContext = createContext<{ minItems: number; title: string }>({ minItems: 0, title: '' });

function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, fieldPathId, items, onAddClick, schema, title, disabled, readonly, required, optionalDataControl } = props;
  const heading = itemTitle(title);
  const limits = limitsText(schema, 'item', 'items');
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  return (
    <fieldset className="array" id={fieldPathId.$id} aria-describedby={schema.description ? descriptionId(fieldPathId) : undefined}>
      <legend>
        {heading}
        {required ? null : <span className="optional"> (optional)</span>}
        {optionalDataControl}
      </legend>
      {schema.description && (
        <p id={descriptionId(fieldPathId)} className="field-help">
          {schema.description}
        </p>
      )}
      {limits && <p className="field-limits">{limits}</p>}
      <ArrayContext.Provider value={{ minItems: schema.minItems ?? 0, title: heading }}>
        {items.length ? <ol className="array-items">{items}</ol> : <p className="array-empty">None yet.</p>}
      </ArrayContext.Provider>
      {canAdd ? (
        <button type="button" className="button button-small" onClick={onAddClick} disabled={disabled || readonly}>
          Add to {heading}
        </button>
      ) : full ? (
        <p className="field-limits">The list is full: remove an item to add another.</p>
      ) : null}
    </fieldset>
  );
}

function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index } = props;
  const ButtonsTemplate = props.registry.templates.ArrayFieldItemButtonsTemplate;
  return (
    <li className="array-item">
      <div className="array-item-body">{children}</div>
      {hasToolbar && (
        <div className="array-item-tools">
          <ButtonsTemplate {...buttonsProps} index={index} />
        </div>
      )}
    </li>
  );
}

function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { hasMoveUp, hasMoveDown, hasRemove, hasCopy, index, totalItems, onMoveUpItem, onMoveDownItem, onRemoveItem, onCopyItem, disabled, readonly } = props;
  const { minItems, title } = useContext(ArrayContext);
  const off = disabled || readonly;
  const name = `${title}, item ${index + 1}`;
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button type="button" className="icon-button" onClick={onMoveUpItem} disabled={off || !hasMoveUp} aria-label={`Move up: ${name}`} title="Move up">
            ↑
          </button>
          <button type="button" className="icon-button" onClick={onMoveDownItem} disabled={off || !hasMoveDown} aria-label={`Move down: ${name}`} title="Move down">
            ↓
          </button>
        </>
      )}
      {hasCopy && (
        <button type="button" className="button button-small" onClick={onCopyItem} disabled={off} aria-label={`Duplicate ${name}`}>
          Duplicate
        </button>
      )}
      {hasRemove && totalItems > minItems && (
        <button type="button" className="icon-button icon-button-danger" onClick={onRemoveItem} disabled={off} aria-label={`Remove ${name}`} title="Remove">
          ×
        </button>
      )}
    </>
  );
}

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, schema, title, required, optionalDataControl, formData } = props;
  if (fieldPathId.path.length === 0) {
    return (
      <div className="form-root">
        {properties.map((property) => (
          <div key={property.name} className="form-section" id={`section-${property.name}`} hidden={property.hidden}>
            {property.content}
          </div>
        ))}
      </div>
    );
  }
  const empty = formData === undefined;
  return (
    <fieldset className="object" id={fieldPathId.$id} aria-describedby={schema.description ? descriptionId(fieldPathId) : undefined}>
      <legend>
        {itemTitle(title)}
        {required ? null : <span className="optional"> (optional)</span>}
        {optionalDataControl}
      </legend>
      {schema.description && (
        <p id={descriptionId(fieldPathId)} className="field-help">
          {schema.description}
        </p>
      )}
      {empty && !required ? <p className="array-empty">Not on the page. Add it to fill it in.</p> : properties.map((property) => property.content)}
    </fieldset>
  );
}

function OptionalDataControlsTemplate({ id, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const name = schema.title ?? 'this block';
  if (onAddClick) {
    return (
      <button type="button" id={id} className="button button-small legend-action" onClick={onAddClick}>
        Add {name}
      </button>
    );
  }
  if (onRemoveClick) {
    return (
      <button type="button" id={id} className="button button-small button-danger legend-action" onClick={onRemoveClick}>
        Remove {name}
      </button>
    );
  }
  return null;
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate: () => null,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
};
