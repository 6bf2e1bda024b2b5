/**
 * Project timeline (Gantt) on /timeline. Fully rendered on the server:
 * a legend, a week scale and one bar per task, coloured by status (planned when none is given).
 * Each bar is a button; its details (dates, owner, what happens) show on hover and on focus
 * through CSS, so this works before hydration too. Once hydrated, a tap or click pins a bar's
 * details open until the next tap or until focus moves on (phones have no hover, and a tapped
 * button does not match :focus-visible, nor get focus at all in Safari), and Escape hides the
 * open details (WCAG 1.4.13).
 */
import { useState, type KeyboardEvent } from 'react';
import {
  STATUS_LABELS,
  TIMELINE_LABELS,
  TASK_STATUSES,
  barGeometry,
  dayRangeLabel,
  taskStatus,
  timelineSpan,
  weekTicks,
  type TaskStatus,
  type TimelineTask,
} from '~/lib/timeline';

export interface TimelineChartProps {
  tasks: readonly TimelineTask[];
  /** Days on the scale; defaults to TIMELINE_DEMO.days (longer if a task ends later). */
  totalDays?: number;
  /** Accessible name of the chart. */
  label?: string;
}

const BAR_CLASSES: Record<TaskStatus, string> = {
  done: 'bg-brand border-brand-strong text-white',
  'in-progress': 'bg-accent border-ink text-ink',
  planned: 'bg-white border-dashed border-ink-soft text-ink',
};

function Swatch({ status }: { status: TaskStatus }) {
  return <span aria-hidden="true" className={`inline-block h-3 w-6 rounded-sm border-2 ${BAR_CLASSES[status]}`} />;
}

export default function TimelineChart({ tasks, totalDays, label = TIMELINE_LABELS.chart }: TimelineChartProps) {
  const span = totalDays ? timelineSpan(tasks, totalDays) : timelineSpan(tasks);
  const ticks = weekTicks(span);
  const [suppressed, setSuppressed] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    if (event.key === 'Escape') {
      setSuppressed(id);
      setPinned(null);
    }
  };
  const tipVisibility = (id: string) =>
    suppressed === id ? 'hidden' : pinned === id ? 'block' : 'hidden group-hover:block group-focus:block';

  return (
    <div className="grid gap-6" data-timeline>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-soft" aria-label={TIMELINE_LABELS.legend}>
        {TASK_STATUSES.map((status) => (
          <li key={status} className="inline-flex items-center gap-2">
            <Swatch status={status} />
            {STATUS_LABELS[status]}
          </li>
        ))}
      </ul>

      {/* Below md the chart is wider than the screen: say so, and keep the task names in view. */}
      <p className="text-sm text-muted md:hidden">{`${TIMELINE_LABELS.swipeBefore} `}{ticks.length}{` ${TIMELINE_LABELS.swipeAfter}`}</p>
      <div className="overflow-x-auto pb-40">
        <div className="min-w-[40rem]">
          <div aria-hidden="true" className="grid grid-cols-[9rem_1fr] gap-4 text-xs text-muted">
            <span className="sticky left-0 z-10 bg-white" />
            <div className="relative h-5">
              {ticks.map((day, i) => (
                <span key={day} className="absolute top-0" style={{ left: `${(day / span) * 100}%` }}>
                  Week {i + 1}
                </span>
              ))}
            </div>
          </div>

          <ol className="mt-2 grid gap-3" aria-label={label}>
            {tasks.map((task) => {
              const status = taskStatus(task);
              const { left, width } = barGeometry(task, span);
              const tipId = `timeline-tip-${task.id}`;
              const alignRight = left + width / 2 > 50;
              return (
                <li key={task.id} className="grid grid-cols-[9rem_1fr] items-center gap-4" data-status={status}>
                  <span className="sticky left-0 z-10 flex items-center self-stretch bg-white text-sm font-medium text-ink">{task.label}</span>
                  <div className="relative h-11 rounded-lg bg-surface">
                    {ticks.slice(1).map((day) => (
                      <span
                        key={day}
                        aria-hidden="true"
                        className="absolute inset-y-0 w-px bg-line"
                        style={{ left: `${(day / span) * 100}%` }}
                      />
                    ))}
                    <button
                      type="button"
                      aria-label={`${task.label}: ${dayRangeLabel(task)}, ${STATUS_LABELS[status]}`}
                      aria-describedby={tipId}
                      onKeyDown={(e) => onKeyDown(e, task.id)}
                      onMouseLeave={() => setSuppressed(null)}
                      onClick={() => {
                        // A second tap closes it for good: the bar keeps focus, which alone shows it.
                        const closing = pinned === task.id;
                        setPinned(closing ? null : task.id);
                        setSuppressed(closing ? task.id : null);
                      }}
                      onBlur={() => {
                        setSuppressed(null);
                        setPinned(null);
                      }}
                      className={`group absolute inset-y-1.5 min-w-2 cursor-default rounded-md border-2 text-left ${BAR_CLASSES[status]}`}
                      style={{ left: `${left}%`, width: `${width}%` }}
                      data-task={task.id}
                    >
                      <span
                        role="tooltip"
                        id={tipId}
                        className={`absolute top-full z-20 mt-2 w-64 rounded-lg border border-line bg-white p-3 text-sm font-normal text-ink shadow-(--shadow-card) ${
                          alignRight ? 'right-0' : 'left-0'
                        } ${tipVisibility(task.id)}`}
                      >
                        <span className="block font-semibold">{task.label}</span>
                        <span className="mt-1 block text-xs text-muted">
                          {dayRangeLabel(task)} · {STATUS_LABELS[status]} · {task.owner}
                        </span>
                        <span className="mt-2 block text-ink-soft">{task.details}</span>
                      </span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </div>
  );
}
