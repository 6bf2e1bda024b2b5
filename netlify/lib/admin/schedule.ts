/**
 * Scheduled publishing: an editor sets "publish at" on one of their open pull requests, and the
 * scheduled function `admin-publish` merges it once that time has come, if its checks (the
 * Deploy Preview's status, any CI) have passed; when it cannot, it says why in the pull request
 * and drops the schedule, so that nothing is published later than the editor believes.
 *
 * The merge is made with the site's own token (EDITOR_PUBLISH_TOKEN), not the editor's sign-in:
 * a GitHub App's refresh token can be spent once, and the editor's cookie holds it. The pull
 * request's conversation records who scheduled it and when it was merged.
 */
import { z } from 'zod';
import { HttpError } from '../platform/http.ts';
import type { Logger } from '../platform/log.ts';
import { setting } from '../platform/settings.ts';
import { listKeys, readRecord, store } from '../platform/stores.ts';
import { editorConfig } from './config.ts';
import { GitHostError, type GitHostClient } from './git-host.ts';
import { branchOwner, type Workspace } from './pull-requests.ts';

/** How far ahead a change may be scheduled. */
const MAX_DAYS_AHEAD = 90;
/** How long after its time a change waits for checks still running before the schedule is given up. */
const PENDING_GRACE_MS = 24 * 60 * 60 * 1000;

export const scheduleRecord = z.object({
  number: z.number().int().positive(),
  /** When to publish (ISO time). */
  at: z.iso.datetime(),
  /** The login of the editor who scheduled it. */
  by: z.string().min(1),
  /** The file the pull request changes. */
  file: z.string().min(1),
  scheduledAt: z.iso.datetime(),
});
export type ScheduleRecord = z.infer<typeof scheduleRecord>;

const schedules = () => store('publishing');
const keyOf = (number: number) => `pull-${number}`;

export const NOT_SET_UP = 'Scheduled publishing is not set up on this site: a developer sets EDITOR_PUBLISH_TOKEN (docs/deploy.md). Merge the pull request on GitHub when it is time.';

/** Whether the site can merge at a set time (its token is set). */
export function schedulingIsSetUp(): boolean {
  return Boolean(setting('EDITOR_PUBLISH_TOKEN'));
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The time an editor asked for, checked: in the future, within MAX_DAYS_AHEAD. */
function publishTime(at: unknown, now: Date): string {
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  if (!Number.isFinite(time)) throw new HttpError(400, 'Choose the date and time to publish at.');
  if (time <= now.getTime() + 60_000) throw new HttpError(400, 'Choose a time at least a minute from now: to publish now, merge the pull request on GitHub.');
  if (time > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) throw new HttpError(400, `Choose a time within ${MAX_DAYS_AHEAD} days.`);
  return new Date(time).toISOString();
}

/** Sets (or with `at` null, cancels) the time one of the editor's own open pull requests is published at. */
export async function schedulePublish(workspace: Workspace, number: unknown, at: unknown, now = new Date()): Promise<{ number: number; publishAt: string | null; message: string }> {
  if (!schedulingIsSetUp()) throw new HttpError(503, NOT_SET_UP);
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) throw new HttpError(400, 'Name the pull request to schedule by its number.');
  const pull = await workspace.client.pullRequest(number);
  const owner = pull && pull.sameRepository ? branchOwner(pull.head) : null;
  if (!pull || !pull.open || !owner) throw new HttpError(404, `Pull request #${number} is not an open pull request of the editor.`);
  if (owner.login !== workspace.user.login.toLowerCase()) throw new HttpError(403, `Pull request #${number} is ${pull.author}'s: only they schedule it.`);
  const login = workspace.user.login;
  if (at === null) {
    const existed = (await schedules().get(keyOf(number))) !== null;
    await schedules().delete(keyOf(number));
    if (existed) await workspace.client.comment(number, `@${login} cancelled the scheduled publishing: merge this pull request by hand, or schedule it again in the editor.`);
    return { number, publishAt: null, message: `Pull request #${number} is no longer scheduled.` };
  }
  const publishAt = publishTime(at, now);
  const record: ScheduleRecord = { number, at: publishAt, by: login, file: owner.file, scheduledAt: now.toISOString() };
  await schedules().setJSON(keyOf(number), record);
  await workspace.client.comment(number, `@${login} scheduled this pull request to be published (merged) at ${when(publishAt)}, if its checks have passed by then.`);
  return { number, publishAt, message: `Pull request #${number} will be published at ${when(publishAt)} if its checks have passed; the pull request says so if it cannot be.` };
}

