/**
 * A validator for the form library (@rjsf) that runs a Zod schema instead of compiling the JSON
 * Schema: the messages at each field are the build's own, and nothing is evaluated as code (the
 * library's usual validator, Ajv, compiles functions, which the editor's CSP forbids).
 *
 * `check` is the whole check of the data (the schema, and for an industry file the checks across
 * files); `isValid`, which the library asks only to choose between alternatives of a schema,
 * answers from the JSON Schema's types and enums.
 */
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { FieldIssue } from '../../core/validation.ts';

export type FormCheck = (data: unknown) => FieldIssue[];

/** The field path as the library names properties: `.menu.order`, `.proof.2`. */
export function propertyOf(path: readonly (string | number)[]): string {
  return path.map((key) => `.${key}`).join('');
}

export function errorSchemaOf(issues: readonly FieldIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) node = (node[String(key)] ??= {}) as Record<string, unknown>;
    const errors = ((node.__errors as string[] | undefined) ??= []);
    if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  return root as ErrorSchema;
}

export function errorListOf(issues: readonly FieldIssue[]): RJSFValidationError[] {
  return issues.map((issue) => {
    const property = propertyOf(issue.path);
    return { name: 'schema', property, message: issue.message, stack: `${issue.path.join('.') || 'file'}: ${issue.message}` };
  });
}

function matchesType(schema: RJSFSchema, value: unknown): boolean {
  if (schema.enum && !schema.enum.some((option) => option === value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return true;
  return types.some((type) => {
    switch (type) {
      case 'object':
        return value !== null && typeof value === 'object' && !Array.isArray(value);
      case 'array':
        return Array.isArray(value);
      case 'integer':
        return Number.isInteger(value);
      case 'null':
        return value === null;
      default:
        return typeof value === type;
    }
  });
}

function conforms(schema: RJSFSchema, value: unknown): boolean {
  if (!matchesType(schema, value)) return false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if ((schema.required ?? []).some((key) => record[key] === undefined)) return false;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (record[key] !== undefined && typeof property === 'object' && !conforms(property as RJSFSchema, record[key])) return false;
    }
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    return value.every((item) => conforms(schema.items as RJSFSchema, item));
  }
  return true;
}

export function zodValidator(check: FormCheck): ValidatorType {
  return {
    validateFormData(formData: unknown): ValidationData<unknown> {
      const issues = check(formData);
      return { errors: errorListOf(issues), errorSchema: errorSchemaOf(issues) };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      return conforms(schema, formData);
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: unknown) {
      return { errors: errorListOf(check(formData)) as Result[] };
    },
  };
}
