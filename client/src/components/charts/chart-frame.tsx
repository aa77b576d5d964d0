import type { ComponentProps, ReactNode, RefObject } from 'react';
import type { Point } from './chart-geometry';
import { ChartLegend, ChartTable } from './chart-parts';

/**
 * What the bar, line and scatter charts share around their drawing: the legend, the SVG sized to
 * the card (one image with a summary for assistive technology) that reports the pointer in its own
 * coordinates, the tooltip laid over it, and the visually hidden table of the figures.
 */
export function ChartFrame({
  className,
  testId,
  legend,
  canvasRef,
  width,
  height,
  title,
  summary,
  onPointer,
  onLeave,
  tooltip,
  table,
  children,
}: {
  /** the chart kind's class, beside money-chart */
  className?: string;
  testId?: string;
  legend: ComponentProps<typeof ChartLegend>['items'];
  canvasRef: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  /** what the chart shows (the table's caption) */
  title: string;
  summary: string;
  /** the pointer, in px from the SVG's top-left corner */
  onPointer: (point: Point) => void;
  onLeave: () => void;
  tooltip: ReactNode;
  table: Omit<ComponentProps<typeof ChartTable>, 'caption'>;
  children: ReactNode;
}) {
  return (
    <div className={className ? `money-chart ${className}` : 'money-chart'} data-testid={testId}>
      <ChartLegend items={legend} />
      <div className="chart-canvas" ref={canvasRef}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`${title}. ${summary}`}
          onPointerMove={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            onPointer([event.clientX - rect.left, event.clientY - rect.top]);
          }}
          onPointerLeave={onLeave}
        >
          {children}
        </svg>
        {tooltip}
      </div>
      <ChartTable caption={title} {...table} />
    </div>
  );
}

/** A value axis drawn as horizontal grid lines, each with its tick's label in the left margin. */
export function ValueGrid({ ticks, y, left, right, format, keyPrefix = '' }: { ticks: readonly number[]; y: (value: number) => number; left: number; right: number; format: (value: number) => string; keyPrefix?: string }) {
  return ticks.map((tick) => (
    <g key={`${keyPrefix}${tick}`} className="chart-grid">
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
      <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
        {format(tick)}
      </text>
    </g>
  ));
}

/** What a chart over categories (bars, lines) is given: its series, its categories' names and how to write its figures. */
export interface CategoryChartProps<Series> {
  /** what the chart shows (the table's caption) */
  title: string;
  /** one sentence for screen readers: the totals, the best category... */
  summary: string;
  /** short labels under the axis */
  categories: string[];
  /** full names, in the tooltip and the table */
  categoryNames?: string[];
  categoryHeader: string;
  series: Series[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  height?: number;
  /** counts: whole-number ticks */
  integer?: boolean;
  testId?: string;
}
