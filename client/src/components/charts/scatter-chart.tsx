import './charts.css';
import { useState } from 'react';
import { linearScale, nearestPoint, type Point } from './chart-geometry';
import { ChartFrame, ValueGrid } from './chart-frame';
import { ChartTooltip } from './chart-parts';
import { ticks, type ChartTone } from './chart-scale';
import { useElementWidth } from './use-element-width';

export interface ScatterPoint {
  key: string;
  /** the point's name (a product, a person), in the tooltip and the table */
  label: string;
  x: number;
  y: number;
  tone: ChartTone;
}

const MARGIN = { top: 28, right: 16, bottom: 44, left: 64 };
/** How near (px) the pointer must come to a point to show it. */
const REACH = 28;

/**
 * One dot per item at (x, y), both axes from 0, coloured by group (the legend names the groups).
 * One image with a summary for assistive technology, and every point in a visually hidden table;
 * a pointer near a dot shows its figures in a tooltip.
 */
export function ScatterChart({
  title,
  summary,
  points,
  groups,
  pointHeader,
  xLabel,
  yLabel,
  formatX,
  formatY,
  formatXTick = formatX,
  formatYTick = formatY,
  integerX = false,
  integerY = false,
  height = 280,
  testId,
}: {
  title: string;
  summary: string;
  points: ScatterPoint[];
  /** the legend: what each colour means */
  groups: ReadonlyArray<{ key: string; label: string; tone: ChartTone }>;
  /** the table's first column: what a point is */
  pointHeader: string;
  xLabel: string;
  yLabel: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
  formatXTick?: (value: number) => string;
  formatYTick?: (value: number) => string;
  integerX?: boolean;
  integerY?: boolean;
  height?: number;
  testId?: string;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const xAxis = ticks(Math.max(0, ...points.map((p) => p.x)), { count: width < 420 ? 3 : 5, integer: integerX });
  const yAxis = ticks(Math.max(0, ...points.map((p) => p.y)), { integer: integerY });
  const x = linearScale([0, xAxis[xAxis.length - 1]], [MARGIN.left, Math.max(MARGIN.left + 10, width - MARGIN.right)]);
  const y = linearScale([0, yAxis[yAxis.length - 1]], [height - MARGIN.bottom, MARGIN.top]);
  const placed: Point[] = points.map((p) => [x(p.x), y(p.y)]);
  const current = active !== null ? points[active] : null;

  return (
    <ChartFrame
      className="scatter-chart"
      testId={testId}
      legend={groups}
      canvasRef={ref}
      width={width}
      height={height}
      title={title}
      summary={summary}
      onPointer={(pointer) => setActive(nearestPoint(placed, pointer, REACH))}
      onLeave={() => setActive(null)}
      tooltip={
        current &&
        active !== null && (
          <ChartTooltip
            x={placed[active][0]}
            y={placed[active][1]}
            width={width}
            title={current.label}
            rows={[
              { key: 'x', label: xLabel, value: formatX(current.x) },
              { key: 'y', label: yLabel, value: formatY(current.y) },
            ]}
          />
        )
      }
      table={{ columns: [pointHeader, xLabel, yLabel], rows: points.map((p) => ({ key: p.key, header: p.label, cells: [formatX(p.x), formatY(p.y)] })) }}
    >
      <ValueGrid ticks={yAxis} y={y} left={MARGIN.left} right={width - MARGIN.right} format={formatYTick} keyPrefix="y" />
      {xAxis.map((tick) => (
        <g key={`x${tick}`} className="chart-grid">
          <line x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={height - MARGIN.bottom} />
          <text x={x(tick)} y={height - MARGIN.bottom + 16} textAnchor="middle">
            {formatXTick(tick)}
          </text>
        </g>
      ))}
      <text className="chart-axis-title" x={MARGIN.left} y={12}>
        {yLabel}
      </text>
      <text className="chart-axis-title" x={width - MARGIN.right} y={height - 6} textAnchor="end">
        {xLabel}
      </text>
      <line className="chart-baseline" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      {points.map((p, i) => (
        <circle
          key={p.key}
          className={`scatter-dot chart-tone-${p.tone} chart-stroke-${p.tone}${active === i ? ' is-active' : ''}`}
          cx={placed[i][0]}
          cy={placed[i][1]}
          r={active === i ? 8 : 6}
        />
      ))}
    </ChartFrame>
  );
}
