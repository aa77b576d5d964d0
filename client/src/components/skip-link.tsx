import './skip-link.css';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * With a <base href> in the page, a bare '#main-content' link resolves against the base and
 * would leave the current route: focus the target by hand instead.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
