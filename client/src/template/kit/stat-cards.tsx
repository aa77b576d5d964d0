import { IconTile } from '@/components/ui/icon-tile';
import '@/components/ui/stat-tile.css';
import './stat-cards.css';
import type { ReactNode } from 'react';

export interface StatItem {
  key: string;
  label: string;
  value: string;
  sub?: string;
  icon: ReactNode;
  tone: 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'secondary';
}

/** A row of figures, each in a card with its icon; grey bars while they load. Two a row, four on a wide screen with `wide`. */
export function StatCards({ label, items, loading = false, count = 4, wide = false }: { label: string; items: StatItem[]; loading?: boolean; count?: number; wide?: boolean }) {
  const className = `stat-tile-grid dash-stats${wide ? ' stat-tile-grid-four' : ''}`;
  if (loading) {
    return (
      <ul className={className} aria-busy="true" aria-label={label}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card stat-tile is-loading" aria-hidden="true">
            <span className="dash-ph stat-tile-ph-icon" />
            <span className="dash-ph stat-tile-ph-line" />
            <span className="dash-ph stat-tile-ph-value" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={`card stat-tile tone-${item.tone}`} data-testid={`stat-${item.key}`}>
          <IconTile className={`stat-tile-icon tone-${item.tone}`}>{item.icon}</IconTile>
          <span className="stat-tile-text">
            <span className="stat-tile-label">{item.label}</span>
            <strong className="stat-tile-value" data-testid={`stat-${item.key}-value`}>
              {item.value}
            </strong>
            {item.sub && <span className="stat-tile-sub">{item.sub}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A card's loading state: a grey block of the chart's height. */
export function ChartPlaceholder({ height = 260, label }: { height?: number; label: string }) {
  return (
    <div className="dash-chart-loading" style={{ blockSize: `${height}px` }} role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
