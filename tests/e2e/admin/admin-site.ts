/**
 * The editor of the live site, as `npm start` serves it with a Git host configured: a fake GitHub
 * on 127.0.0.1 (tests/functions/helpers/fake-git-host.ts, seeded with the project's industry
 * files, pages and images) and the built site with its functions (scripts/serve.mjs) pointed at
 * it. The site runs in a scratch copy of the project, with dist/ copied in, so that its local
 * emulation (functions, Blobs) never meets the one the other browser tests use. Playwright starts
 * it (playwright.config.ts, the `admin` project).
 *
 *   node tests/e2e/admin/admin-site.ts        # PORT=4324 by default (E2E_ADMIN_PORT)
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost } from '../../functions/helpers/fake-git-host.ts';
import { makeScratchCopy, PROJECT_ROOT } from '../editor/editor-site.ts';

export const ADMIN_E2E_PORT = Number(process.env.E2E_ADMIN_PORT ?? 4324);
/** The site's name on Netlify, from which the Deploy Preview links are made. */
export const ADMIN_E2E_SITE_NAME = 'northlight-e2e';
/**
 * The fake host's accounts: `editor` (write access, not staff: the one a browser signs in as
 * unless it says otherwise), `staffer` (write access, listed in STAFF_GITHUB_LOGINS) and `owner`
 * (the repository's admin, staff without being listed). A test picks one with the host's cookie
 * (signInAsCookie).
 */
export const ADMIN_E2E_USERS = [
  { login: 'editor', id: 1001, name: 'Eddie Editor', permission: 'write' },
  { login: 'staffer', id: 1002, name: 'Sam Staff', permission: 'write' },
  { login: 'owner', id: 1003, name: 'Olive Owner', permission: 'admin' },
] as const;
export const ADMIN_E2E_STAFF_LOGINS = 'staffer';
/** The cookie that makes the fake host's authorize page sign in as `login` (cookies ignore ports: any 127.0.0.1 host). */
export const signInAsCookie = (login: (typeof ADMIN_E2E_USERS)[number]['login']) => ({ name: 'fake_github_login', value: login, domain: '127.0.0.1', path: '/' });
const ADMIN_SITE = join(tmpdir(), `industry-admin-e2e-${ADMIN_E2E_PORT}`);
/** Where the running site writes its fake host's address, for a browser test to read the commits (GET /__fake/commits). */
export const ADMIN_E2E_GIT_HOST_FILE = join(ADMIN_SITE, 'fake-git-host.url');

if (import.meta.main) {
  if (!existsSync(join(PROJECT_ROOT, 'dist/admin/index.html'))) throw new Error('Build the site first (npm run build): dist/admin/ is missing.');
  makeScratchCopy(ADMIN_SITE);
  cpSync(join(PROJECT_ROOT, 'dist'), join(ADMIN_SITE, 'dist'), { recursive: true });
  // The editor app of another build in place of the built site's (npm run bench:editor times the one it has just built).
  if (process.env.E2E_ADMIN_APP) {
    rmSync(join(ADMIN_SITE, 'dist/admin'), { recursive: true, force: true });
    cpSync(process.env.E2E_ADMIN_APP, join(ADMIN_SITE, 'dist/admin'), { recursive: true });
  }
  // What the build generated for the functions (not in git): the other functions import it.
  cpSync(join(PROJECT_ROOT, 'netlify/generated'), join(ADMIN_SITE, 'netlify/generated'), { recursive: true });
  const host = await startFakeGitHost({ files: projectFiles(PROJECT_ROOT, EDITOR_FOLDERS), users: ADMIN_E2E_USERS.map((user) => ({ ...user })) });
  writeFileSync(ADMIN_E2E_GIT_HOST_FILE, host.url);
  const site = spawn(process.execPath, [join(ADMIN_SITE, 'scripts/serve.mjs')], {
    cwd: ADMIN_SITE,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(ADMIN_E2E_PORT),
      EDITOR_GITHUB_CLIENT_ID: host.clientId,
      EDITOR_GITHUB_CLIENT_SECRET: host.clientSecret,
      EDITOR_GITHUB_REPOSITORY: `${host.owner}/${host.repo}`,
      EDITOR_GITHUB_API_URL: host.url,
      SITE_NAME: ADMIN_E2E_SITE_NAME,
      STAFF_GITHUB_LOGINS: ADMIN_E2E_STAFF_LOGINS,
      // Scheduled publishing on, so that each pull request offers "Publish at" (the scheduled
      // function that merges with it does not run here; its tests fake the clock).
      EDITOR_PUBLISH_TOKEN: 'fake-publish-token',
      // A fresh visitor identity per start: the tests' inquiries all come from 127.0.0.1, and the
      // contact form's hourly limit per visitor would otherwise carry over from an earlier run.
      VISITOR_HASH_SALT: `admin-e2e-${Date.now()}`,
    },
  });
  const stop = () => {
    site.kill('SIGTERM');
    void host.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  site.on('exit', (code) => process.exit(code ?? 0));
}
