/**
 * The screenshots of docs/editing.md, taken by a browser doing what an editor does
 * (tests/docs/*.shots.ts): `npm run docs:screenshots`, after `npm run build` (the /admin shots run
 * on the built site). Not part of `npm test`: it rewrites docs/images/ rather than checking
 * anything, and is run by hand after the editor's look changes.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const editorProject = base.projects!.find((project) => project.name === 'editor')!;
const adminProject = base.projects!.find((project) => project.name === 'admin')!;
const webServers = [base.webServer!].flat();

// Without the public site's warm-up (globalSetup): its server is not started here.
const { globalSetup: _publicSiteWarmUp, ...shared } = base;

export default defineConfig({
  ...shared,
  retries: 0,
  workers: 1,
  projects: [
    { ...editorProject, testMatch: 'docs/editor.shots.ts' },
    { ...adminProject, testMatch: 'docs/admin.shots.ts' },
  ],
  // The editor's dev server and the built site with a fake GitHub; not the public site's server.
  webServer: webServers.filter((server) => /editor-site|admin-site/.test(server.command)),
});
