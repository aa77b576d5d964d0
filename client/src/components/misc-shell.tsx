import './misc-shell.css';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

interface MiscShellProps {
  /** a big decorative mark above the title: an icon or a code such as 404 */
  mark: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}

/** The frame of the blank-layout pages that are not the login page. */
export function MiscShell({ mark, title, text, children }: MiscShellProps) {
  return (
    <div className="misc-page">
      <div className="misc-top">
        <Brand />
        <LanguageSwitch />
      </div>
      <div className="misc-body">
        <div className="misc-mark" aria-hidden="true">
          {mark}
        </div>
        <h1 className="misc-title">{title}</h1>
        <p className="misc-text">{text}</p>
        {children}
      </div>
    </div>
  );
}
