/**
 * The request bodies of the editor's wire (editor-api.ts), as both servers parse them: the dev
 * server's file API and /admin's functions. A module of its own so that the browser app, which
 * only sends them, does not carry the schemas.
 */
import { z } from 'zod';
import type { CreateRequest, SaveRequest } from './editor-api.ts';
import type { ContentChange } from './store.ts';

/** The longest file text a write carries, and the most files one change touches (a retired page, its case studies, the page that keeps its addresses). */
const MAX_SOURCE_CHARS = 400_000;
const MAX_CHANGE_FILES = 100;

const version = z.string().min(1).max(100);
/** PUT file. */
export const saveRequestSchema = z.object({ name: z.string().max(200), source: z.string().max(MAX_SOURCE_CHARS), baseVersion: version }) satisfies z.ZodType<SaveRequest>;
/** POST file. */
export const createRequestSchema = z.object({ name: z.string().max(200), source: z.string().max(MAX_SOURCE_CHARS) }) satisfies z.ZodType<CreateRequest>;
/** POST change. */
export const changeRequestSchema = z.object({
  kind: z.enum(['rename', 'retire', 'delete']),
  files: z
    .array(z.object({ path: z.string().max(300), source: z.string().max(MAX_SOURCE_CHARS).nullable(), baseVersion: version.nullable() }))
    .min(1)
    .max(MAX_CHANGE_FILES),
}) satisfies z.ZodType<ContentChange>;
/** POST share-card: the draft's fields (`data` is read with the file's schema by the route). */
export const pageLookRequestSchema = z.object({ path: z.string().max(300), data: z.unknown() }).transform((body) => ({ path: body.path, data: body.data ?? null }));
