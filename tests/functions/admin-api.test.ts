/**
 * The editor's API on the live site (/api/admin/*, netlify/functions/admin-api.mts) against a fake
 * GitHub on 127.0.0.1 (helpers/fake-git-host.ts) seeded with the project's own industry files,
 * pages and images: the sign-in with its `state`, who gets in, saves as a branch, one commit and a
 * pull request, the server's own checks before anything is committed, and every refusal.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/admin-api.mts';
import { adminLimiters, ADMIN_SIGN_INS_PER_HOUR, ADMIN_WRITES_PER_HOUR } from '../../netlify/lib/admin/guard.ts';
import { editorBranch } from '../../netlify/lib/admin/pull-requests.ts';
import { SIGN_IN_COOKIE, STATE_COOKIE } from '../../netlify/lib/admin/sign-in.ts';
import { forgetSiteSecrets } from '../../netlify/lib/platform/secrets.ts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { ADMIN_API, ADMIN_RENEW_HEADER, SETUP_VARIABLES } from '../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER } from '../../src/editor/core/editor-api.ts';
import { formSchemaOf, labelOfPath } from '../../src/editor/core/form-schema.ts';
import { industryFilePath } from '../../src/editor/core/industry-file.ts';
import { editorIndustrySchema } from '../../src/editor/core/validation.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { useFakeGitHub } from '../fixtures/fake-github.ts';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost, type FakeGitHost } from './helpers/fake-git-host.ts';
import { call, runScheduled, type CallOptions } from './helpers/request.ts';
import publishFunction from '../../netlify/functions/admin-publish.mts';
import { vi } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const SITE = 'http://localhost:8888';
const LAWYERS = industryFilePath('lawyers.mdx');

let blobs: LocalBlobs;
let host: FakeGitHost;

beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(async () => {
  await blobs.stop();
});

async function freshHost(): Promise<void> {
  await host?.close();
  host = await startFakeGitHost({
    files: projectFiles(root, EDITOR_FOLDERS),
    users: [
      { login: 'editor', id: 1001, name: 'Eddie Editor', permission: 'write' },
      { login: 'writer', id: 1004, name: 'Wanda Writer', permission: 'write' },
      { login: 'reader', id: 1002, name: 'Rita Reader', permission: 'read' },
      { login: 'stranger', id: 1003, name: 'Sam Stranger', permission: 'none' },
    ],
  });
}

afterAll(async () => host?.close());

let browsers = 0;

/** The cookies a browser would keep from the answers, sent back with each request. */
class Browser {
  cookies = new Map<string, string>();
  /**
   * Each browser its own address, never another's (a random one was shared now and then, and the
   * sign-ins per address are limited).
   */
  ip = `198.51.${100 + Math.floor(browsers / 250)}.${(browsers++ % 250) + 1}`;
  keep(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }
  cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }
  async request(path: string, options: CallOptions & { editor?: boolean } = {}) {
    const { editor = true, ...rest } = options;
    const headers = { ...this.cookieHeader(), ...(editor ? { [EDITOR_REQUEST_HEADER]: '1', origin: SITE } : {}), ...(rest.headers ?? {}) };
    const result = await call(handler, path, { method: 'GET', ip: this.ip, ...rest, headers });
    this.keep(result.headers);
    return result;
  }
}

/** The whole sign-in: our login, the host's authorize page, our callback. Returns the callback's answer. */
async function signIn(browser: Browser, login = 'editor') {
  host.signInAs(login);
  const start = await browser.request(ADMIN_API.login, { editor: false });
  expect(start.status).toBe(302);
  const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  return browser.request(`${back.pathname}${back.search}`, { editor: false });
}

async function signedIn(login = 'editor'): Promise<Browser> {
  const browser = new Browser();
  const done = await signIn(browser, login);
  expect(done.status).toBe(303);
  return browser;
}

function withHeadline(source: string, headline: string): string {
  return source.replace(/^  headline: ".*"$/m, `  headline: "${headline}"`);
}

async function open(browser: Browser, name = 'lawyers.mdx') {
  const loaded = await browser.request(`${ADMIN_API.file}?name=${name}`);
  expect(loaded.status).toBe(200);
  return loaded.json as { name: string; source: string; version: string };
}

beforeEach(async () => {
  await freshHost();
  forgetSiteSecrets();
  useFakeGitHub(host);
});

describe('not set up', () => {
  it('answers every call 503 with the variables to set and where the set-up is described', async () => {
    resetEnv();
    const required = SETUP_VARIABLES.filter((variable) => variable.required).map((variable) => variable.name);
    for (const [path, method] of [
      [ADMIN_API.session, 'GET'],
      [ADMIN_API.login, 'GET'],
      [ADMIN_API.files, 'GET'],
      [ADMIN_API.file, 'PUT'],
      [ADMIN_API.pulls, 'GET'],
    ] as const) {
      const result = await new Browser().request(path, { method, ...(method === 'PUT' ? { body: {} } : {}) });
      expect(result.status, `${method} ${path}`).toBe(503);
      expect(result.headers.get('content-type')).toMatch(/application\/json/);
      for (const name of required) expect(result.json.error).toContain(name);
      expect(result.json.error).toContain('docs/deploy.md');
      expect(result.json.setup.missing).toEqual(required);
    }
  });
});

