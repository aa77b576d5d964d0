import type { ReactNode } from 'react';

/** One card of a row of cards (Bootstrap's col-lg-N), as tall as its neighbours, named by its heading. */
export function ColumnCard({ lg, titleId, children }: { lg: number; titleId: string; children: ReactNode }) {
  return (
    <div className={`col-lg-${lg}`}>
      <section className="card h-100" aria-labelledby={titleId}>
        <div className="card-body">{children}</div>
      </section>
    </div>
  );
}
