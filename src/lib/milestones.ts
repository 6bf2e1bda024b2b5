/**
 * The /about milestones (2022 founded, 2023 20+ launches, 2024 good web vitals, today's focus on
 * outcomes) in the order they happened. A content collection does not keep its
 * file's order (Astro's store returns entries by id, which put "today" before "web-vitals"), so
 * the page sorts: by year, and 'Today' after every year.
 */
export interface DatedMilestone {
  /** A four-digit year or 'Today' (the content schema allows nothing else). */
  year: string;
}

const sortKey = (year: string) => (/^\d{4}$/.test(year) ? Number(year) : Number.POSITIVE_INFINITY);

/** A sorted copy, oldest first; milestones of the same year keep their relative order. */
export function chronological<T extends DatedMilestone>(milestones: readonly T[]): T[] {
  return [...milestones].sort((a, b) => sortKey(a.year) - sortKey(b.year));
}