describe('signing in', () => {
  it('goes to the host with a state, and back with a session cookie the page cannot read', async () => {
    const browser = new Browser();
    const start = await browser.request(ADMIN_API.login, { editor: false });
    const location = new URL(start.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${host.url}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(host.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}${ADMIN_API.callback}`);
    const state = location.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    const stateCookie = start.headers.getSetCookie().find((line) => line.startsWith(`${STATE_COOKIE}=`))!;
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/SameSite=Lax/);
    expect(stateCookie).toContain('Path=/;');
    expect(stateCookie).not.toContain(state);

    const done = await signIn(browser);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin/');
    const signInCookie = done.headers.getSetCookie().find((line) => line.startsWith(`${SIGN_IN_COOKIE}=`))!;
    expect(signInCookie).toMatch(/HttpOnly/);
    expect(signInCookie).toMatch(/SameSite=Strict/);
    expect(signInCookie).toMatch(/Path=\/(;|$)/);
    // The token travels only encrypted.
    expect(signInCookie).not.toMatch(/ghu_|ghr_|editor/);

    const session = await browser.request(ADMIN_API.session);
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ user: { login: 'editor', name: 'Eddie Editor' }, repository: 'studio/site', baseBranch: 'main', host: 'GitHub' });
  });

  it('on the deployed site (https) its cookies are Secure and __Host-, which no other host can plant', async () => {
    const start = await call(handler, ADMIN_API.login, { method: 'GET', url: `https://northlight.example${ADMIN_API.login}` });
    const [state] = start.headers.getSetCookie();
    expect(state).toMatch(new RegExp(`^__Host-${STATE_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax; Secure$`));
    expect(state).not.toMatch(/Domain=/i);
  });

  it('a session cookie is read under the __Host- name on https, never under the bare name a sibling could plant', async () => {
    const browser = await signedIn();
    const sealed = browser.cookies.get(SIGN_IN_COOKIE)!;
    const https = (cookie: string) =>
      call(handler, ADMIN_API.session, { method: 'GET', url: `https://northlight.example${ADMIN_API.session}`, ip: browser.ip, headers: { cookie, [EDITOR_REQUEST_HEADER]: '1', origin: 'https://northlight.example' } });
    expect((await https(`__Host-${SIGN_IN_COOKIE}=${sealed}`)).status).toBe(200);
    const bare = await https(`${SIGN_IN_COOKIE}=${sealed}`);
    expect(bare.status).toBe(401);
    expect(bare.headers.getSetCookie()).toEqual([`__Host-${SIGN_IN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure`]);
  });

  it('a planted cookie of the same name does not lock the editor out', async () => {
    const browser = await signedIn();
    const sealed = browser.cookies.get(SIGN_IN_COOKIE)!;
    for (const cookie of [`${SIGN_IN_COOKIE}=junk; ${SIGN_IN_COOKIE}=${sealed}`, `${SIGN_IN_COOKIE}=${sealed}; ${SIGN_IN_COOKIE}=v1.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const session = await call(handler, ADMIN_API.session, { method: 'GET', url: `${SITE}${ADMIN_API.session}`, ip: browser.ip, headers: { cookie, [EDITOR_REQUEST_HEADER]: '1', origin: SITE } });
      expect(session.status, cookie.slice(0, 40)).toBe(200);
      expect(session.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a callback whose state is not the one this browser was given (403, no session)', async () => {
    const browser = new Browser();
    await browser.request(ADMIN_API.login, { editor: false });
    host.signInAs('editor');
    const other = new Browser();
    const otherStart = await other.request(ADMIN_API.login, { editor: false });
    const authorize = await fetch(otherStart.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    // The other browser's code and state, with this browser's state cookie: a login CSRF.
    const forged = await browser.request(`${back.pathname}${back.search}`, { editor: false });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('content-type')).toMatch(/text\/html/);
    expect(forged.text).toContain('Sign-in failed');
    expect(browser.cookies.has(SIGN_IN_COOKIE)).toBe(false);
    // And a callback with no state cookie at all.
    const bare = await new Browser().request(`${back.pathname}${back.search}`, { editor: false });
    expect(bare.status).toBe(403);
  });

  it('lets in only collaborators with write access: a reader and a stranger get 403 and no session', async () => {
    for (const login of ['reader', 'stranger']) {
      const browser = new Browser();
      const done = await signIn(browser, login);
      expect(done.status, login).toBe(403);
      expect(done.text).toContain(`@${login} may not change studio/site`);
      expect(browser.cookies.has(SIGN_IN_COOKIE)).toBe(false);
      expect((await browser.request(ADMIN_API.session)).status).toBe(401);
    }
  });

  it('answers 401 with signIn once the host refuses the token, and leaves the cookie (another answer may have renewed it)', async () => {
    const browser = await signedIn();
    host.expireTokens();
    const files = await browser.request(ADMIN_API.files);
    expect(files.status).toBe(401);
    expect(files.json).toMatchObject({ signIn: true, retry: true });
    expect(files.json.error).toMatch(/draft is kept in this browser/);
    expect(files.headers.getSetCookie()).toEqual([]);
  });

  it('clears the cookie when the sign-in itself is over', async () => {
    const browser = await signedIn();
    browser.cookies.set(SIGN_IN_COOKIE, 'v1.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA');
    const files = await browser.request(ADMIN_API.files);
    expect(files.status).toBe(401);
    expect(files.json).toEqual({ error: 'Sign in to edit the pages.', code: 'sign_in', signIn: true });
    expect(browser.cookies.has(SIGN_IN_COOKIE)).toBe(false);
  });

  it('says when the token is due for renewal, on every signed-in answer', async () => {
    await host.close();
    host = await startFakeGitHost({ files: projectFiles(root, EDITOR_FOLDERS), tokenSeconds: 3600 });
    useFakeGitHub(host);
    const browser = await signedIn();
    const files = await browser.request(ADMIN_API.files);
    const renewAt = Date.parse(files.headers.get(ADMIN_RENEW_HEADER)!);
    expect(renewAt - Date.now()).toBeGreaterThan(3500_000);
    expect(renewAt - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('two calls that both find the token due: both are answered, and the editor stays signed in', async () => {
    await host.close();
    host = await startFakeGitHost({ files: projectFiles(root, EDITOR_FOLDERS), tokenSeconds: 30 });
    useFakeGitHub(host);
    const browser = await signedIn();
    // The app's parallel calls, sent with the same cookie: only one refresh token exists.
    const answers = await Promise.all([browser.request(ADMIN_API.files), browser.request(ADMIN_API.pulls), browser.request(ADMIN_API.session)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // No answer cleared the cookie: whichever arrives last, the browser keeps a renewed sign-in.
    for (const answer of answers) expect(answer.headers.getSetCookie().every((line) => !/Max-Age=0/.test(line))).toBe(true);
    expect((await browser.request(ADMIN_API.session)).status).toBe(200);
  });

  it('refreshes a token that has ended with its refresh token, in a new cookie', async () => {
    await host.close();
    host = await startFakeGitHost({ files: projectFiles(root, EDITOR_FOLDERS), tokenSeconds: 30 });
    useFakeGitHub(host);
    const browser = await signedIn();
    const before = browser.cookies.get(SIGN_IN_COOKIE);
    const files = await browser.request(ADMIN_API.files);
    expect(files.status).toBe(200);
    expect(browser.cookies.get(SIGN_IN_COOKIE)).not.toBe(before);
  });

  it('ends the sign-in (401) when the host no longer accepts the refresh token', async () => {
    await host.close();
    host = await startFakeGitHost({ files: projectFiles(root, EDITOR_FOLDERS), tokenSeconds: 30 });
    useFakeGitHub(host);
    const browser = await signedIn();
    host.expireTokens();
    const files = await browser.request(ADMIN_API.files);
    expect(files.status).toBe(401);
    expect(files.json).toMatchObject({ signIn: true, retry: true });
    expect(files.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a code the host does not accept (403 page, no session)', async () => {
    const browser = new Browser();
    const start = await browser.request(ADMIN_API.login, { editor: false });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const done = await browser.request(`${ADMIN_API.callback}?code=forged&state=${state}`, { editor: false });
    expect(done.status).toBe(403);
    expect(done.text).toContain('did not accept the sign-in');
    expect(browser.cookies.has(SIGN_IN_COOKIE)).toBe(false);
  });

  it('signs out: the cookie is cleared and the API asks to sign in', async () => {
    const browser = await signedIn();
    const out = await browser.request(ADMIN_API.logout, { method: 'POST' });
    expect(out.status).toBe(200);
    expect(browser.cookies.has(SIGN_IN_COOKIE)).toBe(false);
    expect((await browser.request(ADMIN_API.files)).json).toMatchObject({ signIn: true });
  });
});

describe('reading', () => {
  it('lists the industry files of the base branch with the site\'s reserved paths and images', async () => {
    const browser = await signedIn();
    const listing = await browser.request(ADMIN_API.files);
    expect(listing.status).toBe(200);
    expect(listing.json.files.map((file: { name: string }) => file.name)).toContain('lawyers.mdx');
    expect(listing.json.reserved.map(([path]: [string]) => path)).toEqual(expect.arrayContaining(['/api', '/admin', '/pricing']));
    expect(listing.json.assets.every((path: string) => path.startsWith('src/assets/'))).toBe(true);
    const image = await browser.request(`${ADMIN_API.asset}?path=${encodeURIComponent(listing.json.assets[0])}`, { editor: false });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('saving', () => {
  it('saves the prices as a pull request whose description names each price change, and deletes a case study nobody links to', async () => {
    const browser = await signedIn();
    const pricing = await open(browser, encodeURIComponent('src/content/pricing.yaml'));
    const source = pricing.source.replace('amount: 49900', 'amount: 59900');
    const saved = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'src/content/pricing.yaml', source, baseVersion: pricing.version } });
    expect(saved.status).toBe(200);
    const branch = editorBranch('editor', 'src/content/pricing.yaml');
    expect(host.commitsOn(branch).map((commit) => commit.changed)).toEqual([['src/content/pricing.yaml']]);
    expect(host.fileAt(branch, 'src/content/pricing.yaml')).toBe(source);
    expect(host.pulls[0]).toMatchObject({ head: branch, title: 'Edit /pricing: Audit › Amount' });
    expect(host.pulls[0]!.body).toContain('- `src/content/pricing.yaml`\n-   Price of "Website Conversion Audit": $499 → $599\n-   Audit › Amount');
    expect(saved.json.pullRequest).toMatchObject({ file: 'src/content/pricing.yaml' });

    // A price the schema refuses is not committed.
    const again = await open(browser, encodeURIComponent('src/content/pricing.yaml'));
    const refused = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'src/content/pricing.yaml', source: again.source.replace('amount: 59900', 'amount: 599.5'), baseVersion: again.version } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatch(/The price is in cents, a whole number/);
    expect(host.commitsOn(branch)).toHaveLength(1);

    const listing = (await browser.request(ADMIN_API.files)).json as { portfolio: Array<{ name: string; version: string }>; texts: Array<{ name: string }> };
    expect(listing.texts.map((entry) => entry.name)).toContain('src/content/faq.yaml');
    const study = listing.portfolio.find((entry) => entry.name === 'clearpath-counseling.yaml')!;
    const path = 'src/content/portfolio/clearpath-counseling.yaml';
    const deleted = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'delete', files: [{ path, source: null, baseVersion: study.version }] } });
    expect(deleted.status).toBe(200);
    expect(host.fileAt(editorBranch('editor', path), path)).toBeNull();
    expect(host.pulls.at(-1)).toMatchObject({ title: 'Delete the case study /case/clearpath-counseling' });
    // Only case studies are deleted: a page of the site is edited, never removed.
    const faq = await open(browser, encodeURIComponent('src/content/faq.yaml'));
    const page = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'delete', files: [{ path: 'src/content/faq.yaml', source: null, baseVersion: faq.version }] } });
    expect(page.status).toBe(400);
  });

  it('creates a branch, one commit of only that file by the editor, and a pull request titled by page and field', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const saved = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'Trusted before the first call'), baseVersion: file.version } });
    expect(saved.status).toBe(200);

    const branch = editorBranch('editor', 'lawyers.mdx');
    const commits = host.commitsOn(branch);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.changed).toEqual([LAWYERS]);
    expect(commits[0]!.author).toEqual({ name: 'Eddie Editor', email: '1001+editor@users.noreply.github.com' });
    expect(commits[0]!.message).toBe('Edit /lawyers: Top of the page (hero) › Headline');
    expect(host.fileAt(branch, LAWYERS)).toContain('headline: "Trusted before the first call"');
    expect(host.fileAt('main', LAWYERS)).toBe(file.source);

    expect(host.pulls).toHaveLength(1);
    expect(host.pulls[0]).toMatchObject({ head: branch, base: 'main', title: 'Edit /lawyers: Top of the page (hero) › Headline', state: 'open', user: 'editor' });
    expect(saved.json.pullRequest).toMatchObject({ number: 1, file: 'lawyers.mdx', previewUrl: 'https://deploy-preview-1--northlight-studio.netlify.app' });
    expect(saved.json.version).not.toBe(file.version);

    const pulls = await browser.request(ADMIN_API.pulls);
    expect(pulls.json.pullRequests).toEqual([expect.objectContaining({ number: 1, title: 'Edit /lawyers: Top of the page (hero) › Headline', previewUrl: 'https://deploy-preview-1--northlight-studio.netlify.app' })]);
  });

  it("lists each pull request's changes by label, and warns of another editor's open pull request on the same page", async () => {
    const wanda = await signedIn('writer');
    const hers = await open(wanda);
    const herSave = await wanda.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(hers.source, 'Hers'), baseVersion: hers.version } });
    expect(herSave.status).toBe(200);
    expect(herSave.json.message).not.toMatch(/Another open pull request/);

    const eddie = await signedIn('editor');
    // Opening the page says so, before any edit.
    const mine = await eddie.request(`${ADMIN_API.file}?name=lawyers.mdx`);
    expect(mine.json.message).toMatch(new RegExp(`Another open pull request changes this page too \\(#${herSave.json.pullRequest.number} by writer\\)`));
    // Another page is not warned of.
    expect((await open(eddie, 'accountants.mdx'))).not.toHaveProperty('message');
    const saved = await eddie.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(mine.json.source, 'Mine'), baseVersion: mine.json.version } });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toMatch(/^Saved lawyers\.mdx to pull request #\d+: .* Another open pull request changes this page too \(#\d+ by writer\)/);

    const pulls = await eddie.request(ADMIN_API.pulls);
    expect(pulls.json.pullRequests).toEqual([expect.objectContaining({ number: saved.json.pullRequest.number, changes: [LAWYERS, expect.stringMatching(/Headline/)] })]);
    expect(pulls.json.others).toEqual([expect.objectContaining({ number: herSave.json.pullRequest.number, file: 'lawyers.mdx', author: 'writer' })]);
  });

  it('a second save goes to the same pull request, retitled with everything changed since the base', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const first = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'First'), baseVersion: file.version } });
    // Reopened, the file comes from the editor's branch.
    const reopened = await open(browser);
    expect(reopened.version).toBe(first.json.version);
    const second = await browser.request(ADMIN_API.file, {
      method: 'PUT',
      body: { name: 'lawyers.mdx', source: reopened.source.replace('order: 1', 'order: 9'), baseVersion: reopened.version },
    });
    expect(second.status).toBe(200);
    expect(second.json.pullRequest.number).toBe(first.json.pullRequest.number);
    expect(host.pulls).toHaveLength(1);
    expect(host.pulls[0]!.title).toBe('Edit /lawyers: Place in the menus › Position and Top of the page (hero) › Headline');
    const commits = host.commitsOn(editorBranch('editor', 'lawyers.mdx'));
    expect(commits.map((commit) => commit.message)).toEqual(['Edit /lawyers: Top of the page (hero) › Headline', 'Edit /lawyers: Place in the menus › Position']);
    expect(commits.every((commit) => commit.changed.join() === LAWYERS)).toBe(true);
    // Without SITE_NAME, the Deploy Preview is named after the request's site.
    delete process.env.SITE_NAME;
    const pulls = await browser.request(ADMIN_API.pulls);
    expect(pulls.json.pullRequests[0].previewUrl).toBe(`https://deploy-preview-${second.json.pullRequest.number}--test.netlify.app`);
  });

  it('commits nothing and opens no pull request for a save that changes nothing', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const same = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: file.source, baseVersion: file.version } });
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({ version: file.version, pullRequest: null, message: 'No change to save: lawyers.mdx is the same as on main.' });
    expect(host.branches.size).toBe(1);
    expect(host.pulls).toEqual([]);
  });

  it('refuses an invalid file with the schema\'s message, and commits nothing', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const before = new Map(host.branches);
    const refused = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: file.source.replace('order: 1', 'order: "first"'), baseVersion: file.version } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatch(/^lawyers\.mdx was not saved: menu\.order: /);
    expect(refused.json.problems).toEqual([expect.objectContaining({ path: ['menu', 'order'] })]);
    expect(host.branches).toEqual(before);
    expect(host.pulls).toEqual([]);
  });

  it('refuses a file that clashes with another file of the base branch (the checks across files)', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const refused = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: file.source.replace('slug: "lawyers"', 'slug: "accountants"'), baseVersion: file.version } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatch(/slug/);
    expect(host.pulls).toEqual([]);
  });

  it('refuses (409) a file changed on the base since the editor opened it, and keeps the other change', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    host.commitDirect('main', { [LAWYERS]: withHeadline(file.source, 'Changed by someone else') });
    const stale = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'Mine'), baseVersion: file.version } });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatch(/Reload/);
    expect(host.fileAt('main', LAWYERS)).toContain('Changed by someone else');
    expect(host.pulls).toEqual([]);
  });

  it('refuses (409) a save over a newer commit on the editor\'s own branch', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'One'), baseVersion: file.version } });
    const stale = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'Two'), baseVersion: file.version } });
    expect(stale.status).toBe(409);
    expect(host.commitsOn(editorBranch('editor', 'lawyers.mdx'))).toHaveLength(1);
  });

  it('lists in the pull request which fields and blocks changed, by their labels', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const source = withHeadline(file.source, 'Trusted before the first call').replace('value="41%"', 'value="42%"');
    expect((await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source, baseVersion: file.version } })).status).toBe(200);
    const headline = labelOfPath(formSchemaOf(editorIndustrySchema()), ['hero', 'headline']);
    expect(host.pulls[0]!.body).toContain(`- \`src/content/industries/lawyers.mdx\`\n-   ${headline}\n-   Prose, paragraph `);
    expect(host.pulls[0]!.body).toMatch(/Prose, paragraph \d+ \(Stat\): "Stat: 41% · .*" → "Stat: 42% · /);
  });

  it('refuses (422) a save that adds an import, an {expression} or HTML to the prose, and commits nothing', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    for (const code of ["import { readFileSync } from 'node:fs'\n\n", '{readFileSync("/etc/passwd")}\n\n', '<img src="x" onerror="alert(1)" />\n\n', '<Tooth />\n\n']) {
      const parts = file.source.split(/^---$/m);
      const source = `${parts.slice(0, 2).join('---')}---\n${code}${parts.slice(2).join('---').replace(/^\n/, '')}`;
      const refused = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source, baseVersion: file.version } });
      expect(refused.status, code).toBe(422);
      expect(refused.json.error, code).toMatch(/Code changes go through a code editor|is not one of the site's components/);
    }
    expect(host.branches.size).toBe(1);
    expect(host.pulls).toEqual([]);
  });

  it('renames a page with its case studies as one commit through the tree API and one pull request', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const listing = (await browser.request(ADMIN_API.files)).json as { portfolio: Array<{ name: string; version: string; source: string }> };
    const studies = listing.portfolio.filter((entry) => entry.source.includes('industry: lawyers.mdx'));
    expect(studies).toHaveLength(2);
    const renamed = file.source.replace('slug: "lawyers"', 'slug: "law"').replace('vanityAliases: ["/law-firms", "/attorneys", "/legal", "/law"]', 'vanityAliases: ["/law-firms", "/attorneys", "/legal", "/lawyers"]');
    const files = [
      { path: industryFilePath('law.mdx'), source: renamed, baseVersion: null },
      { path: LAWYERS, source: null, baseVersion: file.version },
    ];
    // Without the case studies, the change would leave them naming a file that is gone.
    const alone = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'rename', files } });
    expect(alone.status).toBe(422);
    expect(alone.json.error).toMatch(/"lawyers\.mdx" is not an industry file/);
    expect(host.pulls).toEqual([]);

    const all = [...files, ...studies.map((entry) => ({ path: `src/content/portfolio/${entry.name}`, source: entry.source.replace('industry: lawyers.mdx', 'industry: law.mdx'), baseVersion: entry.version }))];
    // A case study in the change may name its new industry and nothing else: not a word of its
    // story's prose (an .mdx file runs at build time), nor another field.
    const story = all.findIndex((entry) => entry.path.endsWith('.mdx') && entry.path.includes('/portfolio/'));
    expect(story).toBeGreaterThan(-1);
    for (const sneaked of [`${all[story]!.source}\nexport const x = 1;\n`, all[story]!.source!.replace('client: Whitfield Law', 'client: Someone Else')]) {
      const refused = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'rename', files: all.map((entry, i) => (i === story ? { ...entry, source: sneaked } : entry)) } });
      expect(refused.status).toBe(422);
      expect(refused.json.error).toMatch(/changes only the industry whitfield-law\.mdx names/);
    }
    expect(host.pulls).toEqual([]);
    const done = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'rename', files: all } });
    expect(done.status).toBe(200);
    const branch = editorBranch('editor', 'lawyers.mdx');
    const commits = host.commitsOn(branch);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.message).toBe('Rename /lawyers to /law');
    expect(commits[0]!.changed).toEqual(all.map((entry) => entry.path).sort());
    expect(host.fileAt(branch, LAWYERS)).toBeNull();
    expect(host.fileAt(branch, industryFilePath('law.mdx'))).toBe(renamed);
    expect(host.pulls).toHaveLength(1);
    expect(host.pulls[0]).toMatchObject({ head: branch, title: 'Rename /lawyers to /law' });
    expect(host.pulls[0]!.body).toContain('`src/content/portfolio/whitfield-law.mdx`: case study, Industry → law.mdx');
    expect(done.json).toMatchObject({ reopen: false, pullRequest: { number: 1 } });
    expect(done.json.files).toContainEqual({ path: industryFilePath('law.mdx'), version: host.commits.get(commits[0]!.sha)!.files.get(industryFilePath('law.mdx')) });
  });

  it('retires a page with its case studies moved, and adds a new one, each as its own pull request', async () => {
    const browser = await signedIn();
    const file = await open(browser, 'creatives.mdx');
    const retire = { path: industryFilePath('creatives.mdx'), source: null, baseVersion: file.version };
    const retired = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'retire', files: [retire] } });
    expect(retired.status).toBe(200);
    const branch = editorBranch('editor', 'creatives.mdx');
    expect(host.fileAt(branch, industryFilePath('creatives.mdx'))).toBeNull();
    expect(host.pulls[0]).toMatchObject({ head: branch, title: 'Retire /creatives' });
    const exists = await browser.request(ADMIN_API.file, { method: 'POST', body: { name: 'lawyers.mdx', source: file.source } });
    expect(exists.status).toBe(409);
    const outside = await browser.request(ADMIN_API.change, { method: 'POST', body: { kind: 'retire', files: [{ path: 'netlify.toml', source: 'x', baseVersion: null }] } });
    expect(outside.status).toBe(400);
  });
});

