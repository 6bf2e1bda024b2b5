/**
 * What every call of the editor's API must show before it is served: that it comes from the
 * editor's own page (the custom header, which another site's page cannot send without a CORS
 * approval these functions never give; an Origin, when sent, of this site; no cross-site fetch
 * metadata), and that the signed-in editor has writes left in the hour.
 */
import { EDITOR_REQUEST_HEADER, EDITOR_REQUEST_HEADER_VALUE } from '../../../src/editor/core/editor-api.ts';
import { HttpError } from '../platform/http.ts';
import { SlotLimiter } from '../limits/limiter.ts';

/** Saves (pull request commits) per editor per hour: far above a person's pace, far below a script's. */
export const ADMIN_WRITES_PER_HOUR = 60;
/** Sign-ins started per visitor per hour. */
export const ADMIN_SIGN_INS_PER_HOUR = 20;

export const adminLimiters = {
  writes: new SlotLimiter('admin-writes', ADMIN_WRITES_PER_HOUR, 'hour'),
  signIns: new SlotLimiter('admin-sign-ins', ADMIN_SIGN_INS_PER_HOUR, 'hour'),
};

const CROSS_SITE = 'Requests from other sites are refused.';

/** Refuses (403) a request that was not sent by the editor's page on this site. */
export function assertFromEditor(req: Request): void {
  const origin = req.headers.get('origin');
  if (origin !== null && origin !== new URL(req.url).origin) throw new HttpError(403, CROSS_SITE);
  if (req.headers.get('sec-fetch-site') === 'cross-site') throw new HttpError(403, CROSS_SITE);
  if (req.headers.get(EDITOR_REQUEST_HEADER) !== EDITOR_REQUEST_HEADER_VALUE) {
    throw new HttpError(403, `The editor's API answers the editor only (header ${EDITOR_REQUEST_HEADER} missing).`);
  }
}

/** Takes one of the editor's writes for the hour, or refuses with 429. */
export async function claimWrite(userId: string): Promise<void> {
  if (!(await adminLimiters.writes.claim(userId))) {
    throw new HttpError(429, `You have saved ${ADMIN_WRITES_PER_HOUR} times in the last hour, the most the editor allows. Try again later: your draft is kept in this browser.`, {
      limit: ADMIN_WRITES_PER_HOUR,
    });
  }
}

/** Takes one of the visitor's sign-ins for the hour, or refuses with 429. */
export async function claimSignIn(visitor: string): Promise<void> {
  if (!(await adminLimiters.signIns.claim(visitor))) {
    throw new HttpError(429, 'Too many sign-ins from this network. Try again in an hour.', { limit: ADMIN_SIGN_INS_PER_HOUR });
  }
}
