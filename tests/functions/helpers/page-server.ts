/**
 * A web site on 127.0.0.1 whose pages a test writes as it goes: `serve(path, html)` puts a page
 * at a path (hostile pages made up by the test, generated pages of the fuzz run). The tests
 * list its host:port in AI_REVIEW_ALLOW_HOSTS, like helpers/fixture-site.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  origin: string;
  hostPort: string;
  /**
   * Serves `html` at the path (a query is part of the returned address, not of the match); a
   * Buffer is sent as it is (a compressed body with its Content-Encoding in `headers`).
   */
  serve(path: string, html: string | Buffer, headers?: Record<string, string>): string;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, { html: string | Buffer; headers: Record<string, string> }>();
  const server: Server = createServer((req, res) => {
    const found = pages.get(new URL(req.url ?? '/', 'http://pages').pathname);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...found.headers });
    res.end(found.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    hostPort: `127.0.0.1:${port}`,
    serve(path, html, headers = {}) {
      pages.set(new URL(path, origin).pathname, { html, headers });
      return `${origin}${path}`;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
