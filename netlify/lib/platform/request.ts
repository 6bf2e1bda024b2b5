/**
 * Reading a request, one way for every endpoint: the media type, the body up to a size, UTF-8,
 * then JSON or a native form's fields, then the endpoint's schema. Each step refuses with its
 * own 4xx before the next runs: 405 (method), 415 (type), 413 (size), 400 (encoding, syntax,
 * schema, with the fields it refused).
 */
import type { z } from 'zod';
import { HttpError, methodNotAllowed } from './http.ts';

/** Largest accepted request body, unless an endpoint says otherwise. */
export const MAX_BODY_BYTES = 32 * 1024;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface Issue {
  path: string;
  message: string;
}

/** The request's media type, lower-cased, without parameters ('' without one). */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A charset other than UTF-8 named on the content type (JSON is UTF-8 only). */
function namesOtherCharset(req: Request): boolean {
  for (const param of (req.headers.get('content-type') ?? '').split(';').slice(1)) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value && !/^"?utf-8"?$/i.test(value.trim())) return true;
  }
  return false;
}

/** True for a native form post (a page's form before or without its island). */
export function isFormPost(req: Request): boolean {
  return req.method === 'POST' && mediaType(req) === FORM_TYPE;
}

/** Reads at most `limit` bytes of the body; more is a 413 without reading the rest. */
export async function readBodyLimited(req: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    throw new HttpError(413, `Request body too large (max ${limit} bytes)`);
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, `Request body too large (max ${limit} bytes)`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The body as UTF-8 text, at most `limit` bytes (400 when it is not UTF-8). */
async function readText(req: Request, limit: number, refusal: string): Promise<string> {
  const bytes = await readBodyLimited(req, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, refusal);
  }
}

/** The title a schema gives the field at `path` (`.meta({ title })`), when it names one. */
function titleOf(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let field: unknown = schema;
  for (const key of path) {
    const shape = (field as { shape?: Record<PropertyKey, unknown> } | undefined)?.shape;
    field = shape?.[key];
  }
  const meta = field && field !== schema ? (field as z.ZodType).meta?.() : undefined;
  return typeof meta?.title === 'string' ? meta.title : undefined;
}

/**
 * An issue in the visitor's words, for a field the form shows (one with a title): a text too long
 * names the field and its limit, since the form lets one type past it (its islands do not carry
 * the limits, which would cost the pages' script budget); any other issue keeps the schema's
 * own message, with the field's name before it unless the message already names it.
 */
function visitorIssue(issue: z.core.$ZodIssue, title: string, data: unknown): string {
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const value = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], data);
    const now = typeof value === 'string' ? value.trim().length : 0;
    return `${title} is too long: at most ${Number(issue.maximum).toLocaleString('en-US')} characters, ${now.toLocaleString('en-US')} now.`;
  }
  return issue.message.toLowerCase().includes(title.toLowerCase()) ? issue.message : `${title}: ${issue.message}`;
}

function issuesOf(error: z.ZodError, schema: z.ZodType, data: unknown): { issues: Issue[]; visible: string[] } {
  const issues: Issue[] = [];
  const visible: string[] = [];
  for (const issue of error.issues.slice(0, 20)) {
    const title = titleOf(schema, issue.path);
    const message = title ? visitorIssue(issue, title, data) : issue.message;
    if (title) visible.push(message);
    issues.push({ path: issue.path.map(String).join('.'), message });
  }
  return { issues, visible };
}

/**
 * The body as the schema reads it, or a 400 with the fields it refused. Its `error` is what a
 * form shows: the refusals of the fields the visitor typed, else "Invalid request" (a caller's
 * mistake, not the visitor's).
 */
function checked<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const { issues, visible } = issuesOf(result.error, schema, data);
  throw new HttpError(400, visible.length ? visible.join(' ') : 'Invalid request', { issues });
}

/**
 * A JSON body checked by `schema`. The method must be one of `methods` (POST unless the
 * endpoint takes others), the type application/json in UTF-8, the body at most `limit` bytes.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, options: { limit?: number; methods?: string[] } = {}): Promise<z.output<S>> {
  const methods = options.methods ?? ['POST'];
  if (!methods.includes(req.method)) throw methodNotAllowed(methods.join(', '));
  if (mediaType(req) !== JSON_TYPE || namesOtherCharset(req)) throw new HttpError(415, 'Content-Type must be application/json');
  const text = await readText(req, options.limit ?? MAX_BODY_BYTES, 'Request body must be UTF-8 encoded JSON');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
  return checked(schema, data);
}

/**
 * A native form's fields (the first value of each name), with `extra` where the form has no
 * such field, checked by `schema`: a 400 names the fields it refused. The type must be a form
 * post's.
 */
export async function readForm<S extends z.ZodType>(req: Request, schema: S, options: { extra?: Record<string, string>; limit?: number } = {}): Promise<z.output<S>> {
  if (mediaType(req) !== FORM_TYPE) throw new HttpError(415, 'Content-Type must be a form post');
  const text = await readText(req, options.limit ?? MAX_BODY_BYTES, 'The form must be sent as UTF-8 text.');
  const fields: Record<string, string> = { ...options.extra };
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (seen.has(name)) continue;
    seen.add(name);
    fields[name] = value;
  }
  return checked(schema, fields);
}
