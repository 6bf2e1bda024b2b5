import { describe, expect, it } from 'vitest';
import { ROI_GUIDE } from '~/lib/config';
import { guideDownloadUrl, guideFileName } from '~/lib/industry-registry';
import { fileNameFromUrl, guidePayloads } from '~/lib/guide-request';
import { captureLeadSchema, sendGuideSchema } from '~/lib/schemas/api';

describe('guide request', () => {
  it('builds capture-lead then send-guide bodies that pass their schemas', () => {
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

  it('works for the website ROI guide too', () => {
    const { lead, guide } = guidePayloads({ email: 'a@b.co', industry: '', page: '/resources', ...ROI_GUIDE });
    expect(captureLeadSchema.safeParse(lead).success).toBe(true);
    expect(sendGuideSchema.safeParse(guide).success).toBe(true);
  });

  it('takes file names from download URLs', () => {
    expect(fileNameFromUrl('/downloads/lawyers-quick-wins.pdf')).toBe('lawyers-quick-wins.pdf');
    expect(fileNameFromUrl('/downloads/x.pdf?v=2#p')).toBe('x.pdf');
  });
});
