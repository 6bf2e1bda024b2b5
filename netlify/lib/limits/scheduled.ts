/**
 * The scheduled functions' wrapper: a task runs only when Netlify's scheduler starts it, at most
 * as often as its schedule does, and goes through `endpoint()` like every function (one log
 * line per run, a throw logged and answered without details).
 *
 * Netlify's scheduler calls a scheduled function with a POST carrying `x-nf-event: schedule`
 * and a JSON body `{ "next_run": "<ISO time>" }`. Anything else is refused with 403 before any
 * work: a visitor's GET or POST (on Netlify, or through `npm start`, whose dev server adds the
 * header but passes the visitor's empty body on). Those marks can be imitated by anyone who can
 * reach the function, so each task also has a run budget in the `quota` store (one conditional
 * write per run): a forged call can at most take a run the schedule would have made, and the
 * task does what it would have done then.
 */
import { z } from 'zod';
import { endpoint, HttpError, json, methodNotAllowed, type EndpointContext } from '../platform/http.ts';
import { readBodyLimited } from '../platform/request.ts';
import { SlotLimiter, type WindowKind } from './limiter.ts';

export const NOT_SCHEDULED = 'This task runs on its schedule only.';
export const RUN_BUDGET_SPENT = 'This task has already run as often as its schedule allows in this window.';

const schedulerBody = z.object({ next_run: z.iso.datetime({ offset: true }) });

/** Throws 405/403 unless the request is the scheduler's call. */
async function assertScheduler(req: Request): Promise<void> {
  if (req.method !== 'POST') throw methodNotAllowed('POST');
  if (req.headers.get('x-nf-event') !== 'schedule') throw new HttpError(403, NOT_SCHEDULED);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBodyLimited(req, 1024)));
  } catch {
    throw new HttpError(403, NOT_SCHEDULED);
  }
  if (!schedulerBody.safeParse(body).success) throw new HttpError(403, NOT_SCHEDULED);
}

export interface RunBudget {
  /** Runs allowed per window: the schedule's own, and a spare for a retried start. */
  runs: number;
  window: WindowKind;
}

/** A scheduled task: refuses anything but the scheduler, then runs within its budget and answers its summary. */
export function scheduledTask(name: string, budget: RunBudget, task: (ctx: EndpointContext & { now: Date }) => Promise<Record<string, unknown>>) {
  const runs = new SlotLimiter(`scheduled-${name}`, budget.runs, budget.window);
  return endpoint(name, async (ctx) => {
    await assertScheduler(ctx.req);
    const now = new Date();
    if (!(await runs.claim(name, now))) throw new HttpError(429, RUN_BUDGET_SPENT);
    return json(200, await task({ ...ctx, now }));
  });
}
