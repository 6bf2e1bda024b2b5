/** Dev only (added by contentErrorOverlay): while a content file is broken, every page shows why. */
import { defineMiddleware } from 'astro:middleware';
import { contentErrorMessage } from './content-errors';

export const onRequest = defineMiddleware((_context, next) => {
  const message = contentErrorMessage();
  if (message) throw new Error(message);
  return next();
});
