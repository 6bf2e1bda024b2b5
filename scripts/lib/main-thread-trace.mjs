/**
 * The main thread's work while a page loads, from a Chromium performance trace: every top-level
 * task of the page's renderer main thread from navigation until the page has loaded and gone
 * quiet, split by what the time went to (the trace events DevTools' Performance panel groups the
 * same way). Trace-based, so it counts CPU work rather than waiting, and is far less sensitive to
 * a busy host than a timed metric (a busy host still stretches each task somewhat).
 *
 * Used by the budgets test (tests/build/budgets.test.ts) and by hand:
 *   node scripts/lib/main-thread-trace.mjs http://localhost:4364/ [cpuRate]
 */
import { chromium } from '@playwright/test';

/** Trace event names → the group their self time counts for. */
const GROUPS = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Document::updateStyleAndLayout': 'layout',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.evaluateModule': 'script',
  'v8.produceModuleCache': 'script compile',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  'Decode Image': 'images',
  'ImageDecodeTask': 'images',
  HitTest: 'other',
  // The page's JavaScript context, made when its first script (even an inline one) runs.
  'LocalWindowProxy::Initialize': 'script context',
  'ScheduleStyleRecalculation': 'style',
};

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'toplevel',
  'disabled-by-default-v8.compile',
].join(',');

/**
 * Loads `url` in `page` with the CPU slowed `cpuRate` times and returns its main-thread work.
 * @param {import('@playwright/test').Page} page
 */
export async function traceLoad(page, url, { cpuRate = 1, settleMs = 1500 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return summarize(events, url);
}

/** Splits the renderer main thread's top-level tasks by group (self time of their events). */
export function summarize(events, url) {
  // The page's renderer main thread: the one that parsed the page's HTML (the trace also holds
  // the browser's own renderers).
  const parse = events.find((e) => e.name === 'ParseHTML' && (!url || String(e.args?.beginData?.url ?? '').startsWith(url)));
  if (!parse) throw new Error(`no HTML parsing of ${url} in the trace`);
  const main = { pid: parse.pid, tid: parse.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const allTasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Top-level tasks only (a task event may wrap another of the same kind).
  const tasks = allTasks.filter((t) => !allTasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && (o.ts < t.ts || o.dur > t.dur || allTasks.indexOf(o) < allTasks.indexOf(t))));
  /** group → µs */
  const byGroup = new Map();
  let totalUs = 0;
  const longTasks = [];
  for (const task of tasks) {
    totalUs += task.dur;
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    // Self time of each grouped event: its duration minus that of the grouped events directly in it.
    const grouped = inside.filter((e) => GROUPS[e.name]);
    let attributed = 0;
    for (const event of grouped) {
      const children = grouped.filter((c) => c !== event && c.ts >= event.ts && c.ts + c.dur <= event.ts + event.dur);
      // Only direct children: a child contained in another child is subtracted by that one.
      const direct = children.filter((c) => !children.some((p) => p !== c && c.ts >= p.ts && c.ts + c.dur <= p.ts + p.dur));
      const self = Math.max(0, event.dur - direct.reduce((sum, c) => sum + c.dur, 0));
      byGroup.set(GROUPS[event.name], (byGroup.get(GROUPS[event.name]) ?? 0) + self);
      attributed += self;
    }
    byGroup.set('other', (byGroup.get('other') ?? 0) + Math.max(0, task.dur - attributed));
    if (task.dur >= 50_000) longTasks.push(Math.round(task.dur / 1000));
  }
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    totalMs: ms(totalUs),
    byGroup: Object.fromEntries([...byGroup].sort((a, b) => b[1] - a[1]).map(([g, us]) => [g, ms(us)])),
    longTasksMs: longTasks,
    scriptsEvaluated: [...new Set(onMain.filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule').map((e) => e.args?.data?.url ?? e.args?.fileName).filter(Boolean))],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, rate = '1'] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const result = await traceLoad(page, url, { cpuRate: Number(rate) });
  console.log(JSON.stringify(result, null, 2));
  await browser.close();
}
