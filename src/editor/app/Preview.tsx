/**
 * The real page beside the form: the dev server's own page for the file's slug, or its quick-win
 * guide page, in a frame that reloads once a save has reached the page. While the draft has
 * problems they are listed above it (the frame shows the last saved version, which is valid).
 *
 * The frame is as wide as a phone, a tablet or a desktop (the page lays itself out for that
 * width: the hero picture shows from laptop width), scaled down to fit beside the form. The dev
 * server's own toolbar is kept out of it. When the page does not come, or does not change after a
 * save, the preview says so and why, instead of showing the old page as if it were new.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { guidePath } from '../../lib/industry-registry.ts';
import type { ContentStore } from '../core/store.ts';

export interface PreviewProps {
  /** The saved file's slug ('' for a new file not saved yet). */
  slug: string;
  /** The page to show instead of the industry page of `slug` (a site text's page, a case study's); '' for none. */
  path?: string | undefined;
  /** Increases with each save. */
  savedCount: number;
  problems: readonly string[];
  previewUrl: ContentStore['previewUrl'];
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

const WAIT_FOR_CHANGE_MS = 8_000;
const POLL_MS = 250;

async function pageText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  const text = await response.text();
  if (!response.ok) throw new Error(`the dev server answered ${response.status}${text ? `: ${text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200)}` : ''}`);
  return text;
}

export function Preview({ slug, path: page, savedCount, problems, previewUrl }: PreviewProps) {
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
    setStamp((value) => value + 1);
  };
  const path = page !== undefined ? page : slug ? (tab === 'page' ? `/${slug}` : guidePath(slug)) : '';
  const src = path ? (previewUrl(path, stamp) ?? '') : '';

  // The page as the frame shows it, to tell when a save has reached it.
  useEffect(() => {
    lastText.current = null;
    scrollY.current = 0;
    if (!path) return;
    const url = previewUrl(path, 0);
    setFailure(null);
    if (url)
      void pageText(url).then(
        (text) => (lastText.current = text),
        (error: Error) => setFailure(`The page ${path} could not be shown: ${error.message}.`),
      );
  }, [path, previewUrl]);

  // After a save, the dev server reloads the file; the frame reloads once the page has changed.
  useEffect(() => {
    const url = path ? previewUrl(path, 0) : null;
    if (savedCount === 0 || !url) return;
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
  }, [savedCount, path, previewUrl]);

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
        {path && (
          <>
            <button type="button" className="button button-small" onClick={reload}>
              Reload
            </button>
            <a className="button button-small" href={path} target="_blank" rel="noopener">
              Open {path}
            </a>
          </>
        )}
      </div>
      {problems.length > 0 && (
        <div className="preview-problems">
          <p>
            <strong>{problems.length === 1 ? 'The draft has a problem' : `The draft has ${problems.length} problems`}</strong>, so it cannot be saved yet.
            {path ? ' The preview shows the last saved version.' : ''}
          </p>
          <ul>
            {problems.slice(0, 8).map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
            {problems.length > 8 && <li>…and {problems.length - 8} more (listed above the form).</li>}
          </ul>
        </div>
      )}
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
              event.currentTarget.contentWindow?.scrollTo({ top: scrollY.current, behavior: 'instant' });
            }}
          />
        ) : (
          <p className="preview-empty">A new page has no preview yet: save it, and it shows here.</p>
        )}
      </div>
    </section>
  );
}
