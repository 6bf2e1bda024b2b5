/** Dev only (added by contentErrorOverlay): while a content file is broken, every page shows why. */
import { defineMiddleware } from 'astro:middleware';
import { contentErrorMessage } from './content-errors';

export const onRequest = defineMiddleware((_context, next) => {
  const message = contentErrorMessage();
  if (!message) return next();
  // The message is the whole story (file, field, what is allowed): no stack of this middleware.
  throw Object.assign(new Error(message), {
    stack: message,
    hint: 'Fix the file and save it: this page reloads by itself. docs/editing.md explains each error.',
  });
});
