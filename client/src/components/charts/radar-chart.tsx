import './charts.css';
import { polarPoint, radarPolygon } from './chart-geometry';
import { ChartLegend, ChartTable } from './chart-parts';
import { ticks, type ChartTone } from './chart-scale';
import { useElementWidth } from './use-element-width';

export interface RadarSeries {
  key: string;
  label: string;
  tone: ChartTone;
  values: number[];
}

/** Room around the web for the axis labels. */
const LABEL_ROOM = 44;
const MAX_SIZE = 380;

/**
 * A web of axes (services, skills...) with one polygon per series: the value on each spoke, the
 * largest at the rim. Square, as wide as the card allows. One image with a summary for assistive
 * technology, and the figures in a visually hidden table.
 */
export function RadarChart({
  title,
  summary,
  axes,
  axisNames = axes,
  axisHeader,
  series,
  formatValue,
  integer = false,
  testId,
}: {
  title: string;
  summary: string;
  /** short labels at the spokes' ends */
  axes: string[];
  /** full names, in the table */
  axisNames?: string[];
  axisHeader: string;
  series: RadarSeries[];
  formatValue: (value: number) => string;
  integer?: boolean;
  testId?: string;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>(320);
  const size = Math.max(160, Math.min(MAX_SIZE, width));
  const c = size / 2;
  const radius = Math.max(20, c - LABEL_ROOM);
  const rings = ticks(Math.max(0, ...series.flatMap((s) => s.values)), { count: 4, integer }).slice(1);
  const max = rings[rings.length - 1];
  const ring = (value: number) => radarPolygon(axes.map(() => value), max, c, c, radius);

  return (
    <div className="money-chart radar-chart" data-testid={testId}>
      <ChartLegend items={series} />
      <div className="chart-canvas radar-canvas" ref={ref}>
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={`${title}. ${summary}`}>
          {rings.map((value) => (
            <polygon key={value} className="radar-ring" points={ring(value)} />
          ))}
          {axes.map((axis, i) => {
            const [x, y] = polarPoint(c, c, radius, i, axes.length);
            const [lx, ly] = polarPoint(c, c, radius + 16, i, axes.length);
            const anchor = Math.abs(lx - c) < 4 ? 'middle' : lx > c ? 'start' : 'end';
            return (
              <g key={`${axis}-${i}`}>
                <line className="radar-spoke" x1={c} y1={c} x2={x} y2={y} />
                <text className="chart-axis-label" x={lx} y={ly} dy="0.32em" textAnchor={anchor}>
                  {axis}
                </text>
              </g>
            );
          })}
          {rings.map((value) => (
            <text key={value} className="radar-tick" x={c + 4} y={c - (value / max) * radius} dy="-0.2em">
              {formatValue(value)}
            </text>
          ))}
          {series.map((s) => (
            <polygon key={s.key} className={`radar-shape chart-tone-${s.tone} chart-stroke-${s.tone}`} points={radarPolygon(s.values, max, c, c, radius)} />
          ))}
        </svg>
      </div>
      <ChartTable
        caption={title}
        columns={[axisHeader, ...series.map((s) => s.label)]}
        rows={axisNames.map((name, i) => ({ key: `${name}-${i}`, header: name, cells: series.map((s) => formatValue(s.values[i] ?? 0)) }))}
      />
    </div>
  );
}
