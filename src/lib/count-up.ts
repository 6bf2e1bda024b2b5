/**
 * Count-up statistics: a display value such as '100+', '4-8', '98%', '0.8s' or '$1,400' split
 * into numbers and the text around them, so every number can run from 0 to its value while the
 * prefix, separators and suffix stay as written.
 */

export interface StatNumber {
  value: number;
  decimals: number;
  grouped: boolean;
}
export type StatPart = string | StatNumber;

const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

export function parseStatValue(display: string): StatPart[] {
  const parts: StatPart[] = [];
  let last = 0;
  for (const match of display.matchAll(NUMBER)) {
    const raw = match[0];
    const index = match.index ?? 0;
    if (index > last) parts.push(display.slice(last, index));
    const decimals = raw.includes('.') ? raw.length - raw.indexOf('.') - 1 : 0;
    parts.push({ value: Number(raw.replace(/,/g, '')), decimals, grouped: raw.includes(',') });
    last = index + raw.length;
  }
  if (last < display.length) parts.push(display.slice(last));
  return parts;
}

export function hasNumbers(parts: readonly StatPart[]): boolean {
  return parts.some((part) => typeof part !== 'string');
}

function formatNumber(n: StatNumber, value: number): string {
  const fixed = value.toFixed(n.decimals);
  if (!n.grouped) return fixed;
  return Number(fixed).toLocaleString('en-US', {
    minimumFractionDigits: n.decimals,
    maximumFractionDigits: n.decimals,
  });
}

/** The display at `progress` (0..1) of the animation; progress 1 gives the value as written. */
export function formatStatValue(parts: readonly StatPart[], progress: number): string {
  const p = Math.min(1, Math.max(0, progress));
  return parts.map((part) => (typeof part === 'string' ? part : formatNumber(part, part.value * p))).join('');
}

/** Ease-out cubic: fast start, gentle landing. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}
