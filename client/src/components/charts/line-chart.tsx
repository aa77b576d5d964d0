import './charts.css';
import { useState } from 'react';
import { areaPath, bandAt, categoryPlot, linePath, segments, type Point } from './chart-geometry';
import { ChartFrame, ValueGrid, type CategoryChartProps } from './chart-frame';
import { ChartTooltip } from './chart-parts';
import type { ChartTone } from './chart-scale';
import { useElementWidth } from './use-element-width';

export interface LineSeries {
  key: string;
  label: string;
  tone: ChartTone;
  /** one per category; null where the value is not known (the line breaks there) */
  values: Array<number | null>;
  /** tint the surface under the line (an area) */
  area?: boolean;
  /** a dashed line (a comparison, e.g. last year) */
  dashed?: boolean;
}

const MARGIN = { top: 12, right: 12, bottom: 30, left: 64 };

/**
 * Lines across categories (months...), one per series, drawn in SVG to the width of the card; a
 * series with `area` has the surface under its line tinted (an area chart). For assistive technology
 * the picture is one image with a summary, and the figures are in a visually hidden table; a
 * pointer shows the category's figures in a tooltip.
 */
export function LineChart({
  title,
  summary,
  categories,
  categoryNames = categories,
  categoryHeader,
  series,
  formatValue,
  formatTick,
  height = 260,
  integer = false,
  testId,
}: CategoryChartProps<LineSeries>) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const { axis, band, y, labelEvery } = categoryPlot({ width, height, margin: MARGIN, categories, max, integer });
  const x = (i: number) => MARGIN.left + band * i + band / 2;
  const baseline = y(0);
  const runsOf = (s: LineSeries): Point[][] => segments(s.values.slice(0, categories.length)).map((run) => run.map(([i, value]) => [x(i), y(value)]));
  const show = (value: number | null | undefined) => (value === null || value === undefined ? '–' : formatValue(value));

  return (
    <ChartFrame
      className="line-chart"
      testId={testId}
      title={title}
      summary={summary}
      legend={series}
      canvasRef={ref}
      width={width}
      height={height}
      onPointer={([px]) => setActive(bandAt(px - MARGIN.left, band, categories.length))}
      onLeave={() => setActive(null)}
      tooltip={
        active !== null && (
          <ChartTooltip
            x={x(active)}
            width={width}
            title={categoryNames[active]}
            rows={series.map((s) => ({ key: s.key, label: s.label, tone: s.tone, value: show(s.values[active]) }))}
          />
        )
      }
      table={{
        columns: [categoryHeader, ...series.map((s) => s.label)],
        rows: categoryNames.map((name, i) => ({ key: `${name}-${i}`, header: name, cells: series.map((s) => show(s.values[i])) })),
      }}
    >
      <ValueGrid ticks={axis} y={y} left={MARGIN.left} right={width - MARGIN.right} format={formatTick} />
      {active !== null && <line className="chart-cursor" x1={x(active)} x2={x(active)} y1={MARGIN.top} y2={baseline} />}
      {series
        .filter((s) => s.area)
        .flatMap((s) => runsOf(s).map((run, r) => <path key={`area-${s.key}-${r}`} className={`chart-area chart-tone-${s.tone}`} d={areaPath(run, baseline)} />))}
      {series.flatMap((s) =>
        runsOf(s).map((run, r) =>
          run.length === 1 ? (
            <circle key={`${s.key}-${r}`} className={`chart-dot chart-stroke-${s.tone}`} cx={run[0][0]} cy={run[0][1]} r={3} />
          ) : (
            <path key={`${s.key}-${r}`} className={`chart-line chart-stroke-${s.tone}${s.dashed ? ' is-dashed' : ''}`} d={linePath(run)} />
          ),
        ),
      )}
      {active !== null &&
        series.map((s) => {
          const value = s.values[active];
          return value === null || value === undefined ? null : <circle key={s.key} className={`chart-dot chart-stroke-${s.tone}`} cx={x(active)} cy={y(value)} r={4.5} />;
        })}
      {categories.map((category, i) =>
        i % labelEvery === 0 ? (
          <text key={`${category}-${i}`} className="chart-axis-label" x={x(i)} y={height - 10} textAnchor="middle">
            {category}
          </text>
        ) : null,
      )}
      <line className="chart-baseline" x1={MARGIN.left} x2={width - MARGIN.right} y1={baseline} y2={baseline} />
    </ChartFrame>
  );
}
