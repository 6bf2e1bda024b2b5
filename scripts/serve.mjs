/**
 * Serves the built site (dist/) and the Netlify Functions through Netlify's own local
 * emulation (@netlify/dev): redirects and headers from netlify.toml and dist/_redirects,
 * functions with Blobs, static files, the 404 page. On top of it only what Netlify's CDN adds and
 * the emulation does not: compression, and the default Cache-Control of static files.
 *
 *   PORT=4321 node scripts/serve.mjs      (npm start builds first, then runs this)
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { servePrebuiltFunctions } from './lib/prebuilt-functions.mjs';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

// Functions run from the emulation's start-up build (rebuilt when their files change), not a
// fresh build per request: see scripts/lib/prebuilt-functions.mjs. /admin's live preview keeps a
// warm instance, as on Netlify: it loads the site's page renderer, too slow to load per keystroke.
await servePrebuiltFunctions({ warm: ['admin-preview'] });

// On Netlify every request carries its deploy context (context.deploy.context); the emulation
// passes an empty one, and the functions treat an unknown context like a deployed site. This
// server is local development, so it says so: what only local development may do (the local
// test checkout, AI_REVIEW_ALLOW_HOSTS) works here and nowhere else. CONTEXT=production npm start
// shows the production behaviour.
process.env.CONTEXT ??= 'dev';

const netlify = new NetlifyDev({
  blobs: { enabled: true },
  functions: { enabled: true },
  redirects: { enabled: true },
  headers: { enabled: true },
  staticFiles: { enabled: true },
  environmentVariables: { enabled: true },
  // Off: edge functions download Deno, the database writes a Postgres directory,
  // and images/geolocation/AI gateway call Netlify's API; the site uses none of them.
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  serverAddress: null,
});

await netlify.start();

/**
 * Netlify gives a function a binary body (a picture uploaded on /admin) base64-encoded, and the
 * function's runtime decodes it; the local emulation reads the body as text instead, which mangles
 * the bytes before it claims they are base64. Encoded here as Netlify's edge does, the function
 * gets the bytes the browser sent.
 */
async function withBinaryBodyEncoded(req) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (req.method !== 'POST' && req.method !== 'PUT') return req;
  if (type !== 'application/octet-stream' && !type.startsWith('image/')) return req;
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const encoded = Buffer.from(Buffer.concat(chunks).toString('base64'));
  return Object.assign(Readable.from([encoded]), {
    method: req.method,
    url: req.url,
    headers: { ...req.headers, 'content-length': String(encoded.length) },
    httpVersionMajor: req.httpVersionMajor,
    socket: req.socket,
  });
}

const server = createServer(async (req, res) => {
  try {
    // The functions read the visitor's address (context.ip) from x-forwarded-for; set it from
    // the socket so a client cannot claim another address.
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const ruleHeaders = new Headers();
    const match = await netlify.handleAndIntrospectNodeRequest(await withBinaryBodyEncoded(req), {
      headersCollector: (key, value) => ruleHeaders.set(key, value),
    });
    const response = match?.response ?? (await notFound(ruleHeaders));
    res.statusCode = response.status;
    // Netlify's CDN sends this for a static file that no header rule gives a Cache-Control
    // (every page: see netlify.toml); the emulation does not, so it is added here.
    if ((!match || match.type === 'static') && !ruleHeaders.has('cache-control') && !response.headers.has('cache-control')) {
      res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
    }
    for (const [key, value] of ruleHeaders) res.setHeader(key, value);
    for (const [key, value] of response.headers) {
      if (key.startsWith('x-nf-')) continue; // emulator debug headers, not sent by Netlify's CDN
      if (key === 'set-cookie') continue;
      res.setHeader(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader('set-cookie', cookies);
    if (!response.body || req.method === 'HEAD') return void res.end();
    const body = Readable.fromWeb(response.body);
    const compressor = compression(req, response);
    if (!compressor) return void body.pipe(res);
    res.setHeader('content-encoding', compressor.encoding);
    res.removeHeader('content-length');
    res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    body.pipe(compressor.stream).pipe(res);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'serve failed', url: req.url, error: String(error) }));
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
    }
    res.end('{"error":"Internal error"}');
  }
});

/**
 * Netlify's CDN compresses text responses (Brotli, else gzip); so does this server, so that what
 * `npm start` sends, and what Lighthouse measures against it, weighs what production sends.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
function compression(req, response) {
  const type = response.headers.get('content-type') ?? '';
  if (!COMPRESSIBLE.test(type) || response.headers.has('content-encoding') || response.status === 204 || response.status === 304) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return { encoding: 'br', stream: createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', stream: createGzip() };
  return null;
}

/**
 * What Netlify serves for a path that matches nothing: the site's 404 page with status 404
 * (the emulation answers nothing for some nested paths). Asked of the emulation itself, so the
 * netlify.toml headers apply to it too.
 */
async function notFound(ruleHeaders) {
  const match = await netlify.handleAndIntrospect(new Request(`http://localhost:${port}/404.html`), {
    headersCollector: (key, value) => ruleHeaders.set(key, value),
  });
  const body = match ? await match.response.arrayBuffer() : 'Not found';
  return new Response(body, { status: 404, headers: { 'content-type': match ? 'text/html; charset=utf-8' : 'text/plain' } });
}

server.listen(port, host, () => {
  console.log(`Site and functions running at http://localhost:${port}`);
});

async function shutdown() {
  server.close();
  await netlify.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
