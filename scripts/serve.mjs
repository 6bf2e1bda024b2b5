import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';

const port = Number(process.env.PORT ?? 4321);
const dev = new NetlifyDev({
  blobs: { enabled: true },
  functions: { enabled: true },
  redirects: { enabled: true },
  headers: { enabled: true },
  staticFiles: { enabled: true },
  environmentVariables: { enabled: true },
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  serverAddress: null,
});
await dev.start();
const server = createServer(async (req, res) => {
  try {
    const headers = new Headers();
    const result = await dev.handleAndIntrospectNodeRequest(req, { headersCollector: (k, v) => headers.set(k, v) });
    let response = result?.response;
    if (!response) {
      const nf = await dev.handle(new Request(`http://localhost:${port}/404.html`));
      response = new Response(nf ? nf.body : 'Not found', { status: 404, headers: nf?.headers });
    }
    res.statusCode = response.status;
    for (const [k, v] of headers) res.setHeader(k, v);
    for (const [k, v] of response.headers) res.setHeader(k, v);
    if (response.body) Readable.fromWeb(response.body).pipe(res); else res.end();
  } catch (e) { console.error(e); res.statusCode = 500; res.end('error'); }
});
server.listen(port, '127.0.0.1', () => console.log(`http://localhost:${port}`));
