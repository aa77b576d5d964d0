import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A card of a screen named by its h2: the title row (an icon, the title, the card's actions at
 * the end), then the card's content.
 */
export function SectionCard({
  titleId,
  title,
  icon: Icon,
  actions,
  className,
  testId,
  children,
}: {
  titleId: string;
  title: ReactNode;
  icon?: LucideIcon;
  /** buttons or badges at the end of the title row */
  actions?: ReactNode;
  /** classes added to `card` */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId} data-testid={testId}>
      <div className="card-body">
        <div className="card-title-row">
          <h2 id={titleId}>
            {Icon && <Icon size={18} aria-hidden="true" className="me-2" />}
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
