/**
 * The studio's mail is not a relay: whoever sends a request, and whatever page they have us
 * review, nothing from the request or the page can act in the e-mail that results (the review
 * to any address, the inquiry to the studio, the guide). Page and request text appears only as
 * inert text: no link, no address or e-mail address a mail client would link, in the subject,
 * the HTML part or the text part. The only links go to this site's origin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import aiFeedback from '../../netlify/functions/ai-feedback.mts';
import contact from '../../netlify/functions/contact.mts';
import { guideEmail } from '../../netlify/lib/guides/mails.ts';
import { orderEmail } from '../../netlify/lib/payments/mails.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { startFakeAnthropic, startFakePostmark, type FakeServer } from './helpers/fake-services.ts';
import { htmlProblems, linkableText, mailProblems } from './helpers/mail-links.ts';
import { startPageServer, type PageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';
import { ENTITY_ADDRESSES } from '../fixtures/hostile/xss-corpus.ts';

const ORIGIN = 'https://northlight.example';

/** Ways to write an address that a mail client or a Markdown renderer would link. */
const ADDRESSES = [
  'https://evil.example/login',
  'http://evil.example',
  'www.evil.example/offer',
  'evil.example/reset',
  'support@evil.example',
  'mailto:support@evil.example',
  '<https://evil.example/angle>',
  '[Verify your account](https://evil.example/verify)',
  'HTTPS://EVIL.EXAMPLE/CAPS',
  'http://203.0.113.7/ip',
  'evil\u3002example/ideographic-dot',
  'evil\u202e.example',
];
const say = ADDRESSES.join(' or ');

const HOSTILE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Urgent: verify at ${ADDRESSES[0]} today</title>
<meta name="description" content="Your account is locked. ${say}.">
<meta property="og:title" content="${ADDRESSES[2]}"><meta property="og:image" content="https://evil.example/og.png">
<link rel="canonical" href="https://evil.example/">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="https://tracker.evil.example/t.js"></script>
<script type="application/ld+json">{"@type": "evil.example/Service"}</script>
</head><body>
<h1>Call support@evil.example</h1><h1>${ADDRESSES[3]}</h1>
<a href="https://evil.example/">Book at www.evil.example</a>
<button>Contact evil.example</button>
<p>${say}</p>
</body></html>`;

const HOSTILE_MODEL_ANSWER = [
  '# Review of https://evil.example/login',
  '',
  `Summary: please ${say}.`,
  '',
  '## Priority fixes',
  '',
  `1. **Fix:** go to [the fix](https://evil.example/fix) or [our page](${ORIGIN}/contact) or <https://evil.example/auto>.`,
  '2. See [ref] and `https://evil.example/in-code`.',
  '',
  '[ref]: https://evil.example/ref',
  '',
  'Padding so that the answer is long enough to count as a real review of the page and its facts.',
].join('\n');

/** A model answer that spells its addresses with character references (`&#58;`, `&period;`…). */
const ENTITY_MODEL_ANSWER = [
  '# Review',
  '',
  ...ENTITY_ADDRESSES.map((address, i) => (i % 3 === 0 ? `- ${address}` : i % 3 === 1 ? `**${address}** in a sentence.` : `> ${address}`)),
  '',
  'Padding so that the answer is long enough to count as a real review of the page and its facts.',
].join('\n');

let modelAnswer = HOSTILE_MODEL_ANSWER;
let blobs: LocalBlobs;
let site: PageServer;
let postmark: FakeServer;
let anthropic: FakeServer;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  site = await startPageServer();
  postmark = await startFakePostmark('pm-token');
  anthropic = await startFakeAnthropic(() => modelAnswer, 'sk-ant-test');
});
afterAll(async () => {
  await Promise.all([site.close(), postmark.close(), anthropic.close()]);
  await blobs.stop();
});
beforeEach(() => {
  resetEnv({
    AI_REVIEW_ALLOW_HOSTS: site.hostPort,
    POSTMARK_SERVER_TOKEN: 'pm-token',
    POSTMARK_API_URL: postmark.url,
    STUDIO_INBOX: 'studio@northlight.example',
    URL: ORIGIN,
  });
  postmark.requests.length = 0;
  modelAnswer = HOSTILE_MODEL_ANSWER;
});

