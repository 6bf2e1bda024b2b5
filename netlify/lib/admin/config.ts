/**
 * The editor's settings on the live site, from the environment (SETUP_VARIABLES in
 * src/editor/core/admin-api.ts; .env.example; docs/deploy.md). Without the required ones the
 * editor is "not set up": every /api/admin call answers 503 with the message of what to set.
 */
import { notSetUpMessage, SETUP_VARIABLES } from '../../../src/editor/core/admin-api.ts';
import { HttpError } from '../platform/http.ts';
import type { GitHost } from './git-host.ts';
import { gitHub, GITHUB_API_URL } from './github.ts';
import { isSet, setting, type SettingName } from '../platform/settings.ts';

export interface EditorConfig {
  host: GitHost;
  /** `owner/name`. */
  repository: string;
  /** The branch pull requests are opened against; null: the repository's default branch. */
  branch: string | null;
}

const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/** A branch name Git accepts, as far as a setting can be checked without the repository. */
const BRANCH = /^(?!\/|.*(?:\/\/|\.\.|@\{|\.lock$|\/$))[A-Za-z0-9._/-]{1,200}$/;

/** The variables that are missing or unusable, by name (a malformed value counts as missing, with what it must be). */
export function missingSettings(): string[] {
  const missing = SETUP_VARIABLES.filter((variable) => variable.required && !isSet(variable.name as SettingName)).map((variable) => variable.name);
  const repository = setting('EDITOR_GITHUB_REPOSITORY');
  if (repository && !REPOSITORY.test(repository)) missing.push('EDITOR_GITHUB_REPOSITORY (as owner/name)');
  const branch = setting('EDITOR_GITHUB_BRANCH');
  if (branch && !BRANCH.test(branch)) missing.push('EDITOR_GITHUB_BRANCH (a branch name)');
  return missing;
}

/** The editor's settings, or the 503 that says what to set up. */
export function editorConfig(): EditorConfig {
  const missing = missingSettings();
  if (missing.length) throw new HttpError(503, notSetUpMessage(missing), { setup: { missing } });
  const repository = setting('EDITOR_GITHUB_REPOSITORY')!;
  const [owner, repo] = repository.split('/') as [string, string];
  return {
    host: gitHub({
      apiUrl: setting('EDITOR_GITHUB_API_URL') ?? GITHUB_API_URL,
      clientId: setting('EDITOR_GITHUB_CLIENT_ID')!,
      clientSecret: setting('EDITOR_GITHUB_CLIENT_SECRET')!,
      owner,
      repo,
    }),
    repository,
    branch: setting('EDITOR_GITHUB_BRANCH') ?? null,
  };
}
