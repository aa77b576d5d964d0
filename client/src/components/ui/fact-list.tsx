import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One line of a FactList: the term's icon, the term, the value. */
export type Fact = [icon: LucideIcon, term: string, value: ReactNode];

/** A description list whose terms carry an icon (a profile's details); the owner's class lays it out. */
export function FactList({ facts, className, testId }: { facts: readonly Fact[]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {facts.map(([Icon, term, value]) => (
        <div key={term}>
          <dt>
            <Icon size={16} aria-hidden="true" />
            {term}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
