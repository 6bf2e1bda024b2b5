/**
 * The real page beside the form. Where the store renders drafts (the dev server), it is the page
 * as the unsaved draft makes it, rendered by the site's own route and components a moment after
 * each edit (a new page too, before it is saved) and put in place of the shown one without a
 * reload: no flash, the scroll kept. A click on the page focuses the field it shows; a field
 * that takes the focus in the form scrolls the page to where it shows. While the draft has
 * problems they are listed above it, and the frame keeps the last draft that could be shown.
 * Elsewhere (a case study) it is the saved page, reloaded once a save has reached it.
 *
 * The frame is as wide as a phone, a tablet or a desktop (the page lays itself out for that
 * width: the hero picture shows from laptop width), scaled down to fit beside the form. The dev
 * server's own toolbar is kept out of it. When the page does not come, or does not change after a
 * save, the preview says so and why, instead of showing the old page as if it were new.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { guidePath } from '../../lib/industry-registry.ts';
import type { ContentStore, DraftPreview, DraftPreviewRequest } from '../core/store.ts';
import type { FieldPath } from '../core/frontmatter.ts';
import { fieldPathKey, fieldTextsOf } from '../core/live-preview.ts';
import { elementShowing, fieldAt, scrollFrameTo, swapInto } from './preview-frame.ts';

/** The draft shown live: how to render it, its text, and the form it is linked to. */
export interface LiveDraft {
  render(draft: DraftPreviewRequest): Promise<DraftPreview>;
  /** The file's project path (a new page: the file its slug names). */
  file: string;
  /** The draft's prose as a save would write it (null: a file without prose); a new function for each edit. */
  prose: () => string | null;
  /** Whether the draft passes its checks (one that does not is not rendered: the last one that did stays). */
  valid: boolean;
  /** The draft's data: its texts by field tell the field a click on the page shows. */
  data: unknown;
  /** The form's field that has the focus, and whether the focus came from a click on the page. */
  focused: { path: FieldPath; fromPage: boolean } | null;
  /** A click on the page asks for this field. */
  onPick(path: FieldPath): void;
  /** Whether a field holds a picture (its element is found by the picture's description). */
  isPicture(path: FieldPath): boolean;
}

export interface PreviewProps {
  /** The saved file's slug ('' for a new file not saved yet). */
  slug: string;
  /** The page to show instead of the industry page of `slug` (a site text's page, a case study's); '' for none. */
  path?: string | undefined;
  /** Increases with each save. */
  savedCount: number;
  problems: readonly string[];
  previewUrl: ContentStore['previewUrl'];
  /** The draft, where the store renders drafts: the frame shows it live. */
  live?: LiveDraft | undefined;
}

type Tab = 'page' | 'guide';

/** The widths the page is shown at, as a visitor's screen would be. */
export const PREVIEW_WIDTHS = [
  { name: 'Phone', width: 390 },
  { name: 'Tablet', width: 768 },
  { name: 'Desktop', width: 1280 },
] as const;

/** The dev server's toolbar (Astro's), which is no part of the page: removed from the frame as soon as it appears. */
function keepToolbarOut(frame: HTMLIFrameElement): void {
  const document = frame.contentDocument;
  if (!document?.body) return;
  const remove = () => document.querySelectorAll('astro-dev-toolbar').forEach((toolbar) => toolbar.remove());
  remove();
  new MutationObserver(remove).observe(document.body, { childList: true });
}

/** The pause after an edit before the draft is rendered: typing is not interrupted by renders. */
export const LIVE_DELAY_MS = 300;
const WAIT_FOR_CHANGE_MS = 8_000;
const POLL_MS = 250;

async function pageText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  const text = await response.text();
  if (!response.ok) throw new Error(`the dev server answered ${response.status}${text ? `: ${text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200)}` : ''}`);
  return text;
}

