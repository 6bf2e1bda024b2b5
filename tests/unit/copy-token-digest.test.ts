/**
 * Astro parses a content file again only when the file changed; the copy tokens are filled while
 * it is parsed. A collection is given a clean slate when the tokens' values changed since its
 * entries were parsed (a new price in src/content/pricing.yaml, a new claim in config.ts), so no
 * page keeps an old figure; with the same values it keeps its store.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Loader, LoaderContext } from 'astro/loaders';
import { reparsedWhenTokensChange } from '../../src/loaders/copy-token-digest';
import { COPY_TOKENS, usePriceTokens } from '~/lib/copy-tokens';

function context(meta: Map<string, string>) {
  const clear = vi.fn();
  const ctx = {
    meta: { get: (key: string) => meta.get(key), set: (key: string, value: string) => void meta.set(key, value) },
    store: { clear },
    generateDigest: (value: string) => String(value.length) + value.slice(-40),
  } as unknown as LoaderContext;
  return { ctx, clear };
}

describe('a collection whose texts hold copy tokens', () => {
  it('is parsed anew when a token changed, and kept when none did', async () => {
    const load = vi.fn(async () => {});
    const loader = reparsedWhenTokensChange({ name: 'test', load } as Loader);
    const meta = new Map<string, string>();

    const first = context(meta);
    await loader.load(first.ctx);
    expect(first.clear).toHaveBeenCalledTimes(1);

    const same = context(meta);
    await loader.load(same.ctx);
    expect(same.clear).not.toHaveBeenCalled();

    const before = COPY_TOKENS.auditPrice!;
    usePriceTokens({ auditPrice: '$599', consultOneHour: '$299', consultTwoHours: '$499', startingPrice: '$995' });
    try {
      const changed = context(meta);
      await loader.load(changed.ctx);
      expect(changed.clear).toHaveBeenCalledTimes(1);
    } finally {
      usePriceTokens({ auditPrice: before, consultOneHour: COPY_TOKENS.consultOneHour!, consultTwoHours: COPY_TOKENS.consultTwoHours!, startingPrice: COPY_TOKENS.startingPrice! });
    }
    expect(load).toHaveBeenCalledTimes(3);
  });
});
