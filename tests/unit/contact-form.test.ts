import { describe, expect, it } from 'vitest';
import { contactPayload, isHoneypotFilled, utmFromSearch } from '~/lib/contact-form';
import { contactSchema } from '~/lib/schemas/api';

describe('contact form', () => {
  it('builds a trimmed body with the utm parameters that passes contactSchema', () => {
    const payload = contactPayload(
      { name: ' Ada ', email: 'ada@example.com ', company: 'Lovelace LLP', website: '', message: 'Hi', company_website: '' },
      '?utm_source=google&utm_medium=cpc&utm_campaign=spring&other=1',
    );
    expect(payload).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Lovelace LLP',
      website: '',
      message: 'Hi',
      company_website: '',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    });
    expect(contactSchema.safeParse(payload).success).toBe(true);
  });

  it('turns missing optional fields into empty strings', () => {
    const payload = contactPayload({ name: 'Ada', email: 'ada@example.com' });
    expect(payload.company).toBe('');
    expect(payload).not.toHaveProperty('utm_source');
    expect(contactSchema.safeParse(payload).success).toBe(true);
  });

  it('treats any honeypot value as a bot', () => {
    expect(isHoneypotFilled({ company_website: '' })).toBe(false);
    expect(isHoneypotFilled({ company_website: '   ' })).toBe(false);
    expect(isHoneypotFilled({ company_website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it('reads only the three utm keys, trimmed and bounded', () => {
    expect(utmFromSearch('?utm_source=%20news%20&utm_term=x')).toEqual({ utm_source: 'news' });
    expect(utmFromSearch('?utm_campaign=' + 'x'.repeat(150)).utm_campaign).toHaveLength(100);
    expect(utmFromSearch('')).toEqual({});
  });
});
