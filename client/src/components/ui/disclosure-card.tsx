import './disclosure-card.css';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { SectionCard } from './section-card';

/**
 * A titled card whose content is drawn, and its data asked for, only once the user opens it (a
 * record's history under its form). `plain`: no card of its own, a section under a dialog's form.
 */
export function DisclosureCard({
  title,
  icon,
  showLabel,
  hideLabel,
  plain = false,
  testId,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  /** the button's text while closed, and while open */
  showLabel: string;
  hideLabel: string;
  plain?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const classes = ['disclosure-card', open ? 'is-open' : 'is-closed', plain ? 'is-plain' : ''].filter(Boolean).join(' ');
  return (
    <SectionCard
      titleId={`${id}title`}
      title={title}
      icon={icon}
      className={classes}
      testId={testId}
      actions={
        <button type="button" className="btn btn-sm btn-label-primary" aria-expanded={open} aria-controls={`${id}body`} onClick={() => setOpen(!open)}>
          <ChevronDown size={16} className="disclosure-chevron" aria-hidden="true" />
          {open ? hideLabel : showLabel}
        </button>
      }
    >
      <div id={`${id}body`} hidden={!open}>
        {open && children}
      </div>
    </SectionCard>
  );
}
