import './charts.css';
import type { ChartTone } from './chart-scale';

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  tone: ChartTone;
}

const SIZE = 148;
const RADIUS = 62;
const THICKNESS = 20;

function arc(start: number, end: number): string {
  const r0 = RADIUS - THICKNESS;
  const point = (angle: number, r: number) => [SIZE / 2 + r * Math.sin(angle), SIZE / 2 - r * Math.cos(angle)].map((n) => n.toFixed(2)).join(' ');
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(end, RADIUS)} L ${point(end, r0)} A ${r0} ${r0} 0 ${large} 0 ${point(start, r0)} Z`;
}

/**
 * A ring of parts with the total in its middle and a legend giving every figure as text; the
 * ring itself is one image whose label says the same.
 */
export function DonutChart({
  title,
  slices,
  centerLabel,
  formatValue = String,
  formatShare,
  emptyText,
  testId,
}: {
  title: string;
  slices: DonutSlice[];
  centerLabel: string;
  formatValue?: (value: number) => string;
  formatShare: (share: number) => string;
  emptyText: string;
  testId?: string;
}) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const shown = slices.filter((s) => s.value > 0);
  const summary =
    total === 0 ? emptyText : `${centerLabel} ${formatValue(total)}. ${shown.map((s) => `${s.label} ${formatValue(s.value)} (${formatShare(s.value / total)})`).join(', ')}`;
  let angle = 0;
  return (
    <figure className="money-donut" data-testid={testId}>
      <figcaption className="money-donut-title">{title}</figcaption>
      <div className="money-donut-body">
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`${title}. ${summary}`} className="money-donut-ring">
          <circle className="donut-track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS - THICKNESS / 2} strokeWidth={THICKNESS} fill="none" />
          {shown.length === 1 ? (
            <circle className={`donut-full chart-stroke-${shown[0].tone}`} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS - THICKNESS / 2} strokeWidth={THICKNESS} fill="none" />
          ) : (
            shown.map((s) => {
              const start = angle;
              angle += (s.value / total) * Math.PI * 2;
              return <path key={s.key} className={`chart-tone-${s.tone}`} d={arc(start, angle)} />;
            })
          )}
          <text x={SIZE / 2} y={SIZE / 2 - 4} textAnchor="middle" className="donut-total">
            {formatValue(total)}
          </text>
          <text x={SIZE / 2} y={SIZE / 2 + 16} textAnchor="middle" className="donut-caption">
            {centerLabel}
          </text>
        </svg>
        <ul className="money-donut-legend">
          {slices.map((s) => (
            <li key={s.key} className={s.value === 0 ? 'is-zero' : undefined}>
              <span className={`chart-swatch chart-tone-${s.tone}`} aria-hidden="true" />
              <span className="legend-label">{s.label}</span>
              <span className="legend-value">{formatValue(s.value)}</span>
              <span className="legend-share">{total > 0 ? formatShare(s.value / total) : '–'}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
