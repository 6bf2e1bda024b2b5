/**
 * The request bodies the islands send, built from form values (spec section 7). The shapes are
 * the input types of src/lib/schemas/api.ts; tests/unit/payloads.test.ts checks every builder's
 * output with those Zod schemas, so the browser bundle does not need to carry Zod itself.
 */
import { AUDIT_PRODUCT } from './config';
import type {
  AiFeedbackRequest,
  CaptureLeadRequest,
  ContactRequest,
  CreatePaymentRequest,
  SendGuideRequest,
} from './schemas/api';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** The contact schema's bound on each utm_* value. */
const MAX_UTM_LENGTH = 100;

/** A light shape check; the server's schema is the authority on e-mail validity. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** utm_source / utm_medium / utm_campaign of a location.search string (only those present). */
export function utmFromSearch(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  return utm;
}

const text = (value: FormDataEntryValue | string | null | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

export interface ContactFields {
  name?: FormDataEntryValue | string | null;
  email?: FormDataEntryValue | string | null;
  company?: FormDataEntryValue | string | null;
  website?: FormDataEntryValue | string | null;
  message?: FormDataEntryValue | string | null;
  company_website?: FormDataEntryValue | string | null;
}

/** True when the honeypot holds anything: a bot filled it, so nothing is sent. */
export function isHoneypotFilled(fields: Pick<ContactFields, 'company_website'>): boolean {
  return text(fields.company_website) !== '';
}

export function contactPayload(fields: ContactFields, search = ''): ContactRequest {
  return {
    name: text(fields.name),
    email: text(fields.email),
    company: text(fields.company),
    website: text(fields.website),
    message: text(fields.message),
    company_website: text(fields.company_website),
    ...utmFromSearch(search),
  };
}

export interface GuideRequestInput {
  email: string;
  industry: string;
  page: string;
  title: string;
  fileName: string;
  downloadUrl: string;
}

/** The two calls of a guide-card submit: capture-lead first, then send-guide. */
export function guidePayloads(input: GuideRequestInput): { lead: CaptureLeadRequest; guide: SendGuideRequest } {
  const email = input.email.trim();
  return {
    lead: {
      email,
      source: 'lead_magnet',
      industry: input.industry,
      page: input.page,
      metadata: { fileName: input.fileName, downloadUrl: input.downloadUrl },
    },
    guide: {
      email,
      title: input.title,
      fileName: input.fileName,
      downloadUrl: input.downloadUrl,
      industry: input.industry,
      page: input.page,
    },
  };
}

/** The file name of a download URL: '/downloads/lawyers-quick-wins.pdf' → 'lawyers-quick-wins.pdf'. */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** 'example.com' → 'https://example.com'; a URL with a scheme is kept as typed. */
export function normalizeWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export interface AiFeedbackFields {
  website_url: string;
  focus_area?: string;
  industry?: string;
  email: string;
}

export function aiFeedbackPayload(fields: AiFeedbackFields): AiFeedbackRequest {
  return {
    website_url: normalizeWebsiteUrl(fields.website_url),
    focus_area: (fields.focus_area ?? '').trim(),
    industry: (fields.industry ?? '').trim(),
    email: fields.email.trim(),
  };
}

/** Pay Now: the audit of the catalogue; the server is the price authority. */
export function paymentPayload(): CreatePaymentRequest {
  return { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title };
}

/**
 * The checkout address the server returned, when it is an http(s) URL (absolute, or relative to
 * `base`, for the local test checkout); null otherwise.
 */
export function checkoutUrl(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The site's functions (netlify/functions, served under /api). */
export const API_PATHS = {
  contact: '/api/contact',
  captureLead: '/api/capture-lead',
  sendGuide: '/api/send-guide',
  aiFeedback: '/api/ai-feedback',
  createPayment: '/api/create-payment',
} as const;
