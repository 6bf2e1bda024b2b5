/**
 * The build's refusals in the editor's words. Astro's own loaders (`file()`, `glob()`) parse each
 * collection with Zod's default messages ("Too small: expected string to have >=1 characters");
 * the content config calls this first, so that every collection says what to do ("Write something
 * here: it cannot be left empty."), as the editor and the industry files' checks already do. A
 * message a field writes itself still wins.
 */
import { z } from 'astro/zod';
import { plainMessage } from '../lib/schemas/messages';

export function speakEditorWords(): void {
  z.config({ customError: plainMessage });
}
