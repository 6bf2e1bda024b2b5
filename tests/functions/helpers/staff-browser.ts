/**
 * A browser at /admin for the inbox's tests: it keeps the cookies the answers set, signs in through
 * the fake GitHub (helpers/fake-git-host.ts) as one of its accounts, and sends the inbox's calls
 * as the admin app does (its header, this site's Origin, JSON bodies).
 */
import { expect } from 'vitest';
import handler from '../../../netlify/functions/admin-api.mts';
import { ADMIN_API } from '../../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER, EDITOR_REQUEST_HEADER_VALUE } from '../../../src/editor/core/editor-api.ts';
import type { FakeGitHost } from './fake-git-host.ts';
import { call, type CallOptions } from './request.ts';

export const SITE = 'http://localhost:8888';
let browsers = 0;

export class StaffBrowser {
  readonly cookies = new Map<string, string>();
  /** An address of its own: sign-ins are limited per address. */
  readonly ip = `198.18.${Math.floor(browsers / 250)}.${(browsers++ % 250) + 1}`;

  private keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute)) || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }

  /** A request as the app sends it (`app: false`: as a page or another site would, without the header). */
  async request(path: string, options: CallOptions & { app?: boolean } = {}) {
    const { app = true, ...rest } = options;
    const headers = {
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(app ? { [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE, origin: SITE } : {}),
      ...(rest.headers ?? {}),
    };
    const result = await call(handler, path, { method: rest.body === undefined ? 'GET' : 'POST', ip: this.ip, ...rest, headers });
    this.keep(result.headers);
    return result;
  }

  /** Signs in at the fake host as `login`: our login, the host's authorize page, our callback. */
  async signIn(host: FakeGitHost, login: string): Promise<this> {
    host.signInAs(login);
    const start = await this.request(ADMIN_API.login, { app: false });
    expect(start.status).toBe(302);
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    const done = await this.request(`${back.pathname}${back.search}`, { app: false });
    expect(done.status, `sign-in of @${login}`).toBe(303);
    return this;
  }
}
