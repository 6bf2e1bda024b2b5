/**
 * A change of several files (a rename, a retire; a case study deleted) as both stores describe it: the industry file
 * it is about, and what it does in an editor's words (the dev server's notice, the title of the
 * pull request on the live site).
 */
import { INDUSTRY_FOLDER, PORTFOLIO_FOLDER } from './industry-file.ts';
import type { ContentChange } from './store.ts';

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The industry file a change is about: a retire's removed file, a rename's new file. */
export function focusOf(change: ContentChange): string {
  const industries = change.files.filter((file) => file.path.startsWith(`${INDUSTRY_FOLDER}/`));
  const removed = industries.find((file) => file.source === null);
  if (change.kind === 'retire' && removed) return removed.path;
  return (industries.find((file) => file.source !== null && file.baseVersion === null) ?? industries.find((file) => file.source !== null) ?? removed ?? change.files[0]!).path;
}

/** The industry file a change starts from: the one it renames or retires. */
export function originOf(change: ContentChange): string {
  const removed = change.files.find((file) => file.path.startsWith(`${INDUSTRY_FOLDER}/`) && file.source === null);
  return (removed ?? change.files.find((file) => file.path.startsWith(`${INDUSTRY_FOLDER}/`)) ?? change.files[0]!).path;
}

/** The case studies a change points at another industry file. */
export function caseStudiesIn(change: ContentChange): string[] {
  return change.files.filter((file) => file.path.startsWith(`${PORTFOLIO_FOLDER}/`)).map((file) => nameOf(file.path));
}

/** What the change did, in a sentence: `lawyers.mdx is now law.mdx, and 2 case studies point at it.` */
export function changeSentence(change: ContentChange): string {
  if (change.kind === 'delete') return `${change.files.map((file) => nameOf(file.path)).join(', ')} ${change.files.length === 1 ? 'was' : 'were'} deleted.`;
  const origin = nameOf(originOf(change));
  const studies = caseStudiesIn(change).length;
  const plural = studies === 1 ? 'one case study' : `${studies} case studies`;
  if (change.kind === 'rename') {
    const renamed = nameOf(focusOf(change));
    return `${origin} is now ${renamed}${studies ? `, and ${plural} ${studies === 1 ? 'points' : 'point'} at it` : ''}.`;
  }
  const keeper = change.files.find((file) => file.path.startsWith(`${INDUSTRY_FOLDER}/`) && file.source !== null);
  const kept = keeper ? `; its addresses now lead to the page of ${nameOf(keeper.path)}` : '';
  return `${origin} was deleted${studies ? `, ${plural} moved to another industry` : ''}${kept}.`;
}
