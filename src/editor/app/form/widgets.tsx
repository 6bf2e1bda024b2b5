/**
 * The inputs of the generated forms. A string the schema limits to a short pattern or length is a
 * one-line input, any other a text box that grows with its text; an enum is a select (the icon
 * names with the picture of the chosen icon); a string marked as an image is a choice of the
 * project's images with a thumbnail. Every input is named by its label and described by its help
 * and errors.
 */
import { useState } from 'react';
import type { RJSFSchema, WidgetProps, RegistryWidgetsType } from '@rjsf/utils';
import { ICON_NAMES, ICON_PATHS, type IconName } from '../../../lib/icons.ts';
import { IMAGE_WIDGET, IMAGE_WIDGET_KEY, imagePathForFile, imagePathFromFile } from '../../core/validation.ts';
import { describedBy } from './templates.tsx';

export interface FormContext {
  /** The project's images, `src/assets/…`. */
  assets: readonly string[];
  assetUrl: (path: string) => string;
  /** The open file's project path: image paths are written relative to it (an industry file when absent). */
  file?: string | undefined;
  /** Uploads a picture for the field `path` (where the store can); answers its project path, or throws the refusal. */
  upload?: ((path: readonly (string | number)[], file: File) => Promise<string>) | undefined;
}

const ICONS = new Set<string>(ICON_NAMES);
const isIconEnum = (schema: RJSFSchema) => Array.isArray(schema.enum) && schema.enum.length === ICONS.size && schema.enum.every((value) => ICONS.has(String(value)));

function inputProps(props: WidgetProps) {
  const { id, required, disabled, readonly, schema, rawErrors, autofocus } = props;
  return {
    id,
    name: props.htmlName ?? id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': rawErrors?.length ? true : undefined,
    'aria-describedby': describedBy(id, schema, rawErrors),
  };
}

/** An empty optional field is left out of the file; an empty required one stays, empty, for the checks to name. */
const emptied = (props: WidgetProps, value: string) => (value === '' && !props.required ? undefined : value);

function TextWidget(props: WidgetProps) {
  const { schema, value, onChange, onBlur, onFocus, id } = props;
  if (schema[IMAGE_WIDGET_KEY] === IMAGE_WIDGET) return <ImageWidget {...props} />;
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  const oneLine = Boolean(schema.pattern) || (schema.maxLength !== undefined && schema.maxLength <= 80);
  const handlers = {
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(emptied(props, event.target.value)),
    onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, event.target.value),
    onFocus: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value),
  };
  return oneLine ? (
    <input type="text" className="input" spellCheck={!schema.pattern} value={value ?? ''} {...inputProps(props)} {...handlers} />
  ) : (
    <textarea className="input input-grow" rows={1} value={value ?? ''} {...inputProps(props)} {...handlers} />
  );
}

function NumberWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onFocus, id, schema } = props;
  return (
    <input
      type="number"
      className="input input-number"
      step={schema.type === 'integer' ? 1 : 'any'}
      min={schema.minimum}
      max={schema.maximum}
      value={value ?? ''}
      {...inputProps(props)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

function SelectWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onFocus, id, options, schema } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  const select = (
    <select
      className="input"
      value={index < 0 ? '' : String(index)}
      {...inputProps(props)}
      onChange={(event) => onChange(event.target.value === '' ? emptied(props, '') : choices[Number(event.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {index < 0 && <option value="">Choose…</option>}
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
  if (!isIconEnum(schema)) return select;
  return (
    <div className="icon-choice">
      {select}
      <span className="icon-picture" aria-hidden="true">
        {ICONS.has(String(value)) ? <IconPicture name={value as IconName} /> : null}
      </span>
      <details className="icon-gallery">
        <summary>See every icon</summary>
        <ul>
          {ICON_NAMES.map((name) => (
            <li key={name}>
              <button type="button" className={name === value ? 'icon-tile icon-tile-chosen' : 'icon-tile'} aria-pressed={name === value} onClick={() => onChange(name)}>
                <IconPicture name={name} />
                <span>{name}</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

export function IconPicture({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onFocus, id, label } = props;
  return (
    <label className="checkbox" htmlFor={id}>
      <input
        type="checkbox"
        checked={value === true}
        {...inputProps(props)}
        required={false}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span>{label}</span>
    </label>
  );
}

/** The field's path from its input's id (`root_team_0_photo` → `['team', 0, 'photo']`). */
function fieldPathOf(id: string): Array<string | number> {
  return id
    .split('_')
    .slice(1)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/** The description field beside a picture (`alt`, `imageAlt`), focused after an upload so the editor describes it. */
function focusAltOf(id: string): void {
  const parent = id.slice(0, id.lastIndexOf('_'));
  for (const candidate of [`${parent}_alt`, `${parent}_imageAlt`, `${parent}_caption`]) {
    const input = document.getElementById(candidate);
    if (input) {
      input.focus();
      return;
    }
  }
}

function ImageWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onFocus, id } = props;
  const context = props.registry.formContext as FormContext;
  const current = typeof value === 'string' ? imagePathFromFile(value, context.file) : null;
  const known = current !== null && context.assets.includes(current);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file || !context.upload) return;
    setRefusal(null);
    setUploading(true);
    try {
      const path = await context.upload(fieldPathOf(id), file);
      onChange(imagePathForFile(path, context.file));
      setTimeout(() => focusAltOf(id), 0);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div
      className={`image-choice${dragging ? ' image-drop' : ''}`}
      onDragOver={(event) => {
        if (!context.upload || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!context.upload) return;
        event.preventDefault();
        setDragging(false);
        void upload(event.dataTransfer.files[0]);
      }}
    >
      <select
        className="input"
        value={known ? current : ''}
        {...inputProps(props)}
        onChange={(event) => onChange(event.target.value ? imagePathForFile(event.target.value, context.file) : emptied(props, ''))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {!known && <option value="">{value ? `Not found: ${String(value)}` : 'Choose an image…'}</option>}
        {context.assets.map((path) => (
          <option key={path} value={path}>
            {path.replace(/^src\/assets\//, '')}
          </option>
        ))}
      </select>
      {known && <img className="image-thumb" src={context.assetUrl(current)} alt="" width="160" height="100" />}
      {context.upload && (
        <label className="button button-small image-upload">
          {uploading ? 'Uploading…' : 'Upload a picture…'}
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,image/webp,image/avif"
            aria-describedby={`${id}__upload-help`}
            disabled={uploading}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {context.upload && (
        <p id={`${id}__upload-help`} className="field-help">
          Or drop one here: PNG, JPEG, WebP or AVIF, at most 10 MB.
        </p>
      )}
      {refusal && (
        <p className="field-error upload-refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

export const widgets: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget: TextWidget,
  UpDownWidget: NumberWidget,
  SelectWidget,
  CheckboxWidget,
};
