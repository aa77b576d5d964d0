import './business.css';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';

export interface TabLink<T extends string> {
  id: T;
  /** where the tab leads: the tab lives in the URL */
  to: string;
  icon: LucideIcon;
  label: string;
}

/** A screen's tabs as links (Bootstrap's pills); the current one is marked for screen readers too. */
export function TabLinks<T extends string>({ label, tabs, current }: { label: string; tabs: ReadonlyArray<TabLink<T>>; current: T }) {
  return (
    <nav aria-label={label}>
      <ul className="nav nav-pills business-tabs">
        {tabs.map(({ id, to, icon: Icon, label: name }) => (
          <li key={id} className="nav-item">
            <Link to={to} replace className={id === current ? 'nav-link active' : 'nav-link'} aria-current={id === current ? 'page' : undefined}>
              <Icon size={16} aria-hidden="true" />
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
