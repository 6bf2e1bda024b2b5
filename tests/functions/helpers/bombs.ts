/**
 * Compressed bodies that expand without end, built from repeated compressed blocks (no need to
 * compress gigabytes to make one): each brotli block is 16 MiB of "a", each deflate block
 * 1 MiB. The streams are well formed up to their last block; gzip and deflate end with a wrong
 * checksum, which a decoder only notices after inflating everything before it.
 */
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { formattingPage, type Random } from './hostile-pages.ts';

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

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

const ENCODE: Record<'br' | 'gzip' | 'deflate', (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body),
};

/** A raw HTTP answer for the fuzz run, with what a reader of it must conclude. */
export interface HostileAnswer {
  /** What it is, for a failure message. */
  name: string;
  head: string[];
  body: Buffer;
  keepOpen?: boolean;
  /** Decoded, it is over the 1.5 MB cap: it must be refused (422). */
  overCap: boolean;
}

/**
 * A generated compressed answer: a bomb in each encoding (from a few kilobytes to just under the
 * cap), compressed twice (a bomb inside a brotli or gzip body, or under stacked encodings), a
 * formatting-element page compressed, each with a Content-Length that is right, missing (the
 * body ends with the connection), shorter or longer than the body.
 */
export function hostileCompressedAnswer(r: Random): HostileAnswer {
  const encoding = pick(r, ['br', 'gzip', 'deflate'] as const);
  const kind = r();
  let body: Buffer;
  let contentEncoding: string = encoding;
  let name: string;
  let overCap = false;
  if (kind < 0.4) {
    const size = encoding === 'br' ? pick(r, [1, 5, 50, 200, 2_000]) : pick(r, [2, 20, 200, 1_400]);
    body = BOMBS[encoding](size);
    name = `${encoding} bomb (${size} blocks)`;
    overCap = true;
  } else if (kind < 0.6) {
    const outer = pick(r, ['br', 'gzip'] as const);
    body = ENCODE[outer](BOMBS[encoding](pick(r, [2, 50, 500])));
    contentEncoding = pick(r, [outer, `${encoding}, ${outer}`, `${outer}, ${outer}`]);
    name = `${encoding} bomb inside ${outer}, sent as "${contentEncoding}"`;
  } else {
    body = ENCODE[encoding](Buffer.from(formattingPage(r)));
    name = `formatting-element page as ${encoding}`;
  }
  const length = pick(r, ['right', 'missing', 'shorter', 'longer'] as const);
  const head = ['HTTP/1.1 200 OK', 'content-type: text/html; charset=utf-8', `content-encoding: ${contentEncoding}`, 'connection: close'];
  if (length === 'right') head.push(`content-length: ${body.length}`);
  else if (length === 'shorter') head.push(`content-length: ${Math.max(1, Math.floor(body.length * r()))}`);
  else if (length === 'longer') head.push(`content-length: ${body.length + 1 + Math.floor(r() * 10_000)}`);
  // A Content-Length shorter than the body can hide the bomb's blocks: then it is not over the cap.
  return { name: `${name}, Content-Length ${length}`, head, body, overCap: overCap && length !== 'shorter' };
}

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
