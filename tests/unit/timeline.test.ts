import { describe, expect, it } from 'vitest';
import { TIMELINE_DEMO } from '~/lib/config';
import { barGeometry, dayRangeLabel, taskStatus, timelineSpan, weekTicks } from '~/lib/timeline';

describe('timeline geometry', () => {
  it('defaults the status to planned', () => {
    expect(taskStatus({})).toBe('planned');
    expect(taskStatus({ status: undefined })).toBe('planned');
    expect(taskStatus({ status: 'done' })).toBe('done');
    expect(taskStatus({ status: 'bogus' as never })).toBe('planned');
  });
  it('spans the demo length or the latest end', () => {
    expect(timelineSpan([{ end: 10 }])).toBe(TIMELINE_DEMO.days);
    expect(timelineSpan([{ end: 40 }])).toBe(40);
  });
  it('places bars in percent of the span', () => {
    expect(barGeometry({ start: 0, end: 7 }, 35)).toEqual({ left: 0, width: 20 });
    expect(barGeometry({ start: 28, end: 35 }, 35)).toEqual({ left: 80, width: 20 });
    expect(barGeometry({ start: 30, end: 50 }, 35).width).toBeCloseTo((5 / 35) * 100);
  });
  it('labels days from 1 and marks weeks', () => {
    expect(dayRangeLabel({ start: 0, end: 7 })).toBe('Days 1–7');
    expect(weekTicks(35)).toEqual([0, 7, 14, 21, 28]);
  });
});
