/**
 * Compressed bodies that expand without end, built from repeated compressed blocks (no need to
 * compress gigabytes to make one): each brotli block is 16 MiB of "a", each deflate block
 * 1 MiB. The streams are well formed up to their last block; gzip and deflate end with a wrong
 * checksum, which a decoder only notices after inflating everything before it.
 */
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { constants, deflateRawSync } from 'node:zlib';

/** Brotli: a first meta-block (window header included) and the same 14-byte block after it. */
const BROTLI_FIRST = Buffer.from('cfffff7ff825c2e2b14020f7fedf00', 'hex');
const BROTLI_BLOCK = Buffer.from('fcffff074002200e0b40f7fedf00', 'hex');
/** The last, empty meta-block. */
const BROTLI_END = Buffer.from([0x03]);

/**
 * 1 MiB of "a" as raw deflate blocks ending in a full flush (no back-reference across it), so
 * the same bytes can follow each other any number of times.
 */
const DEFLATE_BLOCK = deflateRawSync(Buffer.alloc(1024 * 1024, 'a'), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
const DEFLATE_END = Buffer.from('0300', 'hex');

/** `blocks` brotli blocks of 16 MiB each: 200 blocks are 2,815 bytes and 3.2 GB. */
export function brotliBomb(blocks: number): Buffer {
  return Buffer.concat([BROTLI_FIRST, ...Array<Buffer>(blocks).fill(BROTLI_BLOCK), BROTLI_END]);
}

/** `mebibytes` MiB of "a" as gzip (about 1,040 bytes a MiB). */
export function gzipBomb(mebibytes: number): Buffer {
  const header = Buffer.from('1f8b08000000000002ff', 'hex');
  return Buffer.concat([header, ...Array<Buffer>(mebibytes).fill(DEFLATE_BLOCK), DEFLATE_END, Buffer.alloc(8)]);
}

/** `mebibytes` MiB of "a" as zlib-wrapped deflate (HTTP's "deflate"). */
export function deflateBomb(mebibytes: number): Buffer {
  return Buffer.concat([Buffer.from('78da', 'hex'), ...Array<Buffer>(mebibytes).fill(DEFLATE_BLOCK), DEFLATE_END, Buffer.alloc(4)]);
}

export const BOMBS = { br: brotliBomb, gzip: gzipBomb, deflate: deflateBomb } as const;

/**
 * An HTTP server on 127.0.0.1 that writes whatever bytes a test gives it, status line and
 * headers included (a Content-Length that lies, a body cut short), then closes or keeps the
 * connection open as told.
 */
export interface RawServer {
  origin: string;
  hostPort: string;
  /** What `path` answers: the head (status line and header lines) and the body bytes. */
  serve(path: string, answer: { head: string[]; body: Buffer; keepOpen?: boolean }): string;
  close(): Promise<void>;
}

export async function startRawServer(): Promise<RawServer> {
  const answers = new Map<string, { head: string[]; body: Buffer; keepOpen?: boolean }>();
  const sockets = new Set<Socket>();
  const server: Server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (!received.includes('\r\n\r\n')) return;
      const path = /^GET (\S+)/.exec(received)?.[1] ?? '/';
      const answer = answers.get(new URL(path, 'http://raw').pathname) ?? { head: ['HTTP/1.1 404 Not Found', 'content-type: text/html'], body: Buffer.from('<h1>Not found</h1>') };
      socket.write(`${answer.head.join('\r\n')}\r\n\r\n`);
      socket.write(answer.body);
      if (!answer.keepOpen) socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    hostPort: `127.0.0.1:${port}`,
    serve(path, answer) {
      answers.set(path, answer);
      return `${origin}${path}`;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
