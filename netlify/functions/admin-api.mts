/**
 * /api/admin/*: the editor on the live site (the app at /admin). Signs editors in through the Git
 * host (GitHub App, user-to-server), reads the industry files from the repository and saves each
 * change as a commit on the editor's branch with a pull request, after checking the whole file
 * like the build does. Not set up (no App variables): every call answers 503 with what to set.
 * The routes are listed in src/editor/core/admin-api.ts; the work is in netlify/lib/admin/.
 * /api/admin/inbox/* is the staff's inbox (src/lib/inbox-api.ts, netlify/lib/inbox/), behind the
 * same sign-in and checks.
 */
import type { Config } from '@netlify/functions';
import { handleAdminRequest } from '../lib/admin/api.ts';
import { inboxApi } from '../lib/inbox/api.ts';
import { endpoint } from '../lib/platform/http.ts';

export default endpoint('admin-api', (ctx) => handleAdminRequest(ctx, [inboxApi]));

export const config: Config = {
  path: '/api/admin/*',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
