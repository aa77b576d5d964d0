import './print.css';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A printable sheet, outside the app's root: the print stylesheet shows it alone on paper (the
 * sidebar, navbar, toasts and buttons are not printed) and hides it on screen. Light colours
 * whatever the theme: it is paper.
 */
export function PrintPortal({ children }: { children: ReactNode }) {
  return createPortal(
    <div className="money-print-root" data-bs-theme="light" data-testid="print-sheet">
      {children}
    </div>,
    document.body,
  );
}