export function Preview({ slug, path: page, savedCount, problems, previewUrl, live }: PreviewProps) {
  const [tab, setTab] = useState<Tab>('page');
  const [stamp, setStamp] = useState(0);
  const [updating, setUpdating] = useState(false);
  /** Why the frame does not show what was saved, when it does not. */
  const [failure, setFailure] = useState<string | null>(null);
  const [width, setWidth] = useState<number>(PREVIEW_WIDTHS[2].width);
  // The frame is laid out at `width` and scaled to the space beside the form.
  const stage = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSpace({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = space.width > 0 ? Math.min(1, space.width / width) : 1;
  const lastText = useRef<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  /** Where the page was scrolled to, so a reload after a save shows the same place. */
  const scrollY = useRef(0);
  const reload = () => {
    scrollY.current = frame.current?.contentWindow?.scrollY ?? 0;
    if (liveRef.current && frame.current?.contentWindow) frame.current.contentWindow.location.reload();
    else setStamp((value) => value + 1);
  };
  const path = page !== undefined ? page : slug ? (tab === 'page' ? `/${slug}` : guidePath(slug)) : '';

  // The draft, rendered a moment after each edit: the first rendering loads the frame, each next
  // one is put in place of the shown page (or loads the frame, when the page shown is another).
  const [liveUrl, setLiveUrl] = useState<string | null>(null);
  const [proseNote, setProseNote] = useState<string | null>(null);
  const fields = useMemo(() => fieldTextsOf(live?.data), [live?.data]);
  const liveRef = useRef(live ? { ...live, fields } : undefined);
  liveRef.current = live ? { ...live, fields } : undefined;
  const guide = tab === 'guide';
  const draftData = live?.data;
  const prose = live?.valid ? live.prose : null;
  const liveFile = live?.file ?? '';
  const isLive = Boolean(live);
  useEffect(() => {
    if (!isLive) return setLiveUrl(null);
  }, [isLive, liveFile]);
  useEffect(() => {
    const render = liveRef.current?.render;
    if (!prose || !render) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setUpdating(true);
      render({ path: liveFile, data: draftData, body: prose(), guide })
        .then(async (answer) => {
          if (controller.signal.aborted) return;
          setProseNote(answer.prose);
          const element = frame.current;
          const swapped = element ? await swapInto(element, answer.url, controller.signal) : false;
          if (!swapped) {
            scrollY.current = frame.current?.contentWindow?.scrollY ?? 0;
            setLiveUrl(answer.url);
          } else {
            // A new body: the toolbar's watch was on the one replaced.
            keepToolbarOut(element!);
            attachPicker(element!);
          }
          setFailure(null);
        })
        .catch((error: Error) => {
          if (!controller.signal.aborted) setFailure(`The draft could not be shown: ${error.message}`);
        })
        .finally(() => {
          if (!controller.signal.aborted) setUpdating(false);
        });
    }, LIVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [prose, draftData, liveFile, guide]);

  /** A click on the page (anywhere but the scrollbars) focuses the field it shows; the page's links and forms do not leave the draft. */
  const attachPicker = (element: HTMLIFrameElement) => {
    const document = element.contentDocument;
    if (!document || (document as Document & { editorPicker?: boolean }).editorPicker) return;
    (document as Document & { editorPicker?: boolean }).editorPicker = true;
    document.addEventListener(
      'click',
      (event) => {
        const current = liveRef.current;
        const target = event.target as Element | null;
        if (!current || !target?.closest) return;
        if (target.closest('a[href], button[type="submit"], input[type="submit"]')) event.preventDefault();
        const path = fieldAt(target, current.fields);
        if (path) current.onPick(path);
      },
      true,
    );
    document.addEventListener('submit', (event) => event.preventDefault(), true);
  };

  // A field that takes the focus in the form: the page scrolls to where it shows (not when the focus came from a click on the page: it is in view).
  const focusedKey = live?.focused && !live.focused.fromPage ? fieldPathKey(live.focused.path) : null;
  useEffect(() => {
    const current = liveRef.current;
    const window = frame.current?.contentWindow;
    const focused = current?.focused;
    if (!focusedKey || !current || !focused || !window?.document.body) return;
    // A field without text of its own (a number, a picture, a list): the nearest text at or around its path.
    for (let length = focused.path.length; length > 0; length--) {
      const prefix = fieldPathKey(focused.path.slice(0, length));
      const field = current.fields.find((candidate) => fieldPathKey(candidate.path) === prefix || fieldPathKey(candidate.path).startsWith(`${prefix}.`));
      if (!field) continue;
      const element = elementShowing(window.document, field, current.isPicture(focused.path));
      if (element) {
        scrollFrameTo(window, element);
        return;
      }
    }
  }, [focusedKey]);

  const src = isLive ? (liveUrl ?? '') : path ? (previewUrl(path, stamp) ?? '') : '';

  // The page as the frame shows it, to tell when a save has reached it.
  useEffect(() => {
    lastText.current = null;
    scrollY.current = 0;
    if (!path || isLive) return;
    const url = previewUrl(path, 0);
    setFailure(null);
    if (url)
      void pageText(url).then(
        (text) => (lastText.current = text),
        (error: Error) => setFailure(`The page ${path} could not be shown: ${error.message}.`),
      );
  }, [path, previewUrl, isLive]);

  // After a save, the dev server reloads the file; the frame reloads once the page has changed.
  useEffect(() => {
    const url = path ? previewUrl(path, 0) : null;
    if (savedCount === 0 || !url || isLive) return;
    let stopped = false;
    setUpdating(true);
    const started = Date.now();
    const poll = async () => {
      let changed = false;
      let problem: string | null = null;
      while (!stopped && Date.now() - started < WAIT_FOR_CHANGE_MS) {
        const text = await pageText(url).then(
          (page) => ((problem = null), page),
          (error: Error) => ((problem = error.message), null),
        );
        if (text !== null && text !== lastText.current) {
          lastText.current = text;
          changed = true;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (!stopped) {
        reload();
        setUpdating(false);
        setFailure(
          changed
            ? null
            : problem
              ? `The saved page could not be shown: ${String(problem)}.`
              : `The page did not change within ${WAIT_FOR_CHANGE_MS / 1000} seconds of the save: the dev server may still be rebuilding it. Press Reload in a moment.`,
        );
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [savedCount, path, previewUrl, isLive]);

  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview-bar">
        <h2 id="preview-title">Preview</h2>
        <div className="segmented" role="group" aria-label="Which page">
          <button type="button" aria-pressed={tab === 'page'} onClick={() => setTab('page')}>
            Page
          </button>
          <button type="button" aria-pressed={tab === 'guide'} onClick={() => setTab('guide')}>
            Guide page
          </button>
        </div>
        <div className="segmented" role="group" aria-label="Screen width">
          {PREVIEW_WIDTHS.map((choice) => (
            <button key={choice.width} type="button" aria-pressed={width === choice.width} onClick={() => setWidth(choice.width)} title={`${choice.width} pixels wide`}>
              {choice.name}
            </button>
          ))}
        </div>
        <span className="preview-status" role="status">
          {updating ? 'Updating…' : ''}
        </span>
        {(path || src) && (
          <button type="button" className="button button-small" onClick={reload}>
            Reload
          </button>
        )}
        {path && (
          <a className="button button-small" href={path} target="_blank" rel="noopener" title="The saved page, as visitors will see it once published">
            Open {path}
          </a>
        )}
      </div>
      {problems.length > 0 && (
        <div className="preview-problems">
          <p>
            <strong>{problems.length === 1 ? 'The draft has a problem' : `The draft has ${problems.length} problems`}</strong>, so it cannot be saved yet.
            {isLive ? (liveUrl ? ' The preview shows the draft as it last could be shown.' : '') : path ? ' The preview shows the last saved version.' : ''}
          </p>
          <ul>
            {problems.slice(0, 8).map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
            {problems.length > 8 && <li>…and {problems.length - 8} more (listed above the form).</li>}
          </ul>
        </div>
      )}
      {proseNote && <p className="preview-problems">{proseNote}</p>}
      {failure && (
        <p className="preview-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="preview-stage" ref={stage}>
        {src ? (
          <iframe
            key={src}
            ref={frame}
            className="preview-frame"
            title={`Preview of ${path}, ${width} pixels wide`}
            src={src}
            style={{ width: `${width}px`, height: `${space.height / scale}px`, transform: `scale(${scale})` }}
            onLoad={(event) => {
              keepToolbarOut(event.currentTarget);
              if (liveRef.current) attachPicker(event.currentTarget);
              event.currentTarget.contentWindow?.scrollTo({ top: scrollY.current, behavior: 'instant' });
            }}
          />
        ) : (
          <p className="preview-empty">
            {isLive ? (live?.valid ? 'The page is being drawn…' : 'The page shows here once its fields pass their checks.') : 'A new page has no preview yet: save it, and it shows here.'}
          </p>
        )}
      </div>
    </section>
  );
}