describe('refusals', () => {
  it('limits sign-ins per address per hour (429)', async () => {
    const browser = new Browser();
    for (let i = 0; i < ADMIN_SIGN_INS_PER_HOUR; i++) expect((await browser.request(ADMIN_API.login, { editor: false })).status).toBe(302);
    const limited = await browser.request(ADMIN_API.login, { editor: false });
    expect(limited.status).toBe(429);
  });

  it('refuses a state-changing call without the editor\'s header, or from another site (403), committing nothing', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    const body = { name: 'lawyers.mdx', source: withHeadline(file.source, 'Forged'), baseVersion: file.version };
    const noHeader = await call(handler, ADMIN_API.file, { method: 'PUT', body, headers: { ...browser.cookieHeader(), origin: SITE } });
    expect(noHeader.status).toBe(403);
    expect(noHeader.json.error).toMatch(/header/);
    const foreign = await call(handler, ADMIN_API.file, { method: 'PUT', body, headers: { ...browser.cookieHeader(), [EDITOR_REQUEST_HEADER]: '1', origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const logout = await call(handler, ADMIN_API.logout, { method: 'POST', headers: browser.cookieHeader() });
    expect(logout.status).toBe(403);
    expect(host.pulls).toEqual([]);
    expect(host.branches.size).toBe(1);
  });

  it('refuses any path but an industry file (400)', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    for (const name of ['../../package.json', 'lawyers.md', 'netlify.toml', '.hidden.mdx', 'sub/lawyers.mdx', 'LAWYERS.mdx']) {
      const put = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name, source: file.source, baseVersion: file.version } });
      expect(put.status, name).toBe(400);
      expect(put.json.error).toContain('src/content/industries/<name>.mdx');
      const get = await browser.request(`${ADMIN_API.file}?name=${encodeURIComponent(name)}`);
      expect(get.status, name).toBe(400);
    }
    expect(host.branches.size).toBe(1);
  });

  it('refuses a body over the limit (413) and one that is not JSON (400, 415)', async () => {
    const browser = await signedIn();
    const big = await browser.request(ADMIN_API.file, { method: 'PUT', rawBody: 'x'.repeat(600 * 1024), headers: { 'content-type': 'application/json' } });
    expect(big.status).toBe(413);
    const broken = await browser.request(ADMIN_API.file, { method: 'PUT', rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    const form = await browser.request(ADMIN_API.file, { method: 'PUT', rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });

  it('limits saves per editor per hour (429)', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    for (let i = 0; i < ADMIN_WRITES_PER_HOUR; i++) await adminLimiters.writes.claim('1001');
    const limited = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'Again'), baseVersion: file.version } });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/draft is kept/);
    expect(host.pulls).toEqual([]);
  });

  it('says clearly when the Git host is down (503), never a crash', async () => {
    const browser = await signedIn();
    const file = await open(browser);
    host.setDown(true);
    const down = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, 'Down'), baseVersion: file.version } });
    expect(down.status).toBe(503);
    expect(down.json.error).toBe('GitHub is not answering right now. Try again in a moment: your draft is kept in this browser.');
    await host.close();
    const gone = await browser.request(ADMIN_API.files);
    expect(gone.status).toBe(503);
    expect(gone.json.error).toMatch(/not answering/);
  });
});

