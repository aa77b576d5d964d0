import type { ReactNode } from 'react';
import type { ChartTone } from './chart-scale';

/** The series' colours and names above a chart (the hidden table names them for screen readers). */
export function ChartLegend({ items }: { items: ReadonlyArray<{ key: string; label: string; tone: ChartTone }> }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.key}>
          <span className={`chart-swatch chart-tone-${item.tone}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export interface TooltipRow {
  key: string;
  label: string;
  tone?: ChartTone;
  value: string;
}

/**
 * The figures under the pointer, beside the point `x` (px from the chart's start), flipped to the
 * other side past the middle. Hidden from assistive technology: the table says the same.
 */
export function ChartTooltip({ x, y, width, title, rows, total }: { x: number; y?: number; width: number; title: ReactNode; rows: TooltipRow[]; total?: TooltipRow }) {
  return (
    <div
      className={`chart-tooltip${x > width / 2 ? ' to-start' : ''}`}
      style={{ insetInlineStart: `${x}px`, ...(y !== undefined ? { top: `${Math.max(0, y - 16)}px` } : {}) }}
      aria-hidden="true"
    >
      <strong>{title}</strong>
      {rows.map((row) => (
        <span key={row.key} className="chart-tooltip-row">
          {row.tone ? <span className={`chart-swatch chart-tone-${row.tone}`} /> : <span />}
          <span>{row.label}</span>
          <b>{row.value}</b>
        </span>
      ))}
      {total && (
        <span className="chart-tooltip-row chart-tooltip-total">
          <span />
          <span>{total.label}</span>
          <b>{total.value}</b>
        </span>
      )}
    </div>
  );
}

/**
 * A chart's figures as a table, for screen readers only: a caption, a header row, and one row per
 * category (its name as the row header).
 */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: ReadonlyArray<{ key: string; header: string; cells: readonly string[] }> }) {
  return (
    // A table ignores a 1px width: the wrapper is what hides it.
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th scope="col" key={`${column}-${i}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
