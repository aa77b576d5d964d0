import type { ReactNode } from 'react';

/** A glyph or a number on its tinted square (.icon-tile), hidden from assistive technology: the text beside it says what it means. */
export function IconTile({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={className ? `icon-tile ${className}` : 'icon-tile'} aria-hidden="true">
      {children}
    </span>
  );
}
