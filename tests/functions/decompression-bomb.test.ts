/**
 * Compression bombs: a few kilobytes that expand to gigabytes. The fetch refuses the page at
 * its 1.5 MB cap and stops decompressing there, for every encoding it reads: the process spends
 * no CPU on the page after the answer, and the visitor gets a 422 with a clear message.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { PageFetchError, safeFetchPage } from '../../netlify/lib/ai-feedback/safe-fetch.ts';
import { AI_REVIEW_REFUSAL_TITLES } from '../../src/lib/ai-feedback.ts';
import { BOMBS, brotliBomb, startRawServer, type RawServer } from '../fixtures/hostile/bombs.ts';
import { startPageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

/** The raw server answers what a web server would refuse to send (broken lengths, bombs). */
let raw: RawServer;
beforeAll(async () => {
  raw = await startRawServer();
});
afterAll(() => raw.close());
const backend = useReviewBackend({ site: startPageServer, env: (site) => ({ AI_REVIEW_ALLOW_HOSTS: `${site.hostPort},${raw.hostPort}` }) });

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** CPU the whole process spends over the next second, while nothing of the test runs. */
async function cpuOverNextSecond(): Promise<number> {
  const start = process.cpuUsage();
  await sleep(1_000);
  return cpuMs(start);
}

/** Bodies under the 1.5 MB cap as sent, of a few gigabytes each once decompressed. */
const BODIES = {
  br: BOMBS.br(200),
  gzip: BOMBS.gzip(1_400),
  deflate: BOMBS.deflate(1_400),
} as const;

describe('a compression bomb', () => {
  it.each(Object.entries(BODIES))('%s: refused at the cap, and no CPU is spent on it after the answer', async (encoding, body) => {
    const url = backend.site.serve(`/bomb-${encoding}`, body, { 'content-encoding': encoding });
    const start = process.cpuUsage();
    await expect(safeFetchPage(url)).rejects.toThrow('That page is larger than 1.5 MB, which is more than we analyse.');
    const answerMs = cpuMs(start);
    const afterMs = await cpuOverNextSecond();
    expect(afterMs, `CPU in the second after the answer (${answerMs.toFixed(0)} ms to answer)`).toBeLessThan(100);
    expect(answerMs).toBeLessThan(1_000);
  });

  it('the issue’s brotli body (2,816 bytes, 3.2 GB): 422 to the visitor, then no CPU spent on it', async () => {
    const url = backend.site.serve('/bomb-endpoint', brotliBomb(200), { 'content-encoding': 'br' });
    const answer = await call(handler, '/api/ai-feedback', { ip: '198.51.100.90', body: { website_url: url, focus_area: '', industry: 'lawyers', email: 'bomb@example.com' } });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      error: 'That page is larger than 1.5 MB, which is more than we analyse. Please try your home page or another page of the site.',
      code: 'unprocessable',
      title: AI_REVIEW_REFUSAL_TITLES.page,
    });
    expect(await cpuOverNextSecond()).toBeLessThan(100);
  });
});

describe('bodies that lie about themselves', () => {
  const TOO_LARGE = 'That page is larger than 1.5 MB, which is more than we analyse.';
  const head = (...lines: string[]) => ['HTTP/1.1 200 OK', 'content-type: text/html; charset=utf-8', 'connection: close', ...lines];

  it('a Content-Length shorter than the bomb: those bytes are still refused at the cap, the rest is a broken answer', async () => {
    const exact = raw.serve('/short-length', { head: head('content-encoding: br', 'content-length: 200'), body: brotliBomb(200).subarray(0, 200), keepOpen: true });
    await expect(safeFetchPage(exact)).rejects.toThrow(TOO_LARGE);
    const more = raw.serve('/short-length-more', { head: head('content-encoding: br', 'content-length: 200'), body: brotliBomb(200) });
    await expect(safeFetchPage(more)).rejects.toThrow(PageFetchError);
    expect(await cpuOverNextSecond()).toBeLessThan(100);
  });

  it('a Content-Length longer than the body: the cut is a fetch failure, not a hang', async () => {
    const url = raw.serve('/long-length', { head: head('content-encoding: br', 'content-length: 100000'), body: brotliBomb(2).subarray(0, 20) });
    await expect(safeFetchPage(url)).rejects.toThrow(PageFetchError);
    const open = raw.serve('/long-length-open', { head: head('content-length: 100000'), body: Buffer.from('<p>half'), keepOpen: true });
    await expect(safeFetchPage(open, { timeoutMs: 500 })).rejects.toThrow('That website took longer than 8 seconds to answer.');
  });

  it('an endless compressed body that decompresses to nothing is refused at 1.5 MB received', async () => {
    // Empty deflate blocks (5 bytes each, no output), 2 MB of them, sent chunked.
    const empty = Buffer.concat([Buffer.from('78da', 'hex'), Buffer.alloc(2 * 1024 * 1024, Buffer.from('000000ffff', 'hex'))]);
    const chunked = Buffer.concat([Buffer.from(`${empty.length.toString(16)}\r\n`), empty, Buffer.from('\r\n0\r\n\r\n')]);
    const url = raw.serve('/empty-blocks', { head: head('content-encoding: deflate', 'transfer-encoding: chunked'), body: chunked });
    await expect(safeFetchPage(url)).rejects.toThrow(TOO_LARGE);
  });

  it('stacked or unknown encodings are refused without decoding', async () => {
    for (const encoding of ['gzip, br', 'br, br', 'deflate, gzip', 'compress', 'zstd']) {
      const url = backend.site.serve(`/stacked-${encoding.replace(/\W+/g, '-')}`, brotliBomb(200), { 'content-encoding': encoding });
      await expect(safeFetchPage(url), encoding).rejects.toThrow('That page uses a content encoding we cannot read.');
    }
  });

  it('an error page is answered from its status: its bomb body is never decoded', async () => {
    const url = raw.serve('/not-found-bomb', { head: ['HTTP/1.1 404 Not Found', 'content-type: text/html', 'content-encoding: br', 'connection: close'], body: brotliBomb(200) });
    await expect(safeFetchPage(url)).rejects.toThrow('That page answered with HTTP status 404.');
    expect(await cpuOverNextSecond()).toBeLessThan(100);
  });
});
