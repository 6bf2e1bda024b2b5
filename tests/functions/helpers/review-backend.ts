/**
 * The backend the AI review runs on, for a test file: the local Blobs emulation, a site for the
 * review to fetch on 127.0.0.1 (the fixture site, or a page server the test writes pages on)
 * listed in AI_REVIEW_ALLOW_HOSTS as the one "public" origin, and, when the test answers for the
 * model, a fake Anthropic. Started before the file's tests and stopped after them. Before each
 * test every backend variable is reset (no review is mailed unless `env` says so, on top), and
 * the fake Anthropic forgets the requests it received. The mail-sending functions have theirs
 * in mail-backend.ts.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from './blobs.ts';
import { resetEnv } from './env.ts';
import { startFakeAnthropic, type FakeServer } from './fake-services.ts';

const ANTHROPIC_TEST_KEY = 'sk-ant-test';

interface ReviewedSite {
  hostPort: string;
  close(): Promise<void>;
}

interface ReviewBackendOptions<Site extends ReviewedSite> {
  /** Starts the site the reviews fetch: startFixtureSite or startPageServer. */
  site: () => Promise<Site>;
  /** The model's answer to every call: with it, a fake Anthropic is started and the review uses it. */
  model?: () => string;
  /** Variables on top of the defaults, read before each test. */
  env?: (site: Site) => Record<string, string>;
}

interface ReviewBackend<Site> {
  /** The site the reviews fetch. Set once the file's tests start. */
  readonly site: Site;
  /** The fake Anthropic (its requests, its url), when `model` was given. */
  readonly anthropic: FakeServer;
}

export function useReviewBackend<Site extends ReviewedSite>({ site: startSite, model, env = () => ({}) }: ReviewBackendOptions<Site>): ReviewBackend<Site> {
  let blobs: LocalBlobs | undefined;
  let site: Site | undefined;
  let anthropic: FakeServer | undefined;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    site = await startSite();
    if (model) anthropic = await startFakeAnthropic(model, ANTHROPIC_TEST_KEY);
  });
  afterAll(async () => {
    await Promise.all([site?.close(), anthropic?.close()]);
    await blobs?.stop();
  });
  beforeEach(() => {
    resetEnv({
      AI_REVIEW_ALLOW_HOSTS: site!.hostPort,
      AI_REVIEW_SEND_EMAIL: 'false',
      ...(anthropic ? { ANTHROPIC_API_KEY: ANTHROPIC_TEST_KEY, ANTHROPIC_BASE_URL: anthropic.url } : {}),
      ...env(site!),
    });
    if (anthropic) anthropic.requests.length = 0;
  });
  return {
    get site() {
      if (!site) throw new Error("useReviewBackend: the site starts with the file's tests");
      return site;
    },
    get anthropic() {
      if (!anthropic) throw new Error('useReviewBackend: no fake Anthropic without `model`');
      return anthropic;
    },
  };
}
