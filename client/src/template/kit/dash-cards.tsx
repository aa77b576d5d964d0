import type { ReactNode } from 'react';
import './dash-cards.css';
import { ChartPlaceholder } from './stat-cards';

/** A dashboard card: its title (with `aside` beside it), an optional hint, then its chart or figures. */
export function DashCard({ id, title, aside, hint, testId, children }: { id: string; title: string; aside?: ReactNode; hint?: string; testId?: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id} data-testid={testId}>
      <div className="card-body">
        <div className="card-title-row">
          <h2 id={id}>{title}</h2>
          {aside}
        </div>
        {hint && <p className="card-hint">{hint}</p>}
        {children}
      </div>
    </section>
  );
}

export interface DashColumn {
  label: string;
  /** 'num' (a figure, right-aligned), 'dash-share' (a bar) */
  className?: string;
}

/** A ranked list's table: its header row from `columns`, its rows as `children`; named by the card's title. */
export function DashTable({ labelledBy, columns, children }: { labelledBy: string; columns: DashColumn[]; children: ReactNode }) {
  return (
    <div className="table-responsive">
      <table className="table business-table dash-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A dashboard card holding a table edge to edge: its title and optional hint in a head, then the
 * table, or a grey block of `placeholderHeight` (with `loadingLabel` read out) while it loads.
 */
export function DashTableCard({
  id,
  title,
  hint,
  testId,
  loading,
  loadingLabel,
  placeholderHeight,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  testId: string;
  loading: boolean;
  loadingLabel: string;
  placeholderHeight: number;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id} data-testid={testId}>
      <div className="card-body dash-card-head">
        <div className="card-title-row">
          <h2 id={id}>{title}</h2>
        </div>
        {hint && <p className="card-hint">{hint}</p>}
      </div>
      {loading ? (
        <div className="card-body pt-0">
          <ChartPlaceholder height={placeholderHeight} label={loadingLabel} />
        </div>
      ) : (
        children
      )}
    </section>
  );
}
