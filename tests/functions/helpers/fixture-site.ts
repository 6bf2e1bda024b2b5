/**
 * The fixture web site the AI review fetches, on 127.0.0.1.
 *
 * How "public" is simulated honestly: 127.0.0.1 is loopback, which the safe fetch refuses like
 * any private address. The tests list exactly this server's host:port in AI_REVIEW_ALLOW_HOSTS,
 * which is the one switch that lets the fetch treat a single origin as if it were a public
 * site. Everything else keeps the production rules: a redirect from this "public" site to
 * another loopback port, to 169.254.169.254 or to localhost is checked again from scratch and
 * refused, exactly as a real public page redirecting to a private address would be.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const pages = join(import.meta.dirname, '..', 'fixtures', 'pages');
export const page = (name: string) => readFileSync(join(pages, name), 'utf8');

export interface FixtureSite {
  origin: string;
  hostPort: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

export async function startFixtureSite(options: { privateTarget?: string; host?: string } = {}): Promise<FixtureSite> {
  const hits: string[] = [];
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.push(url.pathname);
    const html = (body: string, status = 200) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const redirect = (location: string, status = 302) => {
      res.writeHead(status, { location });
      res.end();
    };
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const n = Number(chain[1]);
      return n === 0 ? html(page('law-firm.html')) : redirect(`/chain/${n - 1}`);
    }
    switch (url.pathname) {
      case '/':
      case '/law-firm':
        return html(page('law-firm.html'));
      case '/bare':
        return html(page('bare.html'));
      case '/injection':
        return html(page('injection.html'));
      case '/gzip': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(page('law-firm.html')));
      }
      case '/to-private':
        return redirect(options.privateTarget ?? 'http://127.0.0.1:9/');
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-localhost':
        return redirect('http://localhost/admin');
      case '/to-file':
        return redirect('file:///etc/passwd');
      case '/loop':
        return redirect('/loop');
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"not":"html"}');
      case '/big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(1023)}</p>`;
        for (let i = 0; i < 1700; i++) res.write(chunk);
        return res.end();
      }
      case '/gzip-bomb': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a')));
      }
      case '/slow':
        setTimeout(() => html(page('law-firm.html')), 3_000);
        return;
      case '/missing':
        return html('<h1>Not found</h1>', 404);
      default:
        return html('<h1>Not found</h1>', 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    hostPort: `${host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
