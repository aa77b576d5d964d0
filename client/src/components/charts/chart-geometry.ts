/** The arithmetic of the SVG charts (lines, areas, radars, scatters), kept pure so it is tested alone. */
import { ticks } from './chart-scale';

export type Point = readonly [x: number, y: number];

/** A straight-line map from a domain to a range (a zero-width domain maps to the range's start). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

const fixed = (n: number) => (Math.round(n * 100) / 100).toString();

/** An SVG path through the points, in order: "M x y L x y ...", or '' without points. */
export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${fixed(x)} ${fixed(y)}`).join(' ');
}

/** The line's path closed down to the baseline: the surface under the line. */
export function areaPath(points: readonly Point[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0];
  const last = points[points.length - 1];
  return `${linePath(points)} L ${fixed(last[0])} ${fixed(baseline)} L ${fixed(first[0])} ${fixed(baseline)} Z`;
}

/** Running totals: [1, 2, 3] -> [1, 3, 6]. */
export function cumulative(values: readonly number[]): number[] {
  let total = 0;
  return values.map((value) => (total += value));
}

/**
 * The point at `radius` from the centre on spoke `index` of `count`, the first spoke pointing up
 * and the others following clockwise.
 */
export function polarPoint(cx: number, cy: number, radius: number, index: number, count: number): Point {
  const angle = (index / Math.max(1, count)) * Math.PI * 2;
  return [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)];
}

/** The `points` attribute of a radar polygon: each value on its spoke, `max` at `radius`. */
export function radarPolygon(values: readonly number[], max: number, cx: number, cy: number, radius: number): string {
  return values
    .map((value, i) => polarPoint(cx, cy, max > 0 ? (Math.max(0, value) / max) * radius : 0, i, values.length))
    .map(([x, y]) => `${fixed(x)},${fixed(y)}`)
    .join(' ');
}

/** The index of the band under x (bands of equal width from 0), or null outside them. */
export function bandAt(x: number, band: number, count: number): number | null {
  if (!(band > 0)) return null;
  const index = Math.floor(x / band);
  return index >= 0 && index < count ? index : null;
}

/** The index of the point nearest to `at`, if within `reach` pixels; null otherwise. */
export function nearestPoint(points: readonly Point[], at: Point, reach: number): number | null {
  let best: number | null = null;
  let bestDistance = reach;
  points.forEach(([x, y], i) => {
    const distance = Math.hypot(x - at[0], y - at[1]);
    if (distance <= bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The runs of known values, as [index, value] pairs: a line breaks where a value is unknown (null),
 * e.g. the months of this year still to come.
 */
export function segments(values: ReadonlyArray<number | null>): Array<Array<[index: number, value: number]>> {
  const runs: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> = [];
  values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push([i, value]);
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Every how many categories a label fits under the axis: each label needs about `charWidth` px a
 * character plus a gap, and at least `min` px (the table has every name).
 */
export function labelStep(band: number, labels: readonly string[], { charWidth = 6.5, min = 34 } = {}): number {
  if (!(band > 0)) return 1;
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  const needed = Math.max(min, longest * charWidth + 8);
  return band >= needed ? 1 : Math.ceil(needed / band);
}

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The plot of a chart whose categories share the width in equal bands under a value axis from 0
 * (bars, lines): the axis' ticks, each band's width, the y of a value (negatives on the baseline),
 * and how often a category's label fits (every other one, or fewer: the table has them all).
 */
export function categoryPlot({ width, height, margin, categories, max, integer }: { width: number; height: number; margin: Margin; categories: readonly string[]; max: number; integer: boolean }) {
  const axis = ticks(max, { integer });
  const top = axis[axis.length - 1];
  const innerHeight = height - margin.top - margin.bottom;
  const band = Math.max(10, width - margin.left - margin.right) / Math.max(1, categories.length);
  return {
    axis,
    band,
    innerHeight,
    y: (value: number) => margin.top + innerHeight - (Math.max(0, value) / top) * innerHeight,
    labelEvery: labelStep(band, categories),
  };
}
