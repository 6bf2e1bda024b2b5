/**
 * Every store of the backend on the in-memory Blobs double (tests/fixtures/blob-double.ts),
 * whose conditional writes are atomic as in production, with the machine-wide lock off, so the
 * conditional writes alone must keep the limits exact. Call in a describe block (or at a file's
 * top level): each test gets a fresh double; `current()` is it.
 */
import { afterEach, beforeEach } from 'vitest';
import { configureLock } from '../../../netlify/lib/platform/lock.ts';
import { configureStores } from '../../../netlify/lib/platform/stores.ts';
import { createBlobDouble, DOUBLE_URL, type BlobDouble } from '../../fixtures/blob-double.ts';

export function useStoreDouble(): { current(): BlobDouble } {
  let double: BlobDouble;
  beforeEach(() => {
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext = undefined;
    double = createBlobDouble();
    configureStores({ fetch: double.fetch, siteID: 'double', token: 'double-token', edgeURL: DOUBLE_URL, uncachedEdgeURL: DOUBLE_URL, local: false });
    configureLock({ enabled: false });
  });
  afterEach(() => {
    configureLock({ enabled: true });
    configureStores({});
  });
  return { current: () => double };
}
