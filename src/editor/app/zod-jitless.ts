/**
 * Imported first by main.tsx. Zod compiles its object checks with `new Function()` when it may,
 * and asks whether it may as each object schema is built, on import of the schema modules. The
 * editor's Content-Security-Policy forbids eval ('unsafe-eval' is never allowed), so Zod is told
 * not to try before any schema exists.
 */
import { z } from 'astro/zod';

z.config({ jitless: true });