/** The scheduled times of these pull requests (by number), for the list beside the form. */
export async function publishTimes(numbers: readonly number[]): Promise<Map<number, string>> {
  const times = new Map<number, string>();
  await Promise.all(
    numbers.map(async (number) => {
      const record = await readRecord(schedules(), keyOf(number), scheduleRecord);
      if (record) times.set(number, record.at);
    }),
  );
  return times;
}

export interface PublishRun {
  published: number[];
  waiting: number[];
  refused: number[];
  gone: number[];
  /** Why nothing ran, when nothing could. */
  skipped?: string;
}

/** Gives a schedule up: says why in the pull request, and forgets it. */
async function giveUp(client: GitHostClient, record: ScheduleRecord, why: string): Promise<void> {
  await client.comment(record.number, `Not published at ${when(record.at)} as @${record.by} scheduled: ${why} The schedule is cancelled: merge the pull request by hand once it is ready, or schedule it again in the editor.`);
  await schedules().delete(keyOf(record.number));
}

/** Publishes every scheduled pull request whose time has come (the scheduled function's run). */
export async function publishDue(now: Date, log: Logger): Promise<PublishRun> {
  const run: PublishRun = { published: [], waiting: [], refused: [], gone: [] };
  const token = setting('EDITOR_PUBLISH_TOKEN');
  if (!token) return { ...run, skipped: 'EDITOR_PUBLISH_TOKEN is not set' };
  let client: GitHostClient;
  try {
    client = editorConfig().host.client(token);
  } catch (error) {
    if (error instanceof HttpError) return { ...run, skipped: 'the editor is not set up' };
    throw error;
  }
  for (const key of await listKeys(schedules())) {
    const record = await readRecord(schedules(), key, scheduleRecord);
    if (!record || Date.parse(record.at) > now.getTime()) continue;
    const pull = await client.pullRequest(record.number);
    if (!pull || !pull.open) {
      // Merged or closed by hand meanwhile: nothing left to do.
      await schedules().delete(key);
      run.gone.push(record.number);
      continue;
    }
    const checks = await client.checks(pull.headCommit);
    if (checks === 'pending') {
      if (now.getTime() - Date.parse(record.at) < PENDING_GRACE_MS) {
        run.waiting.push(record.number);
        continue;
      }
      await giveUp(client, record, 'its checks were still running a day after the time set.');
      run.refused.push(record.number);
      continue;
    }
    if (checks === 'failed') {
      await giveUp(client, record, 'its checks failed (the Deploy Preview did not build, or a test failed). Open the checks on this pull request to see which.');
      run.refused.push(record.number);
      continue;
    }
    try {
      await client.merge(record.number, pull.headCommit, `${pull.title} (#${record.number}, published as scheduled by @${record.by})`);
    } catch (error) {
      if (!(error instanceof GitHostError) || error.kind === 'unavailable' || error.kind === 'rate-limited') throw error;
      await giveUp(client, record, `GitHub refused the merge (${error.message}). It may conflict with a change merged since, or the base branch's rules may ask for a review.`);
      run.refused.push(record.number);
      continue;
    }
    await client.comment(record.number, `Published at ${when(now.toISOString())}, as @${record.by} scheduled.`);
    await schedules().delete(key);
    run.published.push(record.number);
    log.info('publish.merged', { pull: record.number });
  }
  return run;
}
