import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { aChunkFailedToLoad } from '@/lib/lazy-page';
import { forgetUnreadAnswers } from '@/lib/swr-in-use';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeLink } from './home-link';
import { MiscMessage, MiscShell } from './misc-shell';

/**
 * A route's error element: the screen threw (a chunk that did not load, an answer it could not
 * draw). Inside the main layout the panel takes the screen's place, sidebar and navbar stay;
 * `standalone` draws it as a page of its own (blank layout, or the layout itself failed).
 * "Réessayer" draws the route anew with fresh answers, or reloads the page when its code failed to load.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('routeError.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);

  const retry = () => {
    // A screen's code that failed to load comes back with a new page load only (the same address).
    if (aChunkFailedToLoad()) {
      window.location.reload();
      return;
    }
    void forgetUnreadAnswers();
    // A new location, even the same URL, clears the router's error and renders the route again.
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  };
  const actions = (
    <div className="d-flex justify-content-center flex-wrap gap-2">
      <button type="button" className="btn btn-primary" onClick={retry}>
        <RotateCw size={16} aria-hidden="true" />
        {t('app.retry')}
      </button>
      <HomeLink className="btn btn-label-secondary" iconSize={16} />
    </div>
  );
  const message = { mark: <TriangleAlert size={48} />, title: t('routeError.title'), text: t('routeError.text'), children: actions };

  if (standalone) {
    return (
      <div role="alert" data-testid="route-error">
        <MiscShell {...message} />
      </div>
    );
  }
  return (
    <section className="card" role="alert" data-testid="route-error">
      <MiscMessage className="card-body" {...message} />
    </section>
  );
}
