import type { ButtonHTMLAttributes, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';

type Props = {
  icon: LucideIcon;
  /** what the button does, read out in place of the icon */
  label: string;
  /** the icon's size in pixels */
  size?: number;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'>;

/** A button that shows only an icon (the navbar's, the menu's, the customizer's gear...). */
export function IconButton({ icon: Icon, label, size = 20, className, ref, ...props }: Props) {
  return (
    <button ref={ref} type="button" className={className ? `btn ${className}` : 'btn'} aria-label={label} {...props}>
      <Icon size={size} aria-hidden="true" />
    </button>
  );
}
