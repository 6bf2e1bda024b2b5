import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TimelineChart from '~/components/islands/TimelineChart';
import type { TimelineTask } from '~/lib/timeline';

const tasks: TimelineTask[] = [
  { id: 'discovery', label: 'Discovery', start: 0, end: 7, status: 'done', owner: 'Maya', details: 'Interviews and goals.' },
  { id: 'design', label: 'Design', start: 7, end: 14, status: 'in-progress', owner: 'Leo', details: 'Wireframes and visuals.' },
  { id: 'build', label: 'Development', start: 14, end: 28, owner: 'Sam', details: 'Hand-coded build.' },
  { id: 'launch', label: 'Launch', start: 28, end: 35, status: 'planned', owner: 'Maya', details: 'Go live and measure.' },
];

describe('<TimelineChart>', () => {
  it('renders every bar, its details and the legend on the server', () => {
    const html = renderToString(<TimelineChart tasks={tasks} totalDays={35} />);
    for (const t of tasks) {
      expect(html).toContain(t.label);
      expect(html).toContain(t.details);
    }
    expect(html).toContain('Done');
    expect(html).toContain('In progress');
    expect(html).toContain('Planned');
  });

  it('places the bars on the day scale', () => {
    render(<TimelineChart tasks={tasks} totalDays={35} />);
    const build = screen.getByRole('button', { name: 'Development: Days 15–28, Planned' });
    expect(build.style.left).toBe('40%');
    expect(build.style.width).toBe('40%');
  });

  it('colours bars by status, planned by default', () => {
    const { container } = render(<TimelineChart tasks={tasks} totalDays={35} />);
    const status = (id: string) => container.querySelector(`[data-task="${id}"]`)!.closest('li')!.dataset.status;
    expect(status('discovery')).toBe('done');
    expect(status('design')).toBe('in-progress');
    expect(status('build')).toBe('planned');
    expect(container.querySelector('[data-task="discovery"]')!.className).toContain('bg-brand');
    expect(container.querySelector('[data-task="design"]')!.className).toContain('bg-accent');
    expect(container.querySelector('[data-task="build"]')!.className).toContain('border-dashed');
  });

  it('makes each bar focusable, described by its details', async () => {
    const user = userEvent.setup();
    render(<TimelineChart tasks={tasks} totalDays={35} />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'Discovery: Days 1–7, Done' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(/Interviews and goals\./);
    expect(first).toHaveAccessibleDescription(/Maya/);
    expect(document.getElementById(first.getAttribute('aria-describedby')!)).toHaveAttribute('role', 'tooltip');
  });

  it('shows the details on hover and keyboard focus (CSS), and hides them on Escape', async () => {
    const user = userEvent.setup();
    const { container } = render(<TimelineChart tasks={tasks} totalDays={35} />);
    const tip = container.querySelector('#timeline-tip-design')!;
    expect(tip.className).toContain('group-hover:block');
    expect(tip.className).toContain('group-focus:block');
    const bar = screen.getByRole('button', { name: /^Design/ });
    bar.focus();
    await user.keyboard('{Escape}');
    expect(tip.className).not.toContain('group-focus:block');
    fireEvent.blur(bar);
    expect(tip.className).toContain('group-focus:block');
  });

  it('pins the details open on a tap or click, until the next tap or until focus moves on', async () => {
    const user = userEvent.setup();
    const { container } = render(<TimelineChart tasks={tasks} totalDays={35} />);
    const tip = container.querySelector('#timeline-tip-design')!;
    const bar = screen.getByRole('button', { name: /^Design/ });
    const shown = () => tip.classList.contains('block') && !tip.classList.contains('hidden');
    expect(shown()).toBe(false);
    await user.click(bar);
    expect(shown()).toBe(true);
    await user.click(bar);
    expect(shown()).toBe(false);
    await user.click(bar);
    fireEvent.blur(bar);
    expect(shown()).toBe(false);
    await user.click(bar);
    await user.keyboard('{Escape}');
    expect(shown()).toBe(false);
  });

  it('keeps late tooltips inside the chart', () => {
    const { container } = render(<TimelineChart tasks={tasks} totalDays={35} />);
    expect(container.querySelector('#timeline-tip-launch')!.className).toContain('right-0');
    expect(container.querySelector('#timeline-tip-discovery')!.className).toContain('left-0');
  });
});
