import './misc-shell.css';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

interface MiscMessageProps {
  /** a big decorative mark above the title: an icon or a code such as 404 */
  mark: ReactNode;
  title: string;
  text: string;
  /** what the user may do next (a link home, a retry...) */
  children: ReactNode;
  className?: string;
}

/** The message of an error or misc page: its mark, its title (the page's h1), a line and the ways on. */
export function MiscMessage({ mark, title, text, children, className }: MiscMessageProps) {
  return (
    <div className={className ? `misc-body ${className}` : 'misc-body'}>
      <div className="misc-mark" aria-hidden="true">
        {mark}
      </div>
      <h1 className="misc-title">{title}</h1>
      <p className="misc-text">{text}</p>
      {children}
    </div>
  );
}

/** The frame of the blank-layout pages that are not the login page. */
export function MiscShell(props: Omit<MiscMessageProps, 'className'>) {
  return (
    <div className="misc-page">
      <div className="misc-top">
        <Brand />
        <LanguageSwitch />
      </div>
      <MiscMessage {...props} />
    </div>
  );
}
