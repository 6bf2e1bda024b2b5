/**
 * How a draft's pages will look outside the site: the Google result (title, address, description)
 * and the share card. Both servers of the editor answer it on the one wire (`POST share-card`,
 * editor-api.ts): the draft is read with its file's schema (the check a save runs), its pages'
 * <head> texts are computed by the functions the routes use (src/lib/page-heads.ts, then
 * src/lib/seo.ts's pageHead, as BaseLayout writes them), and each card is drawn by the build's own
 * drawing function, passed in (`draw`: satori's SVG, src/lib/share-card-drawing.ts).
 *
 * The studio's name and address and the industry pages' shared words are read from their files
 * (`read`: from disk in development, from the repository on /admin), or from the draft when it
 * is that file.
 */
import { plainMessage } from '../../lib/schemas/messages.ts';
import { PAGE_FILES } from '../../lib/schemas/pages.ts';
import { textFileSchema } from '../../lib/content-check.ts';
import { textFileAt } from '../../lib/content-files.ts';
import { guidePageHead, industryPageHead, textPageHead, type IndustryHeadData, type IndustryHeadTexts, type PageHeadOf } from '../../lib/page-heads.ts';
import { pageHead } from '../../lib/seo.ts';
import { shareCardAlt, SHARE_CARD_SIZE, type ShareCard } from '../../lib/share-card.ts';
import { STUDIO_FILE } from '../../lib/studio.ts';
import { slotNames } from '../../lib/text-slots.ts';
import { formSchemaOf, labelOfPath } from './form-schema.ts';
import { contentFileOf } from './industry-file.ts';
import { editorSchemaFor, partsOfPath } from './validation.ts';
import type { PageLook, PageLookRequest, PageLooks } from './page-look-types.ts';

export type { PageLookRequest, PageLooks } from './page-look-types.ts';

/** The studio's facts the head and the card name. */
interface CardSiteFacts {
  name: string;
  url: string;
}

export const INDUSTRY_TEXTS_FILE = PAGE_FILES.industryPage.file;

/** A refusal of the request, said in the editor's words, with its status (always a 4xx). */
export class PageLookRefusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface PageLookDeps {
  /** A content file's text as saved (the studio's, the industry pages' shared words). */
  read(path: string): Promise<string>;
  /** The build's drawing of a card: its SVG. */
  draw(card: ShareCard, site: CardSiteFacts): Promise<string>;
}

/** The draft read with its file's schema; a refusal naming the first field at fault, by its label, in plain words. */
async function parsed(path: string, data: unknown): Promise<unknown> {
  const schema = editorSchemaFor(path);
  const result = await schema.safeParseAsync(data, { error: plainMessage });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const field = first ? labelOfPath(formSchemaOf(schema), first.path as Array<string | number>) : 'The page';
  throw new PageLookRefusal(422, `${field}: ${first?.message ?? 'this does not fit yet'} Google's result and the share card show once it is solved.`);
}

/** A saved file's data, read with its schema (the draft stands in when it is that file). */
async function savedData(path: string, request: PageLookRequest, draft: unknown, deps: PageLookDeps): Promise<unknown> {
  if (request.path === path) return draft;
  const parts = partsOfPath(path, await deps.read(path));
  const result = await textFileSchema(path, null)?.safeParseAsync(parts?.data);
  if (!result?.success) throw new PageLookRefusal(409, `${textFileAt(path)?.title ?? path} cannot be read as saved: open it and solve its problems first.`);
  return result.data;
}

/** A text page's search texts, when the page shows them as written (a page that fills {slots} in them is left out). */
function seoOf(data: unknown): { title: string; description: string } | null {
  const seo = (data as { seo?: { title?: unknown; description?: unknown } } | null)?.seo;
  if (typeof seo?.title !== 'string' || typeof seo.description !== 'string') return null;
  if (slotNames(seo.title).length || slotNames(seo.description).length) return null;
  return { title: seo.title, description: seo.description };
}

/** The pages a draft makes and their head input, in the editor's words. */
async function headsOf(request: PageLookRequest, draft: unknown, deps: PageLookDeps): Promise<Array<{ label: string; head: PageHeadOf }> | string> {
  const file = contentFileOf(request.path);
  if (!file) throw new PageLookRefusal(400, `${request.path} is not a content file the editor opens.`);
  if (file.kind === 'industry') {
    const texts = (await savedData(INDUSTRY_TEXTS_FILE, request, draft, deps)) as IndustryHeadTexts;
    const data = draft as IndustryHeadData;
    return [
      { label: 'The page', head: industryPageHead(data, texts) },
      { label: 'The guide page', head: guidePageHead(data, texts) },
    ];
  }
  const page = file.kind === 'text' ? textFileAt(request.path)?.page : null;
  const seo = seoOf(draft);
  if (!page || !seo) return 'This file has no page of its own with a title and description: its words show on other pages.';
  return [{ label: 'The page', head: textPageHead({ seo }, page) }];
}

/** The draft's pages as Google and a share will show them; a draft that does not pass its checks is refused (422). */
export async function pageLooksOf(request: PageLookRequest, deps: PageLookDeps): Promise<PageLooks> {
  if (!contentFileOf(request.path)) throw new PageLookRefusal(400, `${request.path} is not a content file the editor opens.`);
  const draft = await parsed(request.path, request.data);
  const heads = await headsOf(request, draft, deps);
  if (typeof heads === 'string') return { pages: [], none: heads };
  const studio = (await savedData(STUDIO_FILE, request, draft, deps)) as CardSiteFacts;
  const site = { name: studio.name, url: studio.url };
  const pages = await Promise.all(
    heads.map(async ({ label, head: input }) => {
      const head = pageHead(input, input.path, site.name, site.url);
      // A page kept out of search has no card of its own: none here either.
      const card = head.card ?? { headline: input.title };
      const svg = await deps.draw(card, site);
      return {
        page: input.path,
        label,
        title: head.title,
        description: head.description,
        canonical: head.canonical,
        siteName: site.name,
        card: { image: svgDataUrl(svg), alt: shareCardAlt(card, site.name), ...SHARE_CARD_SIZE },
      } satisfies PageLook;
    }),
  );
  return { pages };
}

/** An SVG as a data: URL (the /admin app's pictures may come only from itself or data:). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