describe('scheduled publishing', () => {
  const HOUR = 3_600_000;

  // The limits' windows, which the tests before spend on purpose (writes of one editor, runs of the task).
  beforeEach(async () => {
    const quota = store('quota');
    for (const key of await listKeys(quota)) await quota.delete(key);
  });

  /** Eddie's pull request for lawyers.mdx with a new headline, and its number. */
  async function pullRequestOfEddie(browser: Browser, headline = 'Scheduled'): Promise<number> {
    const file = await open(browser);
    const saved = await browser.request(ADMIN_API.file, { method: 'PUT', body: { name: 'lawyers.mdx', source: withHeadline(file.source, headline), baseVersion: file.version } });
    expect(saved.status).toBe(200);
    return saved.json.pullRequest.number;
  }

  /** The scheduled function's run at `now` (the clock faked for it alone). */
  async function publishAt(now: number) {
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      return await runScheduled(publishFunction);
    } finally {
      vi.useRealTimers();
    }
  }

  it('is off, and says so, until the site has its publishing token', async () => {
    const browser = await signedIn();
    const number = await pullRequestOfEddie(browser);
    expect((await browser.request(ADMIN_API.pulls)).json.scheduling).toBe(false);
    const refused = await browser.request(ADMIN_API.schedule, { method: 'POST', body: { number, at: new Date(Date.now() + HOUR).toISOString() } });
    expect(refused.status).toBe(503);
    expect(refused.json.error).toMatch(/EDITOR_PUBLISH_TOKEN/);
    expect((await publishAt(Date.now() + 2 * HOUR)).json).toMatchObject({ skipped: expect.any(String), published: [] });
  });

  it("merges an editor's pull request at the time set once its checks pass, and says so in the pull request", async () => {
    process.env.EDITOR_PUBLISH_TOKEN = host.tokenFor('writer');
    const browser = await signedIn();
    const number = await pullRequestOfEddie(browser);
    const at = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await browser.request(ADMIN_API.schedule, { method: 'POST', body: { number, at } });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.publishAt).toBe(at);
    const pulls = (await browser.request(ADMIN_API.pulls)).json;
    expect(pulls.scheduling).toBe(true);
    expect(pulls.pullRequests[0]).toMatchObject({ number, publishAt: at });
    expect(host.comments.at(-1)).toMatchObject({ number, body: expect.stringMatching(/@editor scheduled this pull request to be published/) });

    // Before its time: nothing. At its time with the Deploy Preview still building: it waits.
    expect((await publishAt(Date.parse(at) - 60_000)).json).toMatchObject({ published: [], waiting: [] });
    const head = host.branches.get(editorBranch('editor', 'lawyers.mdx'))!;
    host.setChecks(head, 'pending');
    expect((await publishAt(Date.parse(at) + 60_000)).json).toMatchObject({ published: [], waiting: [number] });
    expect(host.fileAt('main', LAWYERS)).not.toContain('Scheduled');

    host.setChecks(head, 'success');
    expect((await publishAt(Date.parse(at) + 11 * 60_000)).json).toMatchObject({ published: [number] });
    expect(host.pulls.find((pull) => pull.number === number)).toMatchObject({ state: 'closed', merged: true });
    expect(host.fileAt('main', LAWYERS)).toContain('headline: "Scheduled"');
    expect(host.comments.at(-1)!.body).toMatch(/^Published at .* as @editor scheduled\.$/);
    // Done: the next run has nothing to do.
    expect((await publishAt(Date.parse(at) + 21 * 60_000)).json).toMatchObject({ published: [], waiting: [], refused: [] });
  });

  it('does not publish a pull request whose checks failed: it says why and drops the schedule', async () => {
    process.env.EDITOR_PUBLISH_TOKEN = host.tokenFor('writer');
    const browser = await signedIn();
    const number = await pullRequestOfEddie(browser);
    const at = new Date(Date.now() + HOUR).toISOString();
    expect((await browser.request(ADMIN_API.schedule, { method: 'POST', body: { number, at } })).status).toBe(200);
    host.setChecks(host.branches.get(editorBranch('editor', 'lawyers.mdx'))!, 'failure');
    expect((await publishAt(Date.parse(at) + 60_000)).json).toMatchObject({ published: [], refused: [number] });
    expect(host.pulls.find((pull) => pull.number === number)).toMatchObject({ state: 'open' });
    expect(host.comments.at(-1)!.body).toMatch(/^Not published at .* its checks failed/);
    expect((await browser.request(ADMIN_API.pulls)).json.pullRequests[0].publishAt).toBeNull();
  });

  it("refuses a time in the past or too far ahead, another editor's pull request, and cancels on request", async () => {
    process.env.EDITOR_PUBLISH_TOKEN = host.tokenFor('writer');
    const wanda = await signedIn('writer');
    const hers = await open(wanda, 'accountants.mdx');
    const herSave = await wanda.request(ADMIN_API.file, { method: 'PUT', body: { name: 'accountants.mdx', source: withHeadline(hers.source, 'Hers'), baseVersion: hers.version } });
    const browser = await signedIn();
    const number = await pullRequestOfEddie(browser);
    const schedule = (body: unknown) => browser.request(ADMIN_API.schedule, { method: 'POST', body });
    expect((await schedule({ number, at: new Date(Date.now() - HOUR).toISOString() })).json.error).toMatch(/at least a minute from now/);
    expect((await schedule({ number, at: new Date(Date.now() + 100 * 24 * HOUR).toISOString() })).json.error).toMatch(/within 90 days/);
    expect((await schedule({ number, at: 'tomorrow' })).status).toBe(400);
    const theirs = await schedule({ number: herSave.json.pullRequest.number, at: new Date(Date.now() + HOUR).toISOString() });
    expect(theirs.status).toBe(403);
    expect(theirs.json.error).toMatch(/only they schedule it/);
    expect((await schedule({ number, at: new Date(Date.now() + HOUR).toISOString() })).status).toBe(200);
    const cancelled = await schedule({ number, at: null });
    expect(cancelled.json).toMatchObject({ publishAt: null });
    expect(host.comments.at(-1)!.body).toMatch(/cancelled the scheduled publishing/);
    expect((await publishAt(Date.now() + 2 * HOUR)).json).toMatchObject({ published: [], refused: [] });
  });
});
