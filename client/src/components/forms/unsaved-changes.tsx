import { useCallback, useEffect, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import '@/components/ui/i18n';

/**
 * While `dirty`, leaving the page asks first: a link or the Back button opens the dialog below
 * (react-router's blocker), closing or reloading the tab gets the browser's own question.
 * `search: true` also asks when only the query changes (a tab kept in `?tab=` unmounts the form).
 */
export function useUnsavedChanges(dirty: boolean, { search = false }: { search?: boolean } = {}) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && (currentLocation.pathname !== nextLocation.pathname || (search && currentLocation.search !== nextLocation.search)),
  );
  /** The next navigation is the page's own (after a save): it is not asked about. */
  const release = useCallback(() => {
    released.current = true;
  }, []);
  useEffect(() => {
    if (!dirty) released.current = false;
  }, [dirty]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return { blocker, release };
}

/** The question asked on leaving; the texts default to the shared ones (business.unsaved). */
export function UnsavedChangesDialog({
  blocker,
  title,
  text,
  leaveLabel,
  stayLabel,
}: {
  blocker: ReturnType<typeof useBlocker>;
  title?: string;
  text?: string;
  leaveLabel?: string;
  stayLabel?: string;
}) {
  const { t } = useTranslation();
  const open = blocker.state === 'blocked';
  return (
    <Modal show={open} onHide={() => blocker.reset?.()} centered aria-labelledby="unsaved-title" className="confirm-dialog" data-testid="unsaved-dialog">
      <Modal.Body className="text-center">
        <h2 id="unsaved-title" className="h4 mb-2">
          {title ?? t('business.unsaved.title')}
        </h2>
        <p className="mb-4">{text ?? t('business.unsaved.text')}</p>
        <div className="d-flex justify-content-center flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => blocker.reset?.()} autoFocus>
            {stayLabel ?? t('business.unsaved.stay')}
          </button>
          <button type="button" className="btn btn-label-danger" onClick={() => blocker.proceed?.()}>
            {leaveLabel ?? t('business.unsaved.leave')}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}

/** The guard and its dialog in one, for a form that asks before its edits are lost. */
export function UnsavedChangesGuard({ dirty, search }: { dirty: boolean; search?: boolean }) {
  const { blocker } = useUnsavedChanges(dirty, { search });
  return <UnsavedChangesDialog blocker={blocker} />;
}
