/**
 * The preview frame's page, as the editor handles it (same origin: the editor reaches into it):
 * a new rendering of the draft put in place of the shown one without a reload (no flash, the
 * scroll kept), a click on the page turned into the field it shows, and a field's element found
 * to scroll to. No mark is added to the page for this: an element's field is found by its text
 * (or a picture's description), compared with the draft's texts (src/editor/core/live-preview.ts).
 */
import { fieldOfText, showsField, type FieldText } from '../core/live-preview.ts';
import type { FieldPath } from '../core/frontmatter.ts';

/** Puts the page at `url` in place of the frame's page, keeping the scroll; false when the frame has no page to update (load it instead). */
export async function swapInto(frame: HTMLIFrameElement, url: string, signal: AbortSignal): Promise<boolean> {
  const document = frame.contentDocument;
  const window = frame.contentWindow;
  if (!document?.body || !window || document.readyState !== 'complete') return false;
  if (window.location.pathname !== new URL(url, location.href).pathname) return false;
  const response = await fetch(url, { cache: 'no-store', signal });
  const text = await response.text();
  if (!response.ok) throw new Error(`the dev server answered ${response.status}: ${text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200)}`);
  const next = new DOMParser().parseFromString(text, 'text/html');
  const top = window.scrollY;
  document.title = next.title;
  // The page's scripts have run and its styles are in its head: only the body changes. Its
  // islands (custom elements) hydrate again as they are put in; its other scripts do not run twice.
  document.body.replaceWith(document.importNode(next.body, true));
  window.history.replaceState(null, '', url);
  window.scrollTo({ top, behavior: 'instant' });
  return true;
}

/** The field the element clicked shows: its own text's, a picture's description's, or its section's heading's. */
export function fieldAt(target: Element, fields: readonly FieldText[]): FieldPath | null {
  for (let element: Element | null = target; element && element.tagName !== 'BODY'; element = element.parentElement) {
    const alt = element.getAttribute('alt') ?? element.querySelector(':scope > img[alt], :scope > picture > img[alt]')?.getAttribute('alt');
    const byText = fieldOfText(fields, (element as HTMLElement).innerText ?? element.textContent ?? '') ?? (alt ? fieldOfText(fields, alt) : null);
    if (byText) return byText;
    // A click on a section's background, an icon or a figure: the section's heading.
    if (element.matches('section, header, footer, article, aside, [class*="section"]')) {
      for (const heading of element.querySelectorAll('h1, h2, h3')) {
        const path = fieldOfText(fields, (heading as HTMLElement).innerText ?? heading.textContent ?? '');
        if (path) return path;
      }
    }
  }
  return null;
}

/** The element of the page that shows `field` (the innermost, the first one a visitor sees), or null. */
export function elementShowing(document: Document, field: FieldText, isPicture: boolean): HTMLElement | null {
  if (isPicture) {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[alt]')) {
      if (showsField(field, image.alt) && image.getClientRects().length) return image;
    }
  }
  let found: HTMLElement | null = null;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (found && !found.contains(element)) break;
    if (element instanceof HTMLScriptElement || element instanceof HTMLStyleElement) continue;
    if (!showsField(field, element.textContent ?? '')) continue;
    if (element.getClientRects().length === 0) continue;
    found = element;
  }
  return found;
}

/** Scrolls the frame's page (only it, never the editor around it) so the element is in the upper part of the view, and marks it a moment. */
export function scrollFrameTo(window: Window, element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 4;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  const before = element.style.outline;
  element.style.outline = '3px solid #f59e0b';
  element.style.outlineOffset = '4px';
  setTimeout(() => {
    element.style.outline = before;
    element.style.outlineOffset = '';
  }, 1_200);
}
