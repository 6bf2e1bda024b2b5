/**
 * The real page beside the form: the dev server's own page for the file's slug, or its quick-win
 * guide page, in a frame that reloads once a save has reached the page. While the draft has
 * problems they are listed above it (the frame shows the last saved version, which is valid).
 */
import { useEffect, useRef, useState } from 'react';
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

const WAIT_FOR_CHANGE_MS = 8_000;
const POLL_MS = 250;

async function pageText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  return response.text();
}

export function Preview({ slug, path: page, savedCount, problems, previewUrl }: PreviewProps) {
  const [tab, setTab] = useState<Tab>('page');
  const [stamp, setStamp] = useState(0);
  const [updating, setUpdating] = useState(false);
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
    if (url) void pageText(url).then((text) => (lastText.current = text), () => undefined);
  }, [path, previewUrl]);

  // After a save, the dev server reloads the file; the frame reloads once the page has changed.
  useEffect(() => {
    const url = path ? previewUrl(path, 0) : null;
    if (savedCount === 0 || !url) return;
    let stopped = false;
    setUpdating(true);
    const started = Date.now();
    const poll = async () => {
      while (!stopped && Date.now() - started < WAIT_FOR_CHANGE_MS) {
        const text = await pageText(url).catch(() => null);
        if (text !== null && text !== lastText.current) {
          lastText.current = text;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (!stopped) {
        reload();
        setUpdating(false);
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
      {src ? (
        <iframe
          key={src}
          ref={frame}
          className="preview-frame"
          title={`Preview of ${path}`}
          src={src}
          onLoad={(event) => event.currentTarget.contentWindow?.scrollTo({ top: scrollY.current, behavior: 'instant' })}
        />
      ) : (
        <p className="preview-empty">A new page has no preview yet: save it, and it shows here.</p>
      )}
    </section>
  );
}
