/**
 * The backend a function that sends mail runs on, for a test file: the local Blobs emulation and
 * a fake Postmark, started before the file's tests and stopped after them. Before each test every
 * backend variable is reset (with what `env` gives on top, from the fake's address), and the
 * fake forgets the requests it received and any failures it was told to answer with.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from './blobs.ts';
import { resetEnv } from './env.ts';
import { startFakePostmark, type FakeServer } from './fake-services.ts';

export const POSTMARK_TOKEN = 'pm-token';

/** The variables that send mail through the fake Postmark. */
export function postmarkEnv(postmark: FakeServer): Record<string, string> {
  return { POSTMARK_SERVER_TOKEN: POSTMARK_TOKEN, POSTMARK_API_URL: postmark.url };
}

export interface MailBackend {
  /** The fake Postmark: the requests it received, failNext(), its url. Set once the file's tests start. */
  readonly postmark: FakeServer;
}

export function useMailBackend(env: (postmark: FakeServer) => Record<string, string> = () => ({})): MailBackend {
  let blobs: LocalBlobs | undefined;
  let postmark: FakeServer | undefined;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    postmark = await startFakePostmark(POSTMARK_TOKEN);
  });
  afterAll(async () => {
    await postmark?.close();
    await blobs?.stop();
  });
  beforeEach(() => {
    resetEnv(env(postmark!));
    postmark!.requests.length = 0;
    postmark!.failNext(0);
  });
  return {
    get postmark() {
      if (!postmark) throw new Error('useMailBackend: the fake Postmark starts with the file\'s tests');
      return postmark;
    },
  };
}
