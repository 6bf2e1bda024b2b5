/**
 * A count per day as bars, drawn here as SVG (no chart library reaches /admin), with the same
 * numbers as a table for screen readers: the drawing is hidden from them, the table is hidden
 * from the eye.
 */
import { useId } from 'react';
import { shortDay } from './words.ts';

export interface DayChartProps {
  title: string;
  days: Array<{ day: string; count: number }>;
}

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 28;
const BOTTOM = 20;

/** A round top for the scale: 1, 2, 5, 10, 20, 50… */
function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max)!;
}

export function DayChart({ title, days }: DayChartProps) {
  const id = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const top = scaleTop(Math.max(0, ...days.map((day) => day.count)));
  const plot = WIDTH - AXIS;
  const slot = plot / Math.max(1, days.length);
  const bar = Math.max(1, slot * 0.7);
  const y = (count: number) => HEIGHT - BOTTOM - (count / top) * (HEIGHT - BOTTOM - 8);
  // A label under every nth bar: about seven across, whatever the range.
  const every = Math.max(1, Math.ceil(days.length / 7));

  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>
        <span className="chart-title">{title}</span> <span className="chart-total">{total}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="chart-svg" aria-hidden="true" focusable="false">
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={AXIS - 4} y={y(tick) + 4} className="chart-tick" textAnchor="end">
              {Number.isInteger(tick) ? tick : ''}
            </text>
          </g>
        ))}
        {days.map((day, i) => (
          <rect key={day.day} x={AXIS + i * slot + (slot - bar) / 2} width={bar} y={y(day.count)} height={Math.max(0, HEIGHT - BOTTOM - y(day.count))} className="chart-bar">
            <title>{`${shortDay(day.day)}: ${day.count}`}</title>
          </rect>
        ))}
        {days.map((day, i) =>
          i % every === 0 ? (
            <text key={day.day} x={AXIS + i * slot + slot / 2} y={HEIGHT - 4} className="chart-tick" textAnchor="middle">
              {shortDay(day.day)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="visually-hidden">
        <caption>{title}, per day (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
