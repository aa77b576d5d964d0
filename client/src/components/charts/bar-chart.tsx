import './charts.css';
import { useMemo, useState } from 'react';
import { bandAt, categoryPlot } from './chart-geometry';
import { ChartFrame, ValueGrid, type CategoryChartProps } from './chart-frame';
import { ChartTooltip } from './chart-parts';
import type { ChartTone } from './chart-scale';
import { useElementWidth } from './use-element-width';

export interface BarSeries {
  key: string;
  label: string;
  tone: ChartTone;
  values: number[];
}

const MARGIN = { top: 12, right: 8, bottom: 30, left: 64 };

/**
 * Bars per category, stacked by series, drawn in SVG to the width of the card. For assistive
 * technology the picture is one image with a summary, and the figures are in a visually hidden
 * table; a pointer or a focused category shows the same figures in a tooltip.
 */
export function BarChart({
  series,
  totalLabel,
  highlight,
  title,
  summary,
  categories,
  categoryNames = categories,
  categoryHeader,
  formatValue,
  formatTick,
  height = 260,
  integer = false,
  testId,
}: CategoryChartProps<BarSeries> & {
  /** the tooltip's and the table's total row, when there are several series */
  totalLabel?: string;
  /** categories drawn at full strength, the others faded (the selected period) */
  highlight?: (index: number) => boolean;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const totals = useMemo(() => categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)), [categories, series]);
  /** the total row's label, when there are several series to add up */
  const total = series.length > 1 ? totalLabel : undefined;
  const { axis, band, innerHeight, y, labelEvery } = categoryPlot({ width, height, margin: MARGIN, categories, max: Math.max(0, ...totals), integer });
  const barWidth = Math.max(4, Math.min(band * 0.56, 34));

  return (
    <ChartFrame
      testId={testId}
      legend={series}
      canvasRef={ref}
      width={width}
      height={height}
      title={title}
      summary={summary}
      onPointer={([px]) => setActive(bandAt(px - MARGIN.left, band, categories.length))}
      onLeave={() => setActive(null)}
      tooltip={
        active !== null && (
          <ChartTooltip
            x={MARGIN.left + band * active + band / 2}
            width={width}
            title={categoryNames[active]}
            rows={series.map((s) => ({ key: s.key, label: s.label, tone: s.tone, value: formatValue(s.values[active] ?? 0) }))}
            total={total !== undefined ? { key: 'total', label: total, value: formatValue(totals[active]) } : undefined}
          />
        )
      }
      table={{
        columns: [categoryHeader, ...series.map((s) => s.label), ...(total !== undefined ? [total] : [])],
        rows: categoryNames.map((name, i) => ({
          key: `${name}-${i}`,
          header: name,
          cells: [...series.map((s) => formatValue(s.values[i] ?? 0)), ...(total !== undefined ? [formatValue(totals[i])] : [])],
        })),
      }}
    >
      <ValueGrid ticks={axis} y={y} left={MARGIN.left} right={width - MARGIN.right} format={formatTick} />
      {categories.map((category, i) => {
        const x = MARGIN.left + band * i + (band - barWidth) / 2;
        let base = 0;
        const faded = highlight ? !highlight(i) : false;
        return (
          <g key={`${category}-${i}`} className={`chart-bar-group${faded ? ' is-faded' : ''}${active === i ? ' is-active' : ''}`}>
            {active === i && <rect className="chart-hover-band" x={MARGIN.left + band * i} y={MARGIN.top} width={band} height={innerHeight} />}
            {series.map((s) => {
              const value = s.values[i] ?? 0;
              if (value <= 0) return null;
              const y0 = y(base);
              base += value;
              const y1 = y(base);
              return <rect key={s.key} className={`chart-bar chart-tone-${s.tone}`} x={x} y={y1} width={barWidth} height={Math.max(1, y0 - y1)} rx={2} />;
            })}
            {i % labelEvery === 0 && (
              <text className="chart-axis-label" x={MARGIN.left + band * i + band / 2} y={height - 10} textAnchor="middle">
                {category}
              </text>
            )}
          </g>
        );
      })}
      <line className="chart-baseline" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
    </ChartFrame>
  );
}
