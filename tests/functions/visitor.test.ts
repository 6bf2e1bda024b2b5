import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../netlify/lib/platform/stores.ts';
import { canonicalMailbox, emailKey, mailboxKey, networkId, resetVisitorSalt, visitorId } from '../../netlify/lib/limits/visitor.ts';
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
  it('is a salted hash, never the address, stable per /56 for IPv6', async () => {
    const id = await visitorId('203.0.113.9');
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(id).not.toContain('203');
    expect(await visitorId('::ffff:203.0.113.9')).toBe(id);
    expect(await visitorId('203.0.113.10')).not.toBe(id);
    expect(await visitorId('2001:db8:1:2::1')).toBe(await visitorId('2001:db8:1:2:ffff::9'));
    // A home connection's /56 is one visitor, however many /64s it uses…
    expect(await visitorId('2001:db8:1:3::1')).toBe(await visitorId('2001:db8:1:2::1'));
    expect(await visitorId('2001:db8:1:ff::1')).toBe(await visitorId('2001:db8:1:2::1'));
    // …the next /56 is another.
    expect(await visitorId('2001:db8:1:100::1')).not.toBe(await visitorId('2001:db8:1:2::1'));
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

  it('groups visitors into networks: an IPv4 /24, an IPv6 /48', async () => {
    expect(await networkId('203.0.113.9')).toBe(await networkId('203.0.113.200'));
    expect(await networkId('203.0.114.9')).not.toBe(await networkId('203.0.113.9'));
    expect(await networkId('2001:db8:1:100::1')).toBe(await networkId('2001:db8:1:ff00::1'));
    expect(await networkId('2001:db8:2::1')).not.toBe(await networkId('2001:db8:1::1'));
    expect(await networkId('203.0.113.9')).not.toBe(await visitorId('203.0.113.9'));
  });

  it('counts a mailbox once: sub-address tags dropped, and Gmail dots', () => {
    expect(canonicalMailbox(' Ada+News@Example.com ')).toBe('ada@example.com');
    expect(canonicalMailbox('ada+a+b@example.com')).toBe('ada@example.com');
    expect(canonicalMailbox('A.Lovelace+x@GoogleMail.com')).toBe('alovelace@gmail.com');
    expect(canonicalMailbox('a.l.o.v.e.l.a.c.e@gmail.com')).toBe('alovelace@gmail.com');
    // Elsewhere dots are part of the mailbox name.
    expect(canonicalMailbox('a.lovelace@example.com')).not.toBe(canonicalMailbox('alovelace@example.com'));
    expect(mailboxKey('ada+1@example.com')).toBe(mailboxKey('ADA+2@example.com'));
    expect(mailboxKey('ada@example.com')).not.toContain('ada');
  });

  it('keys e-mail addresses by a hash of the normalised address', () => {
    expect(emailKey(' Ada@Example.COM ')).toBe(emailKey('ada@example.com'));
    expect(emailKey('ada@example.com')).not.toContain('ada');
  });
});
