/** FAQ search: trimmed, lowercased text matched against question or answer. */

export interface FaqItem {
  q: string;
  a: string;
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function matchesFaq(item: FaqItem, query: string): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return item.q.toLowerCase().includes(needle) || item.a.toLowerCase().includes(needle);
}

/** What the search's live status says: how many questions, or how many match what is typed. */
export function faqStatusText(shown: number, total: number, query: string): string {
  return normalizeQuery(query) ? `${shown} of ${total} questions match` : `${total} questions`;
}
