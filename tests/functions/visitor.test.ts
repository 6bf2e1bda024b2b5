import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../netlify/lib/stores.ts';
import { emailKey, resetVisitorSalt, visitorId } from '../../netlify/lib/visitor.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  resetEnv();
  resetVisitorSalt();
});

describe('visitor identity', () => {
  it('is a salted hash, never the address, stable per /64 for IPv6', async () => {
    const id = await visitorId('203.0.113.9');
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(id).not.toContain('203');
    expect(await visitorId('::ffff:203.0.113.9')).toBe(id);
    expect(await visitorId('203.0.113.10')).not.toBe(id);
    expect(await visitorId('2001:db8:1:2::1')).toBe(await visitorId('2001:db8:1:2:ffff::9'));
    expect(await visitorId('2001:db8:1:3::1')).not.toBe(await visitorId('2001:db8:1:2::1'));
    process.env.VISITOR_HASH_SALT = 'another-salt';
    expect(await visitorId('203.0.113.9')).not.toBe(id);
    expect(await visitorId(undefined)).toMatch(/^[a-f0-9]{32}$/);
  });

  it('without VISITOR_HASH_SALT generates one salt, once, even under concurrency', async () => {
    delete process.env.VISITOR_HASH_SALT;
    const ids = await Promise.all(Array.from({ length: 20 }, () => visitorId('198.51.100.1')));
    expect(new Set(ids).size).toBe(1);
    const salt = await store('secrets').get('visitor-hash-salt', { type: 'text' });
    expect(salt).toMatch(/^[a-f0-9]{64}$/);
    resetVisitorSalt();
    expect(await visitorId('198.51.100.1')).toBe(ids[0]);
  });

  it('keys e-mail addresses by a hash of the normalised address', () => {
    expect(emailKey(' Ada@Example.COM ')).toBe(emailKey('ada@example.com'));
    expect(emailKey('ada@example.com')).not.toContain('ada');
  });
});
