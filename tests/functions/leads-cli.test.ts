import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../netlify/lib/data/export.ts';
import { captureLead } from '../../netlify/lib/leads/capture.ts';
import { store } from '../../netlify/lib/platform/stores.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
let blobs: LocalBlobs;
let out: string;

beforeAll(async () => {
  resetEnv();
  blobs = await startLocalBlobs();
  out = await mkdtemp(join(tmpdir(), 'leads-out-'));
  await captureLead({ email: 'ada@example.com', source: 'lead_magnet', industry: 'lawyers', page: '/lawyers', fileName: 'lawyers-quick-wins.pdf' });
  await captureLead({ email: 'ada@example.com', source: 'ai_feedback', page: '/ai-feedback' });
  await captureLead({ email: 'eve@example.com', source: 'contact', page: '/contact' });
  await store('inquiries').setJSON('20301010T000000000Z-aaaaa', {
    id: '20301010T000000000Z-aaaaa',
    receivedAt: '2030-10-10T00:00:00.000Z',
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'eve@example.com',
    company: 'Eve, "Inc"',
    website: '',
    message: 'line one\nline two',
    utm: { source: 'ads', medium: '', campaign: '' },
  });
  await store('orders').setJSON('cs_test_1', { sessionId: 'cs_test_1', productId: 'conversion-audit', title: 'Website Conversion Audit', amount: 49900, currency: 'usd', customerEmail: 'buyer@example.com', paymentStatus: 'paid', event: 'checkout.session.completed', eventId: 'evt_1', livemode: false, test: true, paidAt: '2030-10-10T00:00:00.000Z', recordedAt: '2030-10-10T00:00:00.000Z' });
  // A lead written by who knows what: not a lead any more.
  await store('leads').setJSON('damaged', { email: 42, captures: 'none' });
});
afterAll(async () => {
  await blobs.stop();
  await rm(out, { recursive: true, force: true });
});

describe('CSV', () => {
  it('quotes and defuses formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(toCsv(['a'], [{ a: 'x\ny' }])).toBe('a\r\n"x\ny"\r\n');
  });
});

describe('npm run leads -- export', () => {
  it('writes leads, inquiries, reviews and orders from a local Blobs directory', async () => {
    const { stdout } = await run(process.execPath, [join(repo, 'scripts/leads.mjs'), 'export', '--dir', blobs.directory, '--out', out], { cwd: out });
    expect(stdout).toMatch(/leads: 2 record/);
    // reported, not passed over in silence
    expect(stdout).toMatch(/leads: 1 record\(s\) could not be read and are not in the file: damaged/);
    expect(stdout).toMatch(/inquiries: 1 record/);
    expect(stdout).toMatch(/reviews: 0 record/);
    expect(stdout).toMatch(/orders: 1 record/);
    const files = await readdir(out);
    const read = async (name: string) => readFile(join(out, files.find((f) => f.startsWith(`${name}-`))!), 'utf8');
    const leads = await read('leads');
    expect(leads.split('\r\n')[0]).toBe('email,firstSeenAt,lastSeenAt,sources,captureCount,lastSource,lastIndustry,lastPage,guides');
    expect(leads).toContain('ada@example.com');
    expect(leads).toMatch(/lead_magnet ai_feedback,2,ai_feedback/);
    const inquiries = await read('inquiries');
    expect(inquiries).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(inquiries).toContain('"Eve, ""Inc"""');
    expect(await read('orders')).toContain('cs_test_1,2030-10-10T00:00:00.000Z,2030-10-10T00:00:00.000Z,Website Conversion Audit,499.00,usd');
  });

  it('explains its usage', async () => {
    await expect(run(process.execPath, [join(repo, 'scripts/leads.mjs')], { cwd: out })).rejects.toMatchObject({ stdout: expect.stringContaining('Usage: npm run leads -- export') });
  });
});
