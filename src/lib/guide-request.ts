/**
 * The guide card: its messages and the bodies of its two calls,
 * capture-lead then send-guide (input types of captureLeadSchema and sendGuideSchema).
 */
import type { CaptureLeadRequest, SendGuideRequest } from './schemas/api.ts';

export const GUIDE_MESSAGES = {
  submit: 'Send Me the Guide',
  busy: 'Sending...',
  successTitle: 'Check Your Email!',
  successText: 'Download starts automatically',
  failureLog: 'Lead capture/email failed',
  /** The form's field, its hint and the card's labels. */
  emailLabel: 'Email address',
  emailHint: 'We e-mail you the guide. No spam; unsubscribe any time.',
  emailPlaceholder: 'you@yourfirm.com',
  eyebrow: 'Free guide',
  benefitsLabel: 'What you get',
} as const;

export interface GuideRequestInput {
  email: string;
  industry: string;
  page: string;
  title: string;
  fileName: string;
  downloadUrl: string;
}

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
