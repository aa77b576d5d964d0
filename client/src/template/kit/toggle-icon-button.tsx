import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

type DataAttributes = { [name: `data-${string}`]: string | undefined };

/**
 * An icon button that is on or off (star, flag, pin): aria-pressed says which, the label what a
 * press does now; its icon is filled while on unless `filled` is false (a pin changes icon instead).
 */
export function ToggleIconButton({
  icon: Icon,
  pressed,
  label,
  title = label,
  size = 18,
  filled = true,
  className,
  ...button
}: {
  icon: LucideIcon;
  pressed: boolean;
  label: string;
  /** the tooltip, when it is shorter than the label */
  title?: string;
  size?: number;
  filled?: boolean;
  /** classes added to btn-icon */
  className?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed' | 'aria-label' | 'title' | 'className' | 'children'> &
  DataAttributes) {
  return (
    <button type="button" className={className ? `btn-icon ${className}` : 'btn-icon'} aria-pressed={pressed} aria-label={label} title={title} {...button}>
      <Icon size={size} aria-hidden="true" fill={filled && pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
