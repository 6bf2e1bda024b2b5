/**
 * Request bodies of the /api/* calls. The islands check what they send and
 * the Netlify Functions check what they receive with these same schemas.
 */
import { z } from 'zod';

/** Exactly one plain address: no display name, no list, no line breaks. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .refine((value) => !/[\s,;<>"]/.test(value), 'Please enter a single email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .meta({ title: 'Email' });

/**
 * The `title` of a field the visitor types, as its form labels it: a refusal names the field
 * (netlify/lib/platform/request.ts). Fields without one are the caller's, not the visitor's.
 */
const optionalText = (max: number, title?: string) => {
  const field = z.string().trim().max(max).optional().default('');
  return title ? field.meta({ title }) : field;
};
const pagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'page must be a site path')
  .optional()
  .default('/');
const industryField = z.string().trim().max(60).optional().default('');

/** A guide file on this site; the functions also check it is one of their guide catalogue. */
const guideDownloadUrl = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/downloads\/[a-z0-9-]+\.pdf$/, 'downloadUrl must be one of this site\'s guide files');
const fileNameField = z.string().trim().max(100).regex(/^[a-z0-9-]+\.(pdf|html)$/, 'Invalid fileName');

export const LEAD_SOURCES = ['lead_magnet', 'ai_feedback', 'contact'] as const;

export const captureLeadSchema = z.object({
  email: emailField,
  source: z.enum(LEAD_SOURCES),
  industry: industryField,
  page: pagePath,
  metadata: z
    .object({ fileName: fileNameField.optional(), downloadUrl: guideDownloadUrl.optional() })
    .optional()
    .default({}),
});
export type CaptureLeadRequest = z.input<typeof captureLeadSchema>;

export const sendGuideSchema = z.object({
  email: emailField,
  title: z.string().trim().min(1).max(200),
  fileName: fileNameField,
  downloadUrl: guideDownloadUrl,
  industry: industryField,
  page: pagePath,
});
export type SendGuideRequest = z.input<typeof sendGuideSchema>;

export const contactSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120).meta({ title: 'Name' }),
  email: emailField,
  company: optionalText(200, 'Company'),
  website: optionalText(500, 'Website'),
  message: optionalText(5000, 'Message'),
  /** Honeypot: humans never see it, so any value means a bot. */
  company_website: optionalText(500),
  utm_source: optionalText(100),
  utm_medium: optionalText(100),
  utm_campaign: optionalText(100),
});
export type ContactRequest = z.input<typeof contactSchema>;

export const aiFeedbackSchema = z.object({
  website_url: z
    .string({ error: 'Website URL is required' })
    .trim()
    .min(1, 'Website URL is required')
    .max(2048, 'Website URL is too long')
    .meta({ title: 'Website URL' }),
  focus_area: optionalText(500, 'Focus area'),
  industry: industryField,
  email: emailField,
  /**
   * The proof of work: ALTCHA's payload of a challenge from /api/ai-review-challenge, solved in
   * the browser. Checked by the endpoint (netlify/lib/ai-feedback/proof-of-work.ts), which answers its own 4xx
   * when it is missing or refused.
   */
  altcha: z.string().max(4096, 'altcha is too long').nullish(),
});
export type AiFeedbackRequest = z.input<typeof aiFeedbackSchema>;
export interface AiFeedbackResponse {
  analysis: string;
  /**
   * The analysis rendered by the function (netlify/lib/mail/markdown.ts: no HTML of the input, links
   * only to this site, no images, sanitised against an allowlist), so the page downloads neither
   * a Markdown parser nor a sanitizer.
   */
  analysisHtml: string;
  usage: { whitelisted: boolean; remaining: number | null };
}

export const createPaymentSchema = z.object({
  amount: z.number().int().positive().max(10_000_000),
  title: z.string().trim().min(1).max(200),
});
export type CreatePaymentRequest = z.input<typeof createPaymentSchema>;
export interface CreatePaymentResponse {
  url: string;
}

/** Every error answer of the functions. */
export interface ApiError {
  error: string;
  issues?: Array<{ path: string; message: string }>;
}
