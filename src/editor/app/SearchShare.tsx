/**
 * How the open file's pages will look outside the site, from the unsaved draft: the Google result
 * (title, address, description, each cut where Google cuts it, said in plain words) and the share
 * card as the build draws it. The server computes both with the build's own functions (the
 * `share-card` route, src/editor/core/page-look.ts) a moment after each edit; the cut is
 * src/lib/search-result.ts's. Loaded only when its panel is opened: it costs the editor's first
 * load nothing.
 */
import { useEffect, useState } from 'react';
import type { PageLook, PageLookRequest, PageLooks } from '../core/page-look-types.ts';
import { GOOGLE_DESCRIPTION, GOOGLE_TITLE, searchResult } from '../../lib/search-result.ts';
import './search-share.css';

export interface SearchShareProps {
  look(request: PageLookRequest): Promise<PageLooks>;
  /** The file's project path. */
  file: string;
  /** The draft's fields as the form holds them. */
  data: unknown;
}

/** The pause after an edit before the draft's result and card are asked for. */
export const SEARCH_SHARE_DELAY_MS = 400;

export function SearchShare({ look, file, data }: SearchShareProps) {
  const [looks, setLooks] = useState<PageLooks | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    let stopped = false;
    const timer = setTimeout(() => {
      setUpdating(true);
      look({ path: file, data })
        .then((answer) => {
          if (stopped) return;
          setLooks(answer);
          setProblem(null);
        })
        .catch((error: Error) => {
          if (!stopped) setProblem(error.message);
        })
        .finally(() => {
          if (!stopped) setUpdating(false);
        });
    }, SEARCH_SHARE_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [look, file, data]);

  return (
    <div className="search-share">
      <p className="search-share-status" role="status">
        {updating ? 'Updating…' : ''}
      </p>
      {problem && (
        <p className="search-share-problem">
          {looks ? 'Not updated: ' : ''}
          {problem}
        </p>
      )}
      {looks?.none && <p>{looks.none}</p>}
      {looks?.pages.map((page) => <PageLookView key={page.label} page={page} several={looks.pages.length > 1} />)}
      {!looks && !problem && <p>Drawing…</p>}
    </div>
  );
}

/** What Google does with a text too wide, in plain words. */
function cutNote(what: 'title' | 'description', shown: { cut: boolean; width: number }, text: string, field: string): string | null {
  if (!text.trim()) return `The page has no ${what}: Google makes one up from the page. Write its ${field}.`;
  if (!shown.cut) return null;
  const limit = what === 'title' ? GOOGLE_TITLE.maxWidth : GOOGLE_DESCRIPTION.maxWidth;
  return `The ${what} is cut: Google shows about ${limit} pixels of it, and it is ${Math.round(shown.width)} pixels wide (${text.length} characters). Shorten the ${field} if its end matters.`;
}

function PageLookView({ page, several }: { page: PageLook; several: boolean }) {
  const result = searchResult(page, page.siteName);
  const guide = page.label !== 'The page';
  const titleNote = cutNote('title', result.title, page.title, guide ? 'guide title' : 'page title');
  const descriptionNote = cutNote('description', result.description, page.description, guide ? 'guide description' : 'page description');
  const id = `search-share-${page.page.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section className="search-share-page" aria-labelledby={`${id}-heading`}>
      {several && (
        <h3 id={`${id}-heading`} className="search-share-heading">
          {page.label} ({page.page})
        </h3>
      )}
      {!several && (
        <h3 id={`${id}-heading`} className="search-share-heading">
          {page.page}
        </h3>
      )}
      <h4>How it looks in Google</h4>
      <div className="google-result" data-testid="google-result">
        <p className="google-site">{result.siteName}</p>
        <p className="google-address">{result.address}</p>
        <p className="google-title" data-testid="google-title">
          {result.title.shown}
        </p>
        <p className="google-description" data-testid="google-description">
          {result.description.shown}
        </p>
      </div>
      {(titleNote || descriptionNote) && (
        <ul className="search-share-notes">
          {titleNote && <li>{titleNote}</li>}
          {descriptionNote && <li>{descriptionNote}</li>}
        </ul>
      )}
      <h4>Its card when shared</h4>
      <img className="share-card-image" src={page.card.image} alt={page.card.alt} width={page.card.width} height={page.card.height} data-testid="share-card" />
      <p className="search-share-hint">As LinkedIn, Facebook, X and Slack show it; the build draws it from the same words.</p>
    </section>
  );
}
