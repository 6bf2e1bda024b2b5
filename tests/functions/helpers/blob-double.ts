/**
 * An in-memory Netlify Blobs double with true conditional-write semantics, plugged in through
 * getStore's `fetch` option. Each request is handled in one synchronous step, so
 * If-None-Match: * and If-Match are atomic, as in production (unlike the local emulator, which
 * checks and writes in separate async steps). Reads return an ETag, unless `etagsOnRead` is
 * false (to imitate the emulator and check that a missing ETag is never taken as a match).
 */
export interface BlobDouble {
  fetch: typeof globalThis.fetch;
  entries: Map<string, { data: Uint8Array; etag: string; metadata: string | null }>;
  etagsOnRead: boolean;
  writes: number;
  preconditionFailures: number;
}

export const DOUBLE_URL = 'http://blobs.double';

export function createBlobDouble(): BlobDouble {
  let version = 0;
  const double: BlobDouble = {
    entries: new Map(),
    etagsOnRead: true,
    writes: 0,
    preconditionFailures: 0,
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = (init?.method ?? 'GET').toUpperCase();
      const headers = new Headers(init?.headers);
      // Edge-style paths: /<siteID>/<store>/<key...>
      const [, siteID, storeName, ...keyParts] = url.pathname.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      const id = `${siteID}/${decodeURIComponent(storeName ?? '')}`;
      const body = init?.body ? new Uint8Array(await new Response(init.body as BodyInit).arrayBuffer()) : new Uint8Array();
      // ---- everything below runs without awaiting: atomic ----
      if (!key) {
        if (method === 'GET') {
          const prefix = url.searchParams.get('prefix') ?? '';
          const dirs = url.searchParams.get('directories') === 'true';
          const blobs: Array<{ key: string; etag: string; last_modified: string; size: number }> = [];
          const directories = new Set<string>();
          for (const [full, entry] of double.entries) {
            if (!full.startsWith(`${id}/`)) continue;
            const k = full.slice(id.length + 1);
            if (!k.startsWith(prefix)) continue;
            const rest = k.slice(prefix.length);
            if (dirs && rest.includes('/')) {
              directories.add(prefix + rest.slice(0, rest.indexOf('/')));
              continue;
            }
            blobs.push({ key: k, etag: entry.etag, last_modified: new Date().toISOString(), size: entry.data.length });
          }
          return Response.json({ blobs, directories: [...directories] });
        }
        return new Response(null, { status: 400 });
      }
      const full = `${id}/${key}`;
      const current = double.entries.get(full);
      if (method === 'GET' || method === 'HEAD') {
        if (!current) return new Response(null, { status: 404 });
        const h = new Headers();
        if (double.etagsOnRead) h.set('etag', current.etag);
        if (current.metadata) h.set('x-amz-meta-user', current.metadata);
        return new Response(method === 'HEAD' ? null : (current.data as unknown as BodyInit), { status: 200, headers: h });
      }
      if (method === 'PUT') {
        const ifNoneMatch = headers.get('if-none-match');
        const ifMatch = headers.get('if-match');
        if (ifNoneMatch === '*' && current) {
          double.preconditionFailures++;
          return new Response(null, { status: 412 });
        }
        if (ifMatch && (!current || current.etag !== ifMatch)) {
          double.preconditionFailures++;
          return new Response(null, { status: 412 });
        }
        const etag = `"v${++version}"`;
        double.entries.set(full, { data: body, etag, metadata: headers.get('x-amz-meta-user') });
        double.writes++;
        return new Response(null, { status: 200, headers: { etag } });
      }
      if (method === 'DELETE') {
        double.entries.delete(full);
        return new Response(null, { status: 204 });
      }
      return new Response(null, { status: 405 });
    },
  };
  return double;
}
