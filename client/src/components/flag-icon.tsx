import './flag-icon.css';
import type { Language } from '@shared/schemas/config';

/** Small flags drawn in SVG: emoji flags do not render on every system (Windows, minimal Linux). */
export function FlagIcon({ language }: { language: Language }) {
  if (language === 'fr') {
    return (
      <svg className="flag-icon" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
        <rect width="10" height="20" fill="#002654" />
        <rect x="10" width="10" height="20" fill="#fff" />
        <rect x="20" width="10" height="20" fill="#ce1126" />
      </svg>
    );
  }
  return (
    <svg className="flag-icon" viewBox="0 0 60 40" aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
