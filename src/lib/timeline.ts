/** Timeline (Gantt) geometry: bars placed on a day scale, coloured by status (planned by default). */
import { TIMELINE_DEMO } from './config.ts';

export const TASK_STATUSES = ['done', 'in-progress', 'planned'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const DEFAULT_TASK_STATUS: TaskStatus = 'planned';

export const STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  done: 'Done',
  'in-progress': 'In progress',
  planned: 'Planned',
};

/** The chart's labels: its name and its legend's for screen readers, and the hint shown where it scrolls sideways. */
export const TIMELINE_LABELS = {
  chart: 'Project timeline',
  legend: 'Legend',
  swipeBefore: 'Swipe the chart sideways to see all',
  swipeAfter: 'weeks.',
} as const;

export interface TimelineTask {
  id: string;
  label: string;
  /** Start day, from 0. */
  start: number;
  /** End day, exclusive. */
  end: number;
  status?: TaskStatus | undefined;
  owner: string;
  details: string;
}

export function taskStatus(task: Pick<TimelineTask, 'status'>): TaskStatus {
  return task.status && (TASK_STATUSES as readonly string[]).includes(task.status) ? task.status : DEFAULT_TASK_STATUS;
}

/** Days the chart spans: the configured demo length, or longer if a task ends later. */
export function timelineSpan(tasks: readonly Pick<TimelineTask, 'end'>[], minimum: number = TIMELINE_DEMO.days): number {
  return Math.max(minimum, ...tasks.map((t) => t.end));
}

/** Left offset and width of a bar, in percent of the span. */
export function barGeometry(task: Pick<TimelineTask, 'start' | 'end'>, span: number): { left: number; width: number } {
  const start = Math.max(0, Math.min(task.start, span));
  const end = Math.max(start, Math.min(task.end, span));
  return { left: (start / span) * 100, width: ((end - start) / span) * 100 };
}

/** "Days 1–7" for start 0, end 7 (days counted from 1 for people). */
export function dayRangeLabel(task: Pick<TimelineTask, 'start' | 'end'>): string {
  return `Days ${task.start + 1}–${task.end}`;
}

/** Week markers (day offsets 0, 7, 14, …) up to the span. */
export function weekTicks(span: number, every = 7): number[] {
  const ticks: number[] = [];
  for (let day = 0; day < span; day += every) ticks.push(day);
  return ticks;
}
