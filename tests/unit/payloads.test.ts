import { describe, expect, it } from 'vitest';
import { AUDIT_PRODUCT, ROI_GUIDE, guideDownloadUrl, guideFileName } from '~/lib/config';
import {
  aiFeedbackPayload,
  checkoutUrl,
  contactPayload,
  fileNameFromUrl,
  guidePayloads,
  isEmailLike,
  isHoneypotFilled,
  normalizeWebsiteUrl,
  paymentPayload,
  utmFromSearch,
} from '~/lib/payloads';
import {
  aiFeedbackSchema,
  captureLeadSchema,
  contactSchema,
  createPaymentSchema,
  sendGuideSchema,
} from '~/lib/schemas/api';

describe('request payloads (checked with the API schemas)', () => {
  it('contact: trims fields, carries the utm parameters, passes contactSchema', () => {
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

  it('contact: missing optional fields become empty strings', () => {
    const payload = contactPayload({ name: 'Ada', email: 'ada@example.com' });
    expect(payload.company).toBe('');
    expect(payload).not.toHaveProperty('utm_source');
    expect(contactSchema.safeParse(payload).success).toBe(true);
  });

  it('honeypot: any value means a bot', () => {
    expect(isHoneypotFilled({ company_website: '' })).toBe(false);
    expect(isHoneypotFilled({ company_website: '   ' })).toBe(false);
    expect(isHoneypotFilled({ company_website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it('utm: only the three keys, trimmed and bounded', () => {
    expect(utmFromSearch('?utm_source=%20news%20&utm_term=x')).toEqual({ utm_source: 'news' });
    expect(utmFromSearch('?utm_campaign=' + 'x'.repeat(150)).utm_campaign).toHaveLength(100);
    expect(utmFromSearch('')).toEqual({});
  });

  it('guide: capture-lead then send-guide bodies pass their schemas', () => {
    const { lead, guide } = guidePayloads({
      email: ' pat@example.com ',
      industry: 'lawyers',
      page: '/lawyers',
      title: 'Quick wins for law firms',
      fileName: guideFileName('lawyers'),
      downloadUrl: guideDownloadUrl('lawyers'),
    });
    expect(lead).toEqual({
      email: 'pat@example.com',
      source: 'lead_magnet',
      industry: 'lawyers',
      page: '/lawyers',
      metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' },
    });
    expect(guide).toEqual({
      email: 'pat@example.com',
      title: 'Quick wins for law firms',
      fileName: 'lawyers-quick-wins.pdf',
      downloadUrl: '/downloads/lawyers-quick-wins.pdf',
      industry: 'lawyers',
      page: '/lawyers',
    });
    expect(captureLeadSchema.safeParse(lead).success).toBe(true);
    expect(sendGuideSchema.safeParse(guide).success).toBe(true);
  });

  it('guide: the website ROI guide passes too', () => {
    const { lead, guide } = guidePayloads({ email: 'a@b.co', industry: '', page: '/resources', ...ROI_GUIDE });
    expect(captureLeadSchema.safeParse(lead).success).toBe(true);
    expect(sendGuideSchema.safeParse(guide).success).toBe(true);
  });

  it('file names come from download URLs', () => {
    expect(fileNameFromUrl('/downloads/lawyers-quick-wins.pdf')).toBe('lawyers-quick-wins.pdf');
    expect(fileNameFromUrl('/downloads/x.pdf?v=2#p')).toBe('x.pdf');
  });

  it('ai feedback: normalizes the URL and passes aiFeedbackSchema', () => {
    const payload = aiFeedbackPayload({ website_url: ' example.com ', email: ' a@b.co ', industry: 'Lawyers ' });
    expect(payload).toEqual({ website_url: 'https://example.com', focus_area: '', industry: 'Lawyers', email: 'a@b.co' });
    expect(aiFeedbackSchema.safeParse(payload).success).toBe(true);
    expect(normalizeWebsiteUrl('http://x.test/a')).toBe('http://x.test/a');
    expect(normalizeWebsiteUrl('  ')).toBe('');
  });

  it('payment: the audit product, accepted by createPaymentSchema', () => {
    expect(paymentPayload()).toEqual({ amount: 49900, title: 'Website Conversion Audit' });
    expect(paymentPayload().amount).toBe(AUDIT_PRODUCT.amount);
    expect(createPaymentSchema.safeParse(paymentPayload()).success).toBe(true);
  });

  it('checkout URL: only http(s), relative ones resolved against the page', () => {
    expect(checkoutUrl('https://checkout.stripe.com/c/pay/cs_1', 'https://site.test/payment')).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(checkoutUrl('/test-checkout?session=1', 'http://127.0.0.1:4321/payment')).toBe(
      'http://127.0.0.1:4321/test-checkout?session=1',
    );
    expect(checkoutUrl('javascript:alert(1)', 'https://site.test/')).toBeNull();
    expect(checkoutUrl('', 'https://site.test/')).toBeNull();
    expect(checkoutUrl(undefined, 'https://site.test/')).toBeNull();
    expect(checkoutUrl(42, 'https://site.test/')).toBeNull();
  });

  it('email shape check', () => {
    expect(isEmailLike('a@b.co')).toBe(true);
    expect(isEmailLike('not-an-email')).toBe(false);
    expect(isEmailLike('a b@c.d')).toBe(false);
  });
});