let n = 0;
const lastMail = () => JSON.parse(postmark.requests.at(-1)!.body) as { To: string; Subject: string; HtmlBody: string; TextBody: string };

describe('the review e-mail', () => {
  const review = async () => {
    const url = site.serve('/hostile', HOSTILE_PAGE);
    const r = await call(aiFeedback, '/api/ai-feedback', {
      ip: `198.51.100.${++n}`,
      body: { website_url: url, focus_area: `more sales, see ${ADDRESSES[0]}`, industry: 'accountants', email: `victim${n}@example.com` },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return r;
  };

  it('from the deterministic writer quotes the page as inert text, with links only to this site', async () => {
    const r = await review();
    const mail = lastMail();
    expect(mail.TextBody).toContain('Urgent');
    expect(mailProblems(mail, ORIGIN)).toEqual([]);
    expect(mail.HtmlBody).toContain(`href="${ORIGIN}/contact"`);
    // what the page shows is the same review
    expect(linkableText(r.json.analysis, ORIGIN)).toEqual([]);
  });

  it('from the model: its links and addresses are inert text too', async () => {
    process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
    process.env.ANTHROPIC_BASE_URL = anthropic.url;
    const r = await review();
    expect(anthropic.requests.length).toBeGreaterThan(0);
    const mail = lastMail();
    expect(mail.TextBody).toContain('Priority fixes');
    expect(mailProblems(mail, ORIGIN)).toEqual([]);
    expect(linkableText(r.json.analysis, ORIGIN)).toEqual([]);
    expect(r.json.analysisHtml).not.toMatch(/<a\b/);
  });

  it('from the model: addresses spelled with character references stay inert in the HTML and the text part', async () => {
    process.env.ANTHROPIC_API_KEY = 'sk-ant-test';
    process.env.ANTHROPIC_BASE_URL = anthropic.url;
    modelAnswer = ENTITY_MODEL_ANSWER;
    const r = await review();
    const mail = lastMail();
    expect(mailProblems(mail, ORIGIN)).toEqual([]);
    expect(htmlProblems(r.json.analysisHtml, ORIGIN, true)).toEqual([]);
    // what was mailed is the model's answer, decoded: the HTML part shows the characters
    expect(mail.HtmlBody).toContain('https\u2060:\u2060/\u2060/evil\u2060.\u2060com/login');
  });
});

describe('the inquiry e-mail to the studio', () => {
  it('shows every field of the request as inert text', async () => {
    const r = await call(contact, '/api/contact', {
      ip: `192.0.2.${++n}`,
      body: {
        name: `Ada ${ADDRESSES[2]}`,
        email: `ada${n}@example.com`,
        company: ADDRESSES[3],
        website: ADDRESSES[0],
        message: say,
        company_website: '',
        utm_source: ADDRESSES[1],
        utm_medium: ADDRESSES[4],
        utm_campaign: ADDRESSES[7],
      },
    });
    expect(r.status).toBe(200);
    const mail = lastMail();
    expect(mail.To).toBe('studio@northlight.example');
    expect(mailProblems(mail, ORIGIN)).toEqual([]);
    // the visitor's own address is the Reply-To, where answering it belongs
    expect(JSON.parse(postmark.requests.at(-1)!.body).ReplyTo).toBe(`ada${n}@example.com`);
  });
});

describe('the guide and order e-mails', () => {
  it('show free text as inert text and link only to this site', () => {
    const guide = guideEmail({ to: 'a@example.com', title: `Free guide: ${say}`, link: `${ORIGIN}/downloads/lawyers-quick-wins.pdf`, fileName: 'lawyers-quick-wins.pdf' });
    expect(mailProblems({ Subject: guide.subject, HtmlBody: guide.html, TextBody: guide.text }, ORIGIN)).toEqual([]);
    const order = orderEmail({
      to: 'studio@northlight.example',
      order: { sessionId: 'cs_test_1', title: 'Website Conversion Audit', amount: 49900, currency: 'usd', customerEmail: 'buyer@evil.example', test: true },
    });
    expect(mailProblems({ Subject: order.subject, HtmlBody: order.html, TextBody: order.text }, ORIGIN)).toEqual([]);
  });
});
