/**
 * The prices a save of the pricing file changes, one line each ("Price of "Website Conversion
 * Audit": $499 → $599"), above its form: a price is what visitors pay, so its change is named
 * apart from the other fields. The same lines head the pull request's list on /admin.
 */
import { priceChanges, type PricedItems } from '../../lib/offers.ts';

export function PriceChanges({ before, after }: { before: unknown; after: unknown }) {
  const lines = priceChanges((before ?? {}) as PricedItems, (after ?? {}) as PricedItems);
  if (!lines.length) return null;
  return (
    <section className="price-changes" aria-labelledby="price-changes-title">
      <h2 id="price-changes-title">{lines.length === 1 ? 'This save changes a price' : `This save changes ${lines.length} prices`}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
